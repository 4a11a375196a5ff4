import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { formFailure, formId, noticeFailure, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { param, readParams } from "~/page/params.server";
import { rejectEmptySearch } from "~/page/search.server";
import { ADD_EXERCISE_PAGE_SIZE, FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { WORKOUT_MSG } from "~/fitness/workout-messages";
import { listExercises } from "~/fitness/exercises.server";
import { addExercisesToPlan, addPlansToMyWorkout, clearMyPlan, deletePlanEntry, listMyPlan, updatePlanEntry } from "~/fitness/my-workout.server";
import { groupBySubgroup, listWorkoutPlans } from "~/fitness/plans.server";
import { addExercisesSchema, addPlansSchema, weekdaysSchema } from "~/fitness/schemas";
import { ExerciseImage } from "~/fitness/ui/exercise-image";
import { MyWorkoutEmpty } from "~/fitness/ui/my-workout-empty";
import { SidePanel } from "~/ui/side-panel";
import { WeekdayBoxes, WeekdayHeadCells, WeekdayMarks } from "~/fitness/ui/weekday-cells";
import { vocabOf } from "~/fitness/ui/vocab";
import { bookedDays, flagsOf } from "~/fitness/weekdays";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { FormNotice, useBusy, useReplyFor } from "~/ui/forms";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { auditOwn } from "~/security/audit.server";
import { TableScroll } from "~/ui/table-scroll";
import fitnessWorkoutCss from "~/styles/fitness-workout.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessWorkoutCss);

export const handle = { i18n: ["fitness"], title: "fitness:myWorkout.title" };

const PANELS = ["none", "exercises", "plans"] as const;

/**
 * My Workout plan management (spec part 3 §2): the plan as a table of weekdays, a row's edit and
 * delete, Remove all, and the Add Exercises and Add plans panels (`?panel=`, so they work without
 * JavaScript; with it, the exercise panel loads 6 more as it scrolls).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await rejectEmptySearch(request);
  const q = readParams(request, {
    panel: param.oneOf(PANELS, "none"),
    edit: param.id(),
    search: param.search(),
    weekday: param.int(-1, { min: 0, max: 6 }),
    offset: param.offset(ADD_EXERCISE_PAGE_SIZE),
  });
  const rows = await listMyPlan(user);
  await auditOwn({ request, context, user }, "read", "fitness_plan");
  // The Add Exercises panel's page sits at the top level, where LoadMoreList looks for it.
  const page =
    q.panel === "exercises" ? await listExercises(user, { search: q.search, limit: ADD_EXERCISE_PAGE_SIZE, offset: q.offset }) : { count: 0, results: [] };
  const planGroups = q.panel === "plans" ? groupBySubgroup((await listWorkoutPlans(user, { ordering: "subgroup", limit: 100, offset: 0 })).results) : [];
  return {
    rows,
    panel: q.panel,
    edit: q.edit,
    weekday: q.weekday >= 0 ? q.weekday : null,
    results: page.results,
    nextHref: q.panel === "exercises" ? nextPageHref(request.url, { offset: q.offset, limit: ADD_EXERCISE_PAGE_SIZE, count: page.count }) : null,
    planGroups,
  };
}

/** Back to the plan, panels closed. */
const planPage = () => paths.myWorkout();

type Intent = "update" | "delete" | "add-exercises" | "add-plans";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    update: () => updateIntent(args),
    delete: () => deleteIntent(args),
    "add-exercises": () => addExercisesIntent(args),
    "add-plans": () => addPlansIntent(args),
  });
}

async function updateIntent(args: IntentArgs) {
  const id = formId(args.form);
  const formKey = `update:${id}`;
  const parsed = weekdaysSchema.safeParse(Object.fromEntries(args.form));
  if (!parsed.success || id === 0) return formFailure(formKey, { notice: FITNESS_MSG.tryAgain });
  const outcome = pageOutcome(await updatePlanEntry(args.user, id, flagsOf(bookedDays(parsed.data))));
  if (!outcome.ok) return noticeFailure(formKey, outcome.errors, FITNESS_MSG.tryAgain);
  await auditOwn(args, "update", "fitness_plan", { recordId: id });
  return redirectWithToast(planPage(), { type: "success", message: FITNESS_TOAST.updated });
}

/** One row of the plan, or every row ("Remove all" posts id `all`). */
async function deleteIntent(args: IntentArgs) {
  if (args.form.get("id") === "all") {
    await clearMyPlan(args.user);
    await auditOwn(args, "delete", "fitness_plan", { detail: "remove_all" });
    return redirectWithToast(planPage(), { type: "success", message: FITNESS_TOAST.planCleared });
  }
  const outcome = pageOutcome(await deletePlanEntry(args.user, formId(args.form)));
  if (!outcome.ok) return formFailure("delete", { notice: FITNESS_MSG.tryAgain });
  await auditOwn(args, "delete", "fitness_plan", { recordId: outcome.data.id });
  return redirectWithToast(planPage(), { type: "success", message: FITNESS_TOAST.removed });
}

async function addExercisesIntent(args: IntentArgs) {
  const { form } = args;
  const parsed = addExercisesSchema.safeParse({ exercise: form.getAll("exercise"), weekday: form.get("weekday") ?? undefined });
  if (!parsed.success) return noticeFailure("add-exercises", { exercise: [parsed.error.issues[0]?.message ?? WORKOUT_MSG.selectExercise] }, WORKOUT_MSG.selectExercise);
  const outcome = pageOutcome(await addExercisesToPlan(args.user, parsed.data.exercise, parsed.data.weekday));
  if (!outcome.ok) return noticeFailure("add-exercises", outcome.errors, FITNESS_MSG.tryAgain);
  await auditOwn(args, "create", "fitness_plan", { detail: "add_exercises" });
  // From My Progress's empty day: back to that day, where the exercises now are.
  const to = parsed.data.weekday !== undefined && form.get("back") === "progress" ? `${paths.myProgress()}?day=${parsed.data.weekday}` : planPage();
  return redirectWithToast(to, { type: "success", message: FITNESS_TOAST.exerciseAdded });
}

async function addPlansIntent(args: IntentArgs) {
  const parsed = addPlansSchema.safeParse({ plan: args.form.getAll("plan") });
  if (!parsed.success) return noticeFailure("add-plans", { plan: [parsed.error.issues[0]?.message ?? WORKOUT_MSG.selectPlan] }, WORKOUT_MSG.selectPlan);
  const outcome = pageOutcome(await addPlansToMyWorkout(args.user, parsed.data.plan));
  if (!outcome.ok) return noticeFailure("add-plans", outcome.errors, FITNESS_MSG.tryAgain);
  await auditOwn(args, "create", "fitness_plan", { detail: "add_plans" });
  return redirectWithToast(planPage(), { type: "success", message: FITNESS_TOAST.planAdded });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = LoaderData["rows"][number];

function RowView({ row }: { row: Row }) {
  const { t } = useTranslation("fitness");
  return (
    <tr>
      <th scope="row">
        <Link to={paths.exerciseDetails(row.exercise)} className="fitness-row-name">
          <ExerciseImage image={row.exercise_data.main_image} size="s" />
          <span>{row.exercise_data.name}</span>
        </Link>
        {bookedDays(row).length === 0 ? <span className="fitness-row-hint">{t("myWorkout.noDay")}</span> : null}
      </th>
      <WeekdayMarks row={row} name={row.exercise_data.name} />
      <td className="fitness-row-actions">
        <Link to={`?edit=${row.id}`} className="btn btn-ghost btn-sm" preventScrollReset aria-label={t("myWorkout.editDays", { name: row.exercise_data.name })}>
          {t("myWorkout.edit")}
        </Link>
        <DeleteButton id={row.id} itemName={row.exercise_data.name} />
      </td>
    </tr>
  );
}

function RowEdit({ row }: { row: Row }) {
  const formId = `edit-row-${row.id}`;
  const reply = useReplyFor(`update:${row.id}`);
  const busy = useBusy("update");
  const { t } = useTranslation("fitness");
  return (
    <tr className="fitness-row-editing">
      <th scope="row">
        <span className="fitness-row-name">
          <ExerciseImage image={row.exercise_data.main_image} size="s" />
          <span>{row.exercise_data.name}</span>
        </span>
        <FormNotice reply={reply} />
      </th>
      <WeekdayBoxes row={row} name={row.exercise_data.name} formId={formId} />
      <td className="fitness-row-actions">
        <Form method="post" id={formId} preventScrollReset>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {t("myWorkout.save")}
          </button>
        </Form>
        <Link to={paths.myWorkout()} className="btn btn-ghost btn-sm" preventScrollReset>
          {t("myWorkout.cancel")}
        </Link>
      </td>
    </tr>
  );
}

function AddExercisesPanel({ data }: { data: LoaderData }) {
  const reply = useReplyFor("add-exercises");
  const busy = useBusy("add-exercises");
  const [params] = useSearchParams();
  const back = params.get("back");
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  const dayName = data.weekday !== null ? vocab.weekday(data.weekday) : null;
  const inPlan = new Set(data.rows.map((r) => r.exercise));
  return (
    <SidePanel labelId="add-exercises-title" className="fitness-panel" title={t("myWorkout.addExercises")} closeTo={back === "progress" && data.weekday !== null ? `${paths.myProgress()}?day=${data.weekday}` : paths.myWorkout()}>
      {dayName ? <p className="muted">{t("myWorkout.willBeBooked", { day: dayName })}</p> : null}
      <SearchForm label={t("exercises.search")} placeholder={t("exercises.search")} keep={["panel", "weekday", "back"]} />
      <Form method="post" className="fitness-pick-form" preventScrollReset>
        <input type="hidden" name="intent" value="add-exercises" />
        {data.weekday !== null ? <input type="hidden" name="weekday" value={data.weekday} /> : null}
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <FormNotice reply={reply} />
        <fieldset className="fitness-pick-fieldset">
          <legend className="visually-hidden">{t("myWorkout.toAdd")}</legend>
          <LoadMoreList
            page={data}
            getKey={(e) => e.id}
            className="fitness-pick-list"
            renderItem={(e) => (
              <label className="fitness-pick">
                <input type="checkbox" name="exercise" value={e.id} />
                <ExerciseImage image={e.main_image} size="s" />
                <span className="fitness-pick-text">
                  <span className="fitness-pick-name">{e.name}</span>
                  <span className="fitness-pick-sub">
                    {vocab.category(e.type)} · {vocab.activity(e.type_of_activity)}
                    {inPlan.has(e.id) ? ` · ${t("myWorkout.inPlan")}` : ""}
                  </span>
                </span>
              </label>
            )}
            empty={<p className="empty-state">{t("exercises.empty")}</p>}
          />
        </fieldset>
        <div className="fitness-panel-footer">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("myWorkout.adding") : t("myWorkout.addSelectedExercises")}
          </button>
        </div>
      </Form>
    </SidePanel>
  );
}

function AddPlansPanel({ data }: { data: LoaderData }) {
  const reply = useReplyFor("add-plans");
  const busy = useBusy("add-plans");
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <SidePanel labelId="add-plans-title" className="fitness-panel" title={t("myWorkout.addPlans")} closeTo={paths.myWorkout()}>
      <Form method="post" className="fitness-pick-form" preventScrollReset>
        <input type="hidden" name="intent" value="add-plans" />
        <FormNotice reply={reply} />
        {data.planGroups.length === 0 ? <p className="empty-state">{t("plans.empty")}</p> : null}
        {data.planGroups.map((g) => (
          <fieldset key={g.subgroup} className="fitness-pick-fieldset">
            <legend>{vocab.planKind(g.subgroup)}</legend>
            <ul className="fitness-pick-list">
              {g.plans.map((p) => (
                <li key={p.id}>
                  <label className="fitness-pick fitness-pick-plan">
                    <input type="checkbox" name="plan" value={p.id} />
                    <span className="fitness-pick-text fitness-pick-name">
                      {p.name}
                      <span className="fitness-pick-sub">
                        {vocab.level(p.group)} · {t("plans.daysAWeek", { count: p.days_per_week })}
                      </span>
                      <span className="fitness-pick-desc">{p.description}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <div className="fitness-panel-footer">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t("myWorkout.adding") : t("myWorkout.addSelectedPlans")}
          </button>
        </div>
      </Form>
    </SidePanel>
  );
}

export default function MyWorkoutPlanPage() {
  const data = useLoaderData<typeof loader>();
  const deleteReply = useReplyFor("delete");
  const { t } = useTranslation("fitness");
  return (
    <section className="page fitness-my-workout">
      <PageHeader
        title={t("myWorkout.title")}
        subtitle={t("myWorkout.subtitle")}
        actions={
          <div className="button-row">
            <Link to={paths.myProgress()} className="btn btn-secondary btn-sm">
              {t("myWorkout.showWorkout")}
            </Link>
            <Link to={paths.myHistory()} className="btn btn-ghost btn-sm">
              {t("myWorkout.myHistory")}
            </Link>
          </div>
        }
      />
      <DeleteConfirmStep />
      <FormNotice reply={deleteReply} />
      {data.rows.length === 0 ? (
        <MyWorkoutEmpty />
      ) : (
        <div className="card card-flush fitness-table-card">
          <TableScroll label={t("myWorkout.tableLabel")}>
            <table className="table fitness-plan-table">
              <caption className="visually-hidden">{t("myWorkout.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("myWorkout.exercise")}</th>
                  <WeekdayHeadCells />
                  <th scope="col" className="fitness-row-actions">
                    <span className="visually-hidden">{t("myWorkout.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>{data.rows.map((row) => (row.id === data.edit ? <RowEdit key={row.id} row={row} /> : <RowView key={row.id} row={row} />))}</tbody>
            </table>
          </TableScroll>
          <div className="fitness-table-foot">
            <DeleteButton id="all" label={t("myWorkout.removeAll")} itemName={t("myWorkout.removeAllItem")} />
          </div>
        </div>
      )}
      {data.panel === "exercises" ? <AddExercisesPanel data={data} /> : null}
      {data.panel === "plans" ? <AddPlansPanel data={data} /> : null}
    </section>
  );
}
