/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { FITNESS_EMPTY } from "../codes";

/** A member's empty weekly plan, on My Workout and My Progress alike: the two ways to fill it. */
export function MyWorkoutEmpty() {
  return (
    <div className="card empty-state fitness-empty">
      <p>{FITNESS_EMPTY.myWorkout}</p>
      <div className="button-row">
        <Link to={paths.myWorkoutAddExercises()} className="btn btn-primary btn-sm">
          Add Exercises
        </Link>
        <Link to={paths.workoutPlans()} className="btn btn-secondary btn-sm">
          Choose one of our Plans
        </Link>
      </div>
    </div>
  );
}
