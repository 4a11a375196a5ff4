import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { DayNotes } from "~/care/ui/day-notes";
import { journalAction, journalPage } from "~/journal/page.server";
import { journalHref } from "~/journal/panel";
import { NutrientsCard, RepeatCard } from "~/journal/ui/aside";
import { GoalBoard } from "~/journal/ui/goal-board";
import { Meals } from "~/journal/ui/meals";
import { JournalPanel } from "~/journal/ui/panel-view";
import journalCss from "~/styles/journal.css";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { formatLongDate, formatMonthDay } from "~/ui/format";
import { useHydrated } from "~/ui/hydrated";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journalCss }];

export const meta: MetaFunction = () => [{ title: "Daily Journal · Patient Portal" }];

/**
 * The Daily Journal (spec part 2 §2): a day's entries by meal, goals with progress, hydration and
 * electrolyte, nutrient totals, Repeat, and the Add to Journal side panel (a step of this URL).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data(await journalPage({ request, context }, user), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return journalAction({ request, context }, user);
}

export default function DailyJournalPage() {
  const data = useLoaderData<Awaited<ReturnType<typeof journalPage>>>();
  return (
    <section className="page journal-page">
      <JournalHeader day={data.day} today={data.today} isToday={data.isToday} previousDay={data.previousDay} nextDay={data.nextDay} dateParam={data.dateParam} />
      <DeleteConfirmStep />
      <DayNotes notes={data.notes} day={data.day} />
      <GoalBoard day={data.day} isToday={data.isToday} summary={data.summary} goal={data.goal} progress={data.progress} fluids={data.fluids} />
      <div className="journal-layout">
        <Meals
          entries={data.entries}
          day={data.day}
          isToday={data.isToday}
          previousDay={data.previousDay}
          previousDayMeals={data.previousDayMeals}
          dateParam={data.dateParam}
        />
        <aside className="journal-aside" aria-label="Day totals and repeat">
          <NutrientsCard summary={data.summary} />
          <RepeatCard day={data.day} previousDay={data.previousDay} today={data.today} />
        </aside>
      </div>
      <JournalPanel panel={data.panel} day={data.day} dateParam={data.dateParam} defaultTime={data.defaultTime} goal={data.goal} />
    </section>
  );
}

/** The title, the day and its navigation: previous and next day, a date picker (never a future day), today. */
function JournalHeader({
  day,
  today,
  isToday,
  previousDay,
  nextDay,
  dateParam,
}: {
  day: string;
  today: string;
  isToday: boolean;
  previousDay: string;
  nextDay: string | null;
  dateParam: string | null;
}) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <header className="journal-head">
      <div>
        <h1>Daily Journal</h1>
        <p className="page-subtitle">
          {formatLongDate(day)}
          {isToday ? <span className="journal-today-badge">Today</span> : null}
        </p>
      </div>
      <nav className="journal-daynav" aria-label="Choose a day">
        <Link to={journalHref(previousDay)} className="btn btn-ghost btn-sm journal-daystep" preventScrollReset>
          <span aria-hidden="true">‹</span> {formatMonthDay(previousDay)}
          <span className="visually-hidden"> (previous day)</span>
        </Link>
        <Form method="get" className="journal-dateform" preventScrollReset>
          <label htmlFor="journal-date" className="visually-hidden">
            Journal date
          </label>
          <input
            id="journal-date"
            type="date"
            name="date"
            // A new day from the server resets the picker.
            key={day}
            defaultValue={day}
            max={today}
            required
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (hydrated && /^\d{4}-\d{2}-\d{2}$/.test(value) && value <= today) submit(e.currentTarget.form, { preventScrollReset: true });
            }}
          />
          <button type="submit" className="btn btn-ghost btn-sm">
            Go
          </button>
        </Form>
        {nextDay ? (
          <Link to={journalHref(nextDay === today ? null : nextDay)} className="btn btn-ghost btn-sm journal-daystep" preventScrollReset>
            {formatMonthDay(nextDay)} <span aria-hidden="true">›</span>
            <span className="visually-hidden"> (next day)</span>
          </Link>
        ) : null}
        {!isToday ? (
          <Link to={journalHref(null)} className="btn btn-secondary btn-sm" preventScrollReset>
            Today
          </Link>
        ) : null}
      </nav>
      <Link to={journalHref(dateParam, { add: 1 })} className="btn btn-primary journal-add" preventScrollReset>
        + Add food
      </Link>
    </header>
  );
}
