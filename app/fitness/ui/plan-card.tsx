import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { WorkoutPlanSummary } from "../plans.server";
import { vocabOf } from "./vocab";

/** A workout plan's card: name, group, subgroup and description (spec part 3 §2). */
export function PlanCard({ plan }: { plan: WorkoutPlanSummary }) {
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className="card fitness-plan-card" aria-labelledby={titleId}>
      <p className="fitness-card-kicker">
        <span>{vocab.level(plan.group)}</span>
        <span aria-hidden="true">·</span>
        <span>{vocab.planKind(plan.subgroup)}</span>
      </p>
      <h3 className="fitness-card-title" id={titleId}>
        <Link to={paths.workoutPlanDetails(plan.id)} prefetch="intent">
          {plan.name}
        </Link>
      </h3>
      <p className="fitness-card-text">{plan.description}</p>
      <p className="fitness-plan-meta muted">
        <span>{t("plans.daysAWeek", { count: plan.days_per_week })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t("plans.exerciseCount", { count: plan.exercise_count })}</span>
      </p>
    </article>
  );
}
