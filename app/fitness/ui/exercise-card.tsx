/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { DeleteButton } from "~/ui/confirm-delete";
import { Dropdown } from "~/ui/menus";
import { DESCRIPTION_PREVIEW_CHARS } from "../codes";
import type { ExerciseSummary } from "../exercises.server";
import { truncate } from "../text";
import { ExerciseImage } from "./exercise-image";
import { Flames } from "./flames";

/** A card of the exercise library. Staff get a menu with Edit and Delete (spec part 3 §2). */
export function ExerciseCard({ exercise, isAdmin }: { exercise: ExerciseSummary; isAdmin: boolean }) {
  const titleId = `exercise-${exercise.id}-title`;
  return (
    <article className="card fitness-card" aria-labelledby={titleId}>
      <Link to={paths.exerciseDetails(exercise.id)} className="fitness-card-media" tabIndex={-1} aria-hidden="true" prefetch="intent">
        <ExerciseImage image={exercise.main_image} />
      </Link>
      <div className="fitness-card-body">
        <p className="fitness-card-kicker">
          <span>{exercise.type}</span>
          {exercise.featured ? <span className="fitness-featured">Featured</span> : null}
        </p>
        <h2 className="fitness-card-title" id={titleId}>
          <Link to={paths.exerciseDetails(exercise.id)} prefetch="intent">
            {exercise.name}
          </Link>
        </h2>
        <p className="fitness-card-text">{truncate(exercise.description, DESCRIPTION_PREVIEW_CHARS)}</p>
        <p className="fitness-card-meta">
          <span className={`fitness-type fitness-type-${exercise.type_of_activity.toLowerCase()}`}>{exercise.type_of_activity}</span>
          <Flames flame={exercise.flame} showLabel={false} />
        </p>
      </div>
      {isAdmin ? (
        <div className="fitness-card-menu">
          <Dropdown label={<span className="visually-hidden">Actions for {exercise.name}</span>} className="fitness-card-dropdown">
            <ul className="menu-list">
              <li>
                <Link to={paths.exerciseEdit(exercise.id)} aria-label={`Edit ${exercise.name}`}>
                  Edit
                </Link>
              </li>
              <li>
                <DeleteButton id={exercise.id} itemName={exercise.name} />
              </li>
            </ul>
          </Dropdown>
        </div>
      ) : null}
    </article>
  );
}
