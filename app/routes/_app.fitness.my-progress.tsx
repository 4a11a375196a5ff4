import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { todayIn, weekdayOf } from "~/domain/calendar";
import { domainFailure, formFailure, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { createLog, listLogs, memberWeightOn } from "~/fitness/activity.server";
import { FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { listMyPlan, planForDay, setPlanRows } from "~/fitness/my-workout.server";
import { intensityOf } from "~/fitness/energy";
import { editWorkoutFormRows, logSchema } from "~/fitness/schemas";
import { formatMinutes } from "~/fitness/text";
import { ExerciseImage } from "~/fitness/ui/exercise-image";
import { MyWorkoutEmpty } from "~/fitness/ui/my-workout-empty";
import { Flames } from "~/fitness/ui/flames";
import { LogForm } from "~/fitness/ui/log-form";
import { WeekdayBoxes, WeekdayHeadCells } from "~/fitness/ui/weekday-cells";
import { flagsOf, lastDateOf, tabsFrom, WEEKDAYS } from "~/fitness/weekdays";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { FormNotice, useBusy, useReplyFor } from "~/ui/forms";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { TableScroll } from "~/ui/table-scroll";
import fitnessWorkoutCss from "~/styles/fitness-workout.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessWorkoutCss);

export const handle = { i18n: ["fitness"], title: "fitness:myProgress.title" };

/**
 * My Workout (spec part 3 §2, /fitness/my-progress): Show Workout, one tab per weekday starting
 * on today's, with each booked exercise's log form (its date done is that weekday's latest date);
 * Edit Workout, the plan as a table of check marks saved at once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = todayIn(user.time_zone);
  const q = readParams(request, { view: param.oneOf(["show", "edit"] as const, "show"), day: param.int(weekdayOf(today), { min: 0, max: 6 }) });
  const date = lastDateOf(q.day, today);
  const [rows, logs, weightKg] = await Promise.all([
    q.view === "edit" ? listMyPlan(user) : planForDay(user, q.day),
    q.view === "show" ? listLogs(user, { date, limit: 100, offset: 0 }) : Promise.resolve({ count: 0, results: [] }),
    q.view === "show" ? memberWeightOn(user, date) : Promise.resolve(null),
  ]);
  await auditOwn({ request, context, user }, "read", "fitness_plan", { detail: q.view });
  if (q.view === "show") await auditOwn({ request, context, user }, "read", "exercise_log", { detail: "day" });
  return {
    view: q.view,
    day: q.day,
    date,
    today,
    tabs: tabsFrom(today).map((d) => ({ weekday: d, date: lastDateOf(d, today) })),
    rows,
    logs: logs.results,
    weightKg,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<"log" | "save-week">(intentOf(form), {
    log: () => logIntent(args),
    "save-week": () => saveWeekIntent(args),
  });
}

/** Show Workout: log what was done of one of the day's exercises. */
async function logIntent(args: IntentArgs) {
  const formKey = `log:${args.form.get("exercise")}`;
  const parsed = parseForm(formKey, args.form, logSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createLog(args.user, parsed.value));
  if (!outcome.ok) return domainFailure(formKey, parsed.submission, outcome.errors);
  await auditOwn(args, "create", "exercise_log", { recordId: outcome.data.id });
  return redirectWithToast(hereWithout(args.request), { type: "success", message: FITNESS_TOAST.added });
}

/** Edit Workout: every row's days of the week, saved at once. */
async function saveWeekIntent(args: IntentArgs) {
  const plan = await listMyPlan(args.user);
  const rows = editWorkoutFormRows(
    args.form,
    plan.map((r) => r.id),
  ).map((r) => ({ exercise: plan.find((p) => p.id === r.id)!.exercise, ...flagsOf(r.days) }));
  if (rows.length === 0) return formFailure("save-week", { notice: FITNESS_MSG.nothingToUpdate });
  const outcome = pageOutcome(await setPlanRows(args.user, rows));
  if (!outcome.ok) return noticeFailure("save-week", outcome.errors, FITNESS_MSG.tryAgain);
  await auditOwn(args, "update", "fitness_plan", { detail: "edit_workout" });
  return redirectWithToast(`${new URL(args.request.url).pathname}?view=edit`, { type: "success", message: FITNESS_TOAST.updated });
}

/** A check mark beside a text that says the same (hidden from screen readers). */
const CHECK = "✓";

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function DayTabs({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  return (
    <nav className="tabs fitness-day-tabs" aria-label={t("myProgress.days")}>
      {data.tabs.map((tab, i) => {
        const active = tab.weekday === data.day;
        return (
          <Link key={tab.weekday} to={`?day=${tab.weekday}`} className={active ? "active" : undefined} aria-current={active ? "page" : undefined} preventScrollReset replace>
            <span className="fitness-tab-day">{i === 0 ? t("myProgress.today") : t(`history.weekdays.${WEEKDAYS[tab.weekday].key}`)}</span>
            <span className="fitness-tab-date">{f.monthDay(tab.date)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function ShowWorkout({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const dayName = t(`history.weekdays.${WEEKDAYS[data.day].key}`);
  return (
    <>
      <DayTabs data={data} />
      <h2 className="fitness-day-heading">
        {data.date === data.today ? t("myProgress.headingToday", { date: f.shortDate(data.date) }) : t("myProgress.heading", { day: dayName, date: f.shortDate(data.date) })}
      </h2>
      {data.rows.length === 0 ? (
        <div className="card empty-state fitness-empty">
          <p>{t("myProgress.empty")}</p>
          <div className="button-row">
            <Link to={`${paths.myWorkout()}?panel=exercises&weekday=${data.day}&back=progress`} className="btn btn-primary btn-sm">
              {t("myProgress.addExercise")}
            </Link>
            <Link to={paths.workoutPlans()} className="btn btn-secondary btn-sm">
              {t("myProgress.choosePlan")}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="fitness-log-list">
          {data.rows.map((row) => {
            const done = data.logs.filter((l) => l.exercise === row.exercise);
            return (
              <li key={row.id} className="card fitness-log-card">
                <div className="fitness-log-head">
                  <ExerciseImage image={row.exercise_data.main_image} size="s" />
                  <div>
                    <h3>
                      <Link to={paths.exerciseDetails(row.exercise)}>{row.exercise_data.name}</Link>
                    </h3>
                    <p className="fitness-card-meta">
                      <span className={`fitness-type fitness-type-${row.exercise_data.type_of_activity.toLowerCase()}`}>{t(`log.types.${row.exercise_data.type_of_activity}`)}</span>
                      <Flames flame={intensityOf(row.exercise_data.met)} showLabel={false} />
                    </p>
                  </div>
                </div>
                {done.length > 0 ? (
                  <ul className="fitness-done" aria-label={t("myProgress.loggedOn", { date: f.shortDate(data.date) })}>
                    {done.map((l) => (
                      <li key={l.id}>
                        <span aria-hidden="true">{CHECK}</span>{" "}
                        {l.calories !== null
                          ? t("myProgress.loggedCalories", { duration: formatMinutes(l.duration), calories: f.count(l.calories) })
                          : t("myProgress.logged", { duration: formatMinutes(l.duration) })}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <LogForm
                  intent="log"
                  exercise={{ id: row.exercise, name: row.exercise_data.name, met: row.exercise_data.met }}
                  defaultDate={data.date}
                  today={data.today}
                  weightKg={data.weightKg}
                  submitLabel={done.length ? t("myProgress.logAgain") : t("log.exercise.submit")}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function EditWorkout({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const reply = useReplyFor("save-week");
  const busy = useBusy("save-week");
  if (data.rows.length === 0) return <MyWorkoutEmpty />;
  return (
    <Form method="post" className="card card-flush fitness-table-card" preventScrollReset>
      <input type="hidden" name="intent" value="save-week" />
      <FormNotice reply={reply} />
      <TableScroll label={t("myProgress.planLabel")}>
        <table className="table fitness-plan-table">
          <caption className="visually-hidden">{t("myProgress.planCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("myProgress.exercise")}</th>
              <WeekdayHeadCells />
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <span className="fitness-row-name">
                    <ExerciseImage image={row.exercise_data.main_image} size="s" />
                    <span>{row.exercise_data.name}</span>
                  </span>
                </th>
                <WeekdayBoxes row={row} name={row.exercise_data.name} namePrefix={`${row.id}.`} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className="fitness-table-foot">
        <Link to={paths.myWorkout()} className="btn btn-ghost btn-sm">
          {t("myProgress.manage")}
        </Link>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? t("myProgress.saving") : t("myProgress.saveWeek")}
        </button>
      </div>
    </Form>
  );
}

export default function MyWorkoutPage() {
  const { t } = useTranslation("fitness");
  const data = useLoaderData<typeof loader>();
  return (
    <section className="page fitness-progress">
      <PageHeader
        title={t("myProgress.title")}
        subtitle={t("myProgress.subtitle")}
        actions={
          <div className="fitness-toggle" role="group" aria-label={t("myProgress.view")}>
            <Link to={paths.myHistory()} className="btn btn-sm btn-ghost">
              {t("myProgress.history")}
            </Link>
            <Link to="?view=show" className={`btn btn-sm ${data.view === "show" ? "btn-primary" : "btn-ghost"}`} aria-current={data.view === "show" ? "page" : undefined}>
              {t("myProgress.show")}
            </Link>
            <Link to="?view=edit" className={`btn btn-sm ${data.view === "edit" ? "btn-primary" : "btn-ghost"}`} aria-current={data.view === "edit" ? "page" : undefined}>
              {t("myProgress.edit")}
            </Link>
          </div>
        }
      />
      {data.view === "show" ? <ShowWorkout data={data} /> : <EditWorkout data={data} />}
    </section>
  );
}
