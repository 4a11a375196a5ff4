import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { formFailure } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { addPlansToMyWorkout } from "~/fitness/my-workout.server";
import { getWorkoutPlan } from "~/fitness/plans.server";
import { ExerciseImage } from "~/fitness/ui/exercise-image";
import { vocabOf } from "~/fitness/ui/vocab";
import { useMessage } from "~/i18n/react";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import type { FormReply } from "~/ui/forms";
import { auditOwn } from "~/security/audit.server";
import fitnessPlansCss from "~/styles/fitness-plans.css";
import { stylesheets } from "~/ui/stylesheets";


export const links = stylesheets(fitnessPlansCss);

export const handle = {
  i18n: ["fitness"],
  // The plan's own name is its title (as written); "Workout plan" while there is none to show.
  title: (data: unknown) => {
    const name = (data as { plan?: { name: string } } | undefined)?.plan?.name;
    return name ? { key: "fitness:plans.named", values: { name } } : { key: "fitness:plans.detailsTitle" };
  },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { plan: foundOr404(await getWorkoutPlan(user, requireIdParam(params.id))) };
}

/** Add this plan to My Workout: the plan's exercises on its weekdays; then to My Workout with 'Plan added!'. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = requireIdParam(params.id);
  const outcome = pageOutcome(await addPlansToMyWorkout(user, [id]));
  if (!outcome.ok) return formFailure("add-plan", { notice: FITNESS_MSG.tryAgain });
  await auditOwn({ request, context, user }, "create", "fitness_plan", { detail: "add_plan" });
  return redirectWithToast(paths.myWorkout(), { type: "success", message: FITNESS_TOAST.planAdded });
}

/** Disabled while the request runs; enabled again (with the reason) when it fails. */
function AddPlanButton() {
  const { t } = useTranslation("fitness");
  const said = useMessage();
  const fetcher = useFetcher<FormReply>({ key: "add-plan" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="fitness-add-plan">
      <input type="hidden" name="intent" value="add-plan" />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("plans.adding") : t("plans.add")}
      </button>
      {fetcher.state === "idle" && fetcher.data?.notice ? (
        <p className="form-error" role="alert">
          {said(fetcher.data.notice)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function WorkoutPlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  /** "45 min", "1 h 15 min", as the plan's English always said it. */
  const durationOf = (total: number) => {
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    if (!hours) return t("plans.minutes", { minutes });
    return minutes ? t("plans.hoursMinutes", { hours, minutes }) : t("plans.hours", { hours });
  };
  return (
    <article className="page fitness-plan" aria-labelledby="plan-title">
      <p>
        <Link to={paths.workoutPlans()} className="fitness-back">
          {t("plans.back")}
        </Link>
      </p>
      <section className="card fitness-plan-head">
        <div>
          <p className="fitness-card-kicker">
            <span>{vocab.level(plan.group)}</span>
            <span aria-hidden="true">·</span>
            <span>{vocab.planKind(plan.subgroup)}</span>
          </p>
          <h1 id="plan-title">{plan.name}</h1>
          <p>{plan.description}</p>
          {plan.plan_details ? <p className="muted">{plan.plan_details}</p> : null}
          {plan.notes_html ? <div className="fitness-html" dangerouslySetInnerHTML={{ __html: plan.notes_html }} /> : null}
        </div>
        <AddPlanButton />
      </section>
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title">{t("plans.week")}</h2>
        <ol className="fitness-schedule">
          {plan.work_schedule.map((day) => (
            <li key={day.weekday} className={`card fitness-day${day.items.length ? "" : " is-rest"}`}>
              <h3>{vocab.weekday(day.weekday)}</h3>
              {day.items.length === 0 ? (
                <p className="muted">{t("plans.rest")}</p>
              ) : (
                <ul className="fitness-mini-list">
                  {day.items.map((item, i) => (
                    <li key={`${item.id}-${i}`}>
                      <Link to={paths.exerciseDetails(item.id)} className="fitness-mini" prefetch="intent">
                        <ExerciseImage image={item.main_image} size="s" />
                        <span>
                          {item.name}
                          <span className="fitness-mini-sub">{durationOf(item.minutes)}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
