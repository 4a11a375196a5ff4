import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { CARE_TOAST } from "~/care/codes";
import { markNoteRead, notesForDay } from "~/care/notes.server";
import { DayNotes } from "~/care/ui/day-notes";
import { isBeyondLastDay, parseDay } from "~/domain/calendar";
import { fluidControls, JOURNAL_MSG, JOURNAL_TOAST } from "~/journal/codes";
import {
  changeFluid,
  copyEntries,
  createEntry,
  deleteEntry,
  journalDay,
  panelData,
  repeatEntry,
  saveGoal,
  todayOf,
  updateEntry,
} from "~/journal/journal.server";
import { journalHref, panelStep } from "~/journal/panel";
import { journalDayIn } from "~/journal/fluid-units";
import {
  copyFormSchema,
  entryEditSchema,
  entrySchema,
  fluidSetSchemaFor,
  fluidStepSchema,
  goalFormSchemaFor,
  goalToFloz,
  repeatFormSchema,
} from "~/journal/schemas";
import type { JournalPageData } from "~/journal/types";
import { NutrientsCard, RepeatCard } from "~/journal/ui/aside";
import { GoalBoard } from "~/journal/ui/goal-board";
import { Meals } from "~/journal/ui/meals";
import { JournalHeader } from "~/journal/ui/journal-header";
import { JournalPanel } from "~/journal/ui/panel-view";
import {
  domainFailure,
  formDone,
  formId,
  noticeFailure,
  parseForm,
  readForm,
} from "~/page/form.server";
import {
  dispatchIntent,
  intentOf,
  type IntentArgs,
} from "~/page/intents.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { JournalReportsLink } from "~/reports/ui/links";
import { auditOwn } from "~/security/audit.server";
import journalCss from "~/styles/journal.css";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(journalCss);

/** The journal's texts, and the document's title "Daily Journal · Patient Portal" (issue 41). */
export const handle = { i18n: ["journal", "reports", "care"], title: "journal:page.title" };

/**
 * The Daily Journal (spec part 2 §2): a day's entries by meal, goals with progress, hydration and
 * electrolyte, nutrient totals, Repeat, and the Add to Journal side panel (a step of this URL,
 * docs/decisions/0043). Every rule is the journal domain's (app/journal/journal.server.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  // The day as typed: a day past the calendar's last is refused, not read as another.
  const q = readParams(url, { date: param.raw(), q: param.raw() });
  const today = todayOf(user);
  const day = parseDay(q.date) ?? today;
  // "No future dates": a hand-typed future day goes back to today, saying why.
  if (day > today || isBeyondLastDay(q.date))
    throw await redirectWithToast(journalHref(null), {
      type: "error",
      message: JOURNAL_MSG.futureDay,
    });
  // Hydration and electrolyte in the member's units (ounces or millilitres); stored in ounces.
  const journal = journalDayIn(
    pageData(await journalDay(user, day)),
    user.units
  );
  const [panelOutcome, notes] = await Promise.all([
    panelData(user, panelStep(url), journal, q.q !== null),
    notesForDay(user, day),
  ]);
  const panel = foundOr404(panelOutcome);
  await auditOwn({ request, context, user }, "read", "journal_day");
  const page: JournalPageData = {
    ...journal,
    panel,
    notes,
    dateParam: journal.isToday ? null : day,
    units: user.units,
  };
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent =
  | "add"
  | "update"
  | "delete"
  | "fluid-step"
  | "fluid-set"
  | "goal"
  | "copy"
  | "repeat"
  | "note-read";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    add: () => addEntry(args),
    update: () => editEntry(args),
    delete: () => removeEntry(args),
    "fluid-step": () => fluid(args, "fluid-step"),
    "fluid-set": () => fluid(args, "fluid-set"),
    goal: () => goal(args),
    copy: () => copy(args),
    repeat: () => repeat(args),
    "note-read": () => noteRead(args),
  });
}

/** A note from the care team on this day (app/care/notes.server.ts), marked read. */
async function noteRead(args: IntentArgs) {
  const id = foundOr404(formId(args.form) || null);
  pageOutcome(await markNoteRead(args.user, id));
  await auditOwn(args, "update", "care_note", { recordId: id });
  const { date: day } = readParams(args.request, { date: param.day() });
  return redirectWithToast(dayHref(args.user, day, {}, "#care-notes"), {
    type: "success",
    message: CARE_TOAST.noteRead,
  });
}

/** The page's URL for a day: no `date` for today. */
const dayHref = (
  user: IntentArgs["user"],
  day: string | null,
  params: Parameters<typeof journalHref>[1] = {},
  hash = ""
) =>
  journalHref(day === null || day === todayOf(user) ? null : day, params, hash);

/** The meal the panel was opened for, kept when it opens again after a save. */
const mealOf = (request: Request) =>
  readParams(request, { meal: param.raw() }).meal ?? undefined;

async function addEntry(args: IntentArgs) {
  const parsed = parseForm("add", args.form, entrySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createEntry(args.user, parsed.value));
  if (!outcome.ok)
    return domainFailure("add", parsed.submission, outcome.errors);
  const { entry } = outcome.data;
  await auditOwn(args, "create", "journal_entry", { recordId: entry.id });
  // Saving returns to the start of the panel (spec part 2 §4), for the same meal.
  return redirectWithToast(
    dayHref(args.user, entry.added_on, { add: 1, meal: mealOf(args.request) }),
    { type: "success", message: JOURNAL_TOAST.added }
  );
}

async function editEntry(args: IntentArgs) {
  const id = foundOr404(formId(args.form) || null);
  const key = `update:${args.form.get("id")}`;
  const parsed = parseForm(key, args.form, entryEditSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateEntry(args.user, id, parsed.value));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  await auditOwn(args, "update", "journal_entry", { recordId: id });
  // Back to the day the form was posted from (its hidden date, else the page's).
  const day =
    parseDay(args.form.get("date")) ??
    parseDay(args.form.get("added_on")) ??
    readParams(args.request, { date: param.day() }).date;
  return redirectWithToast(dayHref(args.user, day), {
    type: "success",
    message: JOURNAL_TOAST.updated,
  });
}

async function removeEntry(args: IntentArgs) {
  const id = foundOr404(formId(args.form) || null);
  const outcome = pageOutcome(await deleteEntry(args.user, id));
  if (!outcome.ok)
    return noticeFailure("delete", outcome.errors, JOURNAL_TOAST.tryAgain);
  await auditOwn(args, "delete", "journal_entry", { recordId: id });
  return redirectWithToast(dayHref(args.user, outcome.data.day), {
    type: "success",
    message: JOURNAL_TOAST.removed,
  });
}

/**
 * Hydration and electrolyte. The page's buttons post through a fetcher with JavaScript (`via`
 * fetcher): the form is answered in place and the page revalidates. Without JavaScript the small
 * forms post and come back to the same day.
 */
async function fluid(args: IntentArgs, intent: "fluid-step" | "fluid-set") {
  const key = `fluid:${args.form.get("kind")}`;
  const units = args.user.units;
  const parsed =
    intent === "fluid-step"
      ? parseForm(key, args.form, fluidStepSchema)
      : parseForm(key, args.form, fluidSetSchemaFor(units));
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(
    await changeFluid(
      args.user,
      v.date,
      v.kind,
      "delta" in v ? { delta: v.delta } : { set: v.value },
      units
    )
  );
  if (!outcome.ok)
    return noticeFailure(key, outcome.errors, JOURNAL_TOAST.tryAgain);
  await auditOwn(args, "update", "journal_entry", {
    recordId: outcome.data.id,
  });
  if (args.form.get("via") === "fetcher") return formDone(key);
  return redirectWithToast(dayHref(args.user, v.date, {}, "#fluids"), {
    type: "success",
    message: JOURNAL_TOAST.fluid(
      v.kind,
      String(outcome.data.value),
      fluidControls(units).unit
    ),
  });
}

async function goal(args: IntentArgs) {
  const parsed = parseForm(
    "goal",
    args.form,
    goalFormSchemaFor(args.user.units)
  );
  if (!parsed.ok) return parsed.response;
  const { id, ...input } = parsed.value;
  const outcome = pageOutcome(
    await saveGoal(args.user, id, goalToFloz(input, args.user.units))
  );
  if (!outcome.ok)
    return domainFailure("goal", parsed.submission, outcome.errors);
  await auditOwn(
    args,
    outcome.data.created ? "create" : "update",
    "nutrition_goal",
    { recordId: outcome.data.goal.id }
  );
  return redirectWithToast(journalHref(null), {
    type: "success",
    message: outcome.data.created
      ? JOURNAL_TOAST.goalAdded
      : JOURNAL_TOAST.goalUpdated,
  });
}

async function copy(args: IntentArgs) {
  const parsed = parseForm("copy", args.form, copyFormSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(
    await copyEntries(args.user, { from: v.from, to: v.date, meal: v.meal })
  );
  if (!outcome.ok) {
    // The domain names the API's fields; the form's are `from` and `date`.
    const errors = Object.fromEntries(
      Object.entries(outcome.errors).map(([k, m]) => [
        k === "from_date" ? "from" : k === "to_date" ? "date" : k,
        m,
      ])
    );
    return domainFailure("copy", parsed.submission, errors);
  }
  await auditOwn(args, "create", "journal_entry");
  return redirectWithToast(dayHref(args.user, v.date), {
    type: "success",
    message: JOURNAL_TOAST.copied(outcome.data.count),
  });
}

async function repeat(args: IntentArgs) {
  const parsed = parseForm("repeat", args.form, repeatFormSchema);
  if (!parsed.ok) return parsed.response;
  const v = parsed.value;
  const outcome = pageOutcome(
    await repeatEntry(args.user, v.entry, { day: v.date, meal: v.meal })
  );
  if (!outcome.ok)
    return noticeFailure("repeat", outcome.errors, JOURNAL_TOAST.tryAgain);
  await auditOwn(args, "create", "journal_entry", {
    recordId: outcome.data.id,
  });
  return redirectWithToast(
    dayHref(args.user, v.date, { add: 1, meal: mealOf(args.request) }),
    { type: "success", message: JOURNAL_TOAST.added }
  );
}

export default function DailyJournalPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("journal");
  return (
    <section className="page journal-page">
      <JournalHeader
        day={data.day}
        today={data.today}
        isToday={data.isToday}
        previousDay={data.previousDay}
        nextDay={data.nextDay}
        dateParam={data.dateParam}
      />
      <DeleteConfirmStep />
      <DayNotes notes={data.notes} day={data.day} />
      <GoalBoard
        day={data.day}
        isToday={data.isToday}
        summary={data.summary}
        goal={data.goal}
        progress={data.progress}
        fluids={data.fluids}
        units={data.units}
      />
      <div className="journal-layout">
        <Meals
          entries={data.entries}
          dayCalories={data.summary.calories}
          day={data.day}
          isToday={data.isToday}
          previousDay={data.previousDay}
          previousDayMeals={data.previousDayMeals}
          dateParam={data.dateParam}
        />
        <aside className="journal-aside" aria-label={t("page.asideLabel")}>
          <NutrientsCard summary={data.summary} />
          <RepeatCard
            day={data.day}
            previousDay={data.previousDay}
            today={data.today}
          />
          <p className="small">
            <JournalReportsLink />
          </p>
        </aside>
      </div>
      <JournalPanel
        panel={data.panel}
        day={data.day}
        dateParam={data.dateParam}
        defaultTime={data.defaultTime}
        goal={data.goal}
        units={data.units}
      />
    </section>
  );
}
