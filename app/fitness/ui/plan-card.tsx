/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import type { WorkoutPlanSummary } from "../plans.server";

/** A workout plan's card: name, group, subgroup and description (spec part 3 §2). */
export function PlanCard({ plan }: { plan: WorkoutPlanSummary }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className="card fitness-plan-card" aria-labelledby={titleId}>
      <p className="fitness-card-kicker">
        <span>{plan.group}</span>
        <span aria-hidden="true">·</span>
        <span>{plan.subgroup}</span>
      </p>
      <h3 className="fitness-card-title" id={titleId}>
        <Link to={paths.workoutPlanDetails(plan.id)} prefetch="intent">
          {plan.name}
        </Link>
      </h3>
      <p className="fitness-card-text">{plan.description}</p>
      <p className="fitness-plan-meta muted">
        {plan.days_per_week} {plan.days_per_week === 1 ? "day" : "days"} a week · {plan.exercise_count} {plan.exercise_count === 1 ? "exercise" : "exercises"}
      </p>
    </article>
  );
}
