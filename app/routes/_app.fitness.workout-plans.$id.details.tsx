/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { formFailure } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { FITNESS_MSG, FITNESS_TOAST } from "~/fitness/codes";
import { addPlansToMyWorkout } from "~/fitness/my-workout.server";
import { getWorkoutPlan } from "~/fitness/plans.server";
import { ExerciseImage } from "~/fitness/ui/exercise-image";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import type { FormReply } from "~/ui/forms";
import { auditOwn } from "~/security/audit.server";
import fitnessPlansCss from "~/styles/fitness-plans.css";
import { stylesheets } from "~/ui/stylesheets";
import { Said } from "~/i18n/react";


export const links = stylesheets(fitnessPlansCss);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.plan.name ?? "Workout plan"} · Patient Portal` }];

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
  const fetcher = useFetcher<FormReply>({ key: "add-plan" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="fitness-add-plan">
      <input type="hidden" name="intent" value="add-plan" />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Adding…" : "Add to My Workout"}
      </button>
      {fetcher.state === "idle" && fetcher.data?.notice ? (
        <p className="form-error" role="alert">
          <Said text={fetcher.data.notice} />
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function WorkoutPlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <article className="page fitness-plan" aria-labelledby="plan-title">
      <p>
        <Link to={paths.workoutPlans()} className="fitness-back">
          ← All workout plans
        </Link>
      </p>
      <section className="card fitness-plan-head">
        <div>
          <p className="fitness-card-kicker">
            <span>{plan.group}</span>
            <span aria-hidden="true">·</span>
            <span>{plan.subgroup}</span>
          </p>
          <h1 id="plan-title">{plan.name}</h1>
          <p>{plan.description}</p>
          {plan.plan_details ? <p className="muted">{plan.plan_details}</p> : null}
          {plan.notes_html ? <div className="fitness-html" dangerouslySetInnerHTML={{ __html: plan.notes_html }} /> : null}
        </div>
        <AddPlanButton />
      </section>
      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title">The week</h2>
        <ol className="fitness-schedule">
          {plan.work_schedule.map((day) => (
            <li key={day.weekday} className={`card fitness-day${day.items.length ? "" : " is-rest"}`}>
              <h3>{day.day}</h3>
              {day.items.length === 0 ? (
                <p className="muted">Rest day</p>
              ) : (
                <ul className="fitness-mini-list">
                  {day.items.map((item, i) => (
                    <li key={`${item.id}-${i}`}>
                      <Link to={paths.exerciseDetails(item.id)} className="fitness-mini" prefetch="intent">
                        <ExerciseImage image={item.main_image} size="s" />
                        <span>
                          {item.name}
                          <span className="fitness-mini-sub">{item.time}</span>
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
