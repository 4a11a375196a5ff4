import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/** A member's empty weekly plan, on My Workout and My Progress alike: the two ways to fill it. */
export function MyWorkoutEmpty() {
  const { t } = useTranslation("fitness");
  return (
    <div className="card empty-state fitness-empty">
      <p>{t("myWorkout.empty")}</p>
      <div className="button-row">
        <Link to={paths.myWorkoutAddExercises()} className="btn btn-primary btn-sm">
          {t("myWorkout.addExercises")}
        </Link>
        <Link to={paths.workoutPlans()} className="btn btn-secondary btn-sm">
          {t("myWorkout.choosePlan")}
        </Link>
      </div>
    </div>
  );
}
