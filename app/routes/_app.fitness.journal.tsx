import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { addDays, isBeyondLastDay, isFutureDay, todayIn, weekStart } from "~/domain/calendar";
import { apportion } from "~/domain/rounding";
import { domainFailure, formId, parseForm, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { hereWithout, param, readParams } from "~/page/params.server";
import { createJournalEntry, deleteActivity, journalSummary, memberWeightOn, updateJournalEntry } from "~/fitness/activity.server";
import { ACTIVITY_TYPES, FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { exerciseChoices } from "~/fitness/exercises.server";
import { goalForWeek, saveGoal, updateGoal } from "~/fitness/goals.server";
import { goalSchema, journalSchemaFor } from "~/fitness/schemas";
import { goalProgress } from "~/fitness/summaries";
import { formatMinutes } from "~/fitness/text";
import { GoalCards, GoalForm } from "~/fitness/ui/goals";
import { JournalForm } from "~/fitness/ui/journal-form";
import { SidePanel } from "~/ui/side-panel";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { useFormat, useMessage } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { TableScroll } from "~/ui/table-scroll";
import fitnessJournalCss from "~/styles/fitness-journal.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessJournalCss);

export const handle = { i18n: ["fitness"], title: "fitness:log.page.title" };

const TABS = ["all", ...ACTIVITY_TYPES] as const;

/**
 * The weekly fitness journal (spec part 3 §2): a date picker (no future dates) choosing the week,
 * the week's goal cards, the entries by type of activity, Add to journal, and Adjust Goal when the
 * date picked is today. Panels (`?add=1`, `?edit=`, `?goal=1`) are steps of the URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const today = todayIn(user.time_zone);
  const q = readParams(request, { date: param.day(), type: param.oneOf(TABS, "all"), add: param.flag(), edit: param.id(), goal: param.flag() });
  const future = q.date !== null ? isFutureDay(q.date, user.time_zone) : isBeyondLastDay(readParams(request, { date: param.raw() }).date);
  const date = q.date && !future ? q.date : today;
  const [summary, goal] = await Promise.all([journalSummary(user, date, user.units), goalForWeek(user, date)]);
  const editing = q.edit ? (summary.list.find((e) => e.id === q.edit) ?? null) : null;
  const panel = q.add || editing ? "entry" : q.goal && date === today ? "goal" : null;
  const [choices, weightKg] = panel === "entry" ? await Promise.all([exerciseChoices(user), memberWeightOn(user, editing?.date ?? date)]) : [[], null];
  await auditOwn({ request, context, user }, "read", "fitness_journal", { detail: "week" });
  await auditOwn({ request, context, user }, "read", "fitness_goal", { recordId: goal?.id });
  return {
    units: user.units,
    today,
    date,
    futureError: future ? FITNESS_MSG.futureDate : null,
    type: q.type,
    summary,
    goal,
    progress: goalProgress(goal, summary),
    panel,
    editing,
    choices,
    weightKg,
  };
}

type Intent = "add" | "update" | "delete" | "goal";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    add: () => addIntent(args),
    update: () => updateIntent(args),
    delete: () => deleteIntent(args),
    goal: () => goalIntent(args),
  });
}

/** The journal's week of a day: where a saved entry or goal is shown. */
const weekOf = (request: Request, day: string) => `${new URL(request.url).pathname}?date=${day}`;

async function addIntent(args: IntentArgs) {
  const parsed = parseForm("add", args.form, journalSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await createJournalEntry(args.user, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure("add", parsed.submission, outcome.errors);
  await auditOwn(args, "create", "fitness_journal", { recordId: outcome.data.id });
  return redirectWithToast(weekOf(args.request, outcome.data.date), { type: "success", message: FITNESS_TOAST.added });
}

async function updateIntent(args: IntentArgs) {
  const id = formId(args.form);
  const formKey = `update:${id}`;
  const parsed = parseForm(formKey, args.form, journalSchemaFor(args.user.units));
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateJournalEntry(args.user, id, parsed.value, args.user.units));
  if (!outcome.ok) return domainFailure(formKey, parsed.submission, outcome.errors);
  await auditOwn(args, "update", "fitness_journal", { recordId: id });
  return redirectWithToast(weekOf(args.request, outcome.data.date), { type: "success", message: FITNESS_TOAST.updated });
}

async function deleteIntent(args: IntentArgs) {
  const id = formId(args.form);
  pageOutcome(await deleteActivity(args.user, id));
  await auditOwn(args, "delete", "fitness_journal", { recordId: id });
  return redirectWithToast(hereWithout(args.request, "delete"), { type: "success", message: FITNESS_TOAST.removed });
}

async function goalIntent(args: IntentArgs) {
  const parsed = parseForm("goal", args.form, goalSchema);
  if (!parsed.ok) return parsed.response;
  // The form edits this week's goal when it has an id, otherwise creates one.
  const id = formId(args.form);
  const outcome = pageOutcome(id > 0 ? await updateGoal(args.user, id, parsed.value) : await goalSaved(args.user, parsed.value));
  if (!outcome.ok) return domainFailure("goal", parsed.submission, outcome.errors);
  await auditOwn(args, id > 0 ? "update" : "create", "fitness_goal", { recordId: outcome.data.id });
  return redirectWithToast(weekOf(args.request, parsed.value.date), { type: "success", message: FITNESS_TOAST.goalSaved });
}

async function goalSaved(...args: Parameters<typeof saveGoal>) {
  const outcome = await saveGoal(...args);
  return outcome.ok ? ({ ok: true, data: outcome.data.goal } as const) : outcome;
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function DatePicker({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const say = useMessage();
  const submit = useSubmit();
  const start = weekStart(data.date);
  const prev = addDays(start, -7);
  const next = addDays(start, 7);
  return (
    <div className="card fitness-date-card">
      <Form method="get" className="fitness-inline-field" onChange={(e) => submit(e.currentTarget, { replace: true, preventScrollReset: true })}>
        <label htmlFor="journal-date">{t("log.page.date")}</label>
        <input id="journal-date" type="date" name="date" defaultValue={data.date} key={data.date} max={data.today} aria-describedby={data.futureError ? "journal-date-error" : undefined} />
        <noscript>
          <button type="submit" className="btn btn-secondary btn-sm">
            {t("log.page.show")}
          </button>
        </noscript>
      </Form>
      <nav className="fitness-week-nav" aria-label={t("log.page.weeks")}>
        <Link to={`?date=${prev}`} className="btn btn-ghost btn-sm" preventScrollReset>
          {t("log.page.previous")}
        </Link>
        {next <= data.today ? (
          <Link to={`?date=${next}`} className="btn btn-ghost btn-sm" preventScrollReset>
            {t("log.page.next")}
          </Link>
        ) : null}
        {data.date !== data.today ? (
          <Link to="?" className="btn btn-ghost btn-sm" preventScrollReset>
            {t("log.page.today")}
          </Link>
        ) : null}
      </nav>
      {data.futureError ? (
        <p className="form-error fitness-date-error" id="journal-date-error" role="alert">
          {say(data.futureError)}
        </p>
      ) : null}
    </div>
  );
}

function EntryTabs({ data }: { data: Data }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const [params] = useSearchParams();
  const href = (tab: string) => {
    const next = new URLSearchParams(params);
    if (tab === "all") next.delete("type");
    else next.set("type", tab);
    next.delete("edit");
    next.delete("delete");
    return `?${next.toString()}`;
  };
  const list = data.summary.list;
  const shown = data.type === "all" ? list : list.filter((e) => e.type_of_activity === data.type);
  // Each entry's whole calories, so the week's entries add up to the calories burned the page shows.
  const kcal = new Map(
    apportion(
      list.map((e) => e.calories_burned ?? 0),
      0,
      data.summary.calories_burned,
    ).map((v, i) => [list[i].id, v]),
  );
  const editHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("edit", String(id));
    next.delete("add");
    return `?${next.toString()}`;
  };
  return (
    <section className="card fitness-entries" aria-labelledby="entries-title">
      <h2 id="entries-title">{t("log.page.entries")}</h2>
      <div className="tabs" role="tablist" aria-label={t("log.page.tabsLabel")}>
        {TABS.map((tab) => {
          const count = tab === "all" ? list.length : list.filter((e) => e.type_of_activity === tab).length;
          return (
            <Link key={tab} id={`entries-tab-${tab}`} role="tab" to={href(tab)} aria-selected={data.type === tab} aria-controls="entries-panel" className={data.type === tab ? "active" : undefined} preventScrollReset replace>
              {tab === "all" ? t("log.page.all") : t(`log.types.${tab}`)} <span className="fitness-tab-count">{count}</span>
            </Link>
          );
        })}
      </div>
      <div id="entries-panel" role="tabpanel" aria-labelledby={`entries-tab-${data.type}`}>
        <DeleteConfirmStep />
        {shown.length === 0 ? (
          <p className="empty-state">{t("log.page.empty")}</p>
        ) : (
          <TableScroll label={t("log.page.tableLabel")}>
            <table className="table fitness-journal-table">
              <caption className="visually-hidden">{t("log.page.tableLabel")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("log.page.cols.date")}</th>
                  <th scope="col">{t("log.page.cols.exercise")}</th>
                  <th scope="col">{t("log.page.cols.type")}</th>
                  <th scope="col" className="num">
                    {t("log.page.cols.weight")}
                  </th>
                  <th scope="col" className="num">
                    {t("log.page.cols.repsSets")}
                  </th>
                  <th scope="col" className="num">
                    {t("log.page.cols.minutes")}
                  </th>
                  <th scope="col" className="num">
                    {t("log.page.cols.calories")}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t("log.page.cols.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((e) => (
                  <tr key={e.id}>
                    <td>{f.shortDate(e.date)}</td>
                    <td>
                      <Link to={paths.exerciseDetails(e.exercise)}>{e.exercise_title}</Link>
                    </td>
                    <td>
                      <span className={`fitness-type fitness-type-${e.type_of_activity.toLowerCase()}`}>{t(`log.types.${e.type_of_activity}`)}</span>
                    </td>
                    <td className="num">{e.weight_lifted === null ? "–" : t(`log.page.weightValue.${data.units}`, { value: f.number(e.weight_lifted, 1) })}</td>
                    <td className="num">{e.reps === null && e.number_of_sets === null ? "–" : `${e.reps ?? "–"} × ${e.number_of_sets ?? "–"}`}</td>
                    <td className="num">{formatMinutes(e.minutes)}</td>
                    <td className="num">{e.calories_burned === null ? "–" : f.count(kcal.get(e.id) ?? 0)}</td>
                    <td className="fitness-row-actions">
                      <Link to={editHref(e.id)} className="btn btn-ghost btn-sm" preventScrollReset aria-label={t("log.page.editLabel", { name: e.exercise_title, date: f.shortDate(e.date) })}>
                        {t("log.page.edit")}
                      </Link>
                      <DeleteButton id={e.id} itemName={t("log.page.itemName", { name: e.exercise_title, date: f.shortDate(e.date) })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </div>
    </section>
  );
}

export default function WeeklyJournalPage() {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const withParam = (key: string) => {
    const next = new URLSearchParams(params);
    next.set(key, "1");
    next.delete("edit");
    return `?${next.toString()}`;
  };
  const closeHref = () => {
    const next = new URLSearchParams(params);
    for (const k of ["add", "edit", "goal"]) next.delete(k);
    const s = next.toString();
    return s ? `?${s}` : paths.fitnessJournal();
  };
  const { summary } = data;
  const isToday = data.date === data.today;
  return (
    <section className="page fitness-journal">
      <PageHeader
        title={t("log.page.title")}
        subtitle={t("log.page.subtitle", { start: f.monthDay(summary.start_date), end: f.shortDate(summary.end_date) })}
      />
      <DatePicker data={data} />
      <section className="fitness-goal-section" aria-labelledby="goals-title">
        <div className="fitness-section-head">
          <h2 id="goals-title">{t("log.page.goalsTitle")}</h2>
          {isToday ? (
            <Link to={withParam("goal")} className="btn btn-secondary btn-sm" preventScrollReset>
              {t("log.page.adjustGoal")}
            </Link>
          ) : null}
        </div>
        {data.goal?.carried_from ? <p className="muted">{t("log.page.carried", { date: f.shortDate(data.goal.carried_from) })}</p> : null}
        <GoalCards progress={data.progress} hasGoal={data.goal !== null} />
        <p className="muted fitness-goal-note">
          {t("log.page.weekNote", {
            count: summary.flexibility,
            cardio: f.count(summary.cardio),
            resistance: f.count(summary.resistance),
            flexibility: f.count(summary.flexibility),
            calories: f.count(summary.calories_burned),
          })}
        </p>
      </section>
      <EntryTabs data={data} />
      {data.panel === "entry" ? (
        <SidePanel labelId="journal-entry-title" className="fitness-panel" title={data.editing ? t("log.page.editTitle") : t("log.page.addTitle")} closeTo={closeHref()}>
          <JournalForm
            intent={data.editing ? "update" : "add"}
            choices={data.choices}
            defaultDate={data.date}
            today={data.today}
            weightKg={data.weightKg}
            units={data.units}
            entry={data.editing ?? undefined}
            submitLabel={data.editing ? t("log.page.save") : t("log.entry.submit")}
          />
        </SidePanel>
      ) : null}
      {data.panel === "goal" ? (
        <SidePanel labelId="goal-title" className="fitness-panel" title={t("log.page.adjustGoal")} closeTo={closeHref()}>
          <GoalForm goal={data.goal} today={data.today} />
        </SidePanel>
      ) : null}
    </section>
  );
}
