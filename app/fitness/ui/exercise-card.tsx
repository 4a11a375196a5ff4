import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { DeleteButton } from "~/ui/confirm-delete";
import { Dropdown } from "~/ui/menus";
import { DESCRIPTION_PREVIEW_CHARS } from "../codes";
import type { ExerciseSummary } from "../exercises.server";
import { truncate } from "../text";
import { ExerciseImage } from "./exercise-image";
import { Flames } from "./flames";
import { vocabOf } from "./vocab";

/** A card of the exercise library. Staff get a menu with Edit and Delete (spec part 3 §2). */
export function ExerciseCard({ exercise, isAdmin }: { exercise: ExerciseSummary; isAdmin: boolean }) {
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  const titleId = `exercise-${exercise.id}-title`;
  return (
    <article className="card fitness-card" aria-labelledby={titleId}>
      <Link to={paths.exerciseDetails(exercise.id)} className="fitness-card-media" tabIndex={-1} aria-hidden="true" prefetch="intent">
        <ExerciseImage image={exercise.main_image} />
      </Link>
      <div className="fitness-card-body">
        <p className="fitness-card-kicker">
          <span>{vocab.category(exercise.type)}</span>
          {exercise.featured ? <span className="fitness-featured">{t("exercises.featured")}</span> : null}
        </p>
        <h2 className="fitness-card-title" id={titleId}>
          <Link to={paths.exerciseDetails(exercise.id)} prefetch="intent">
            {exercise.name}
          </Link>
        </h2>
        <p className="fitness-card-text">{truncate(exercise.description, DESCRIPTION_PREVIEW_CHARS)}</p>
        <p className="fitness-card-meta">
          <span className={`fitness-type fitness-type-${exercise.type_of_activity.toLowerCase()}`}>{vocab.activity(exercise.type_of_activity)}</span>
          <Flames flame={exercise.flame} showLabel={false} />
        </p>
      </div>
      {isAdmin ? (
        <div className="fitness-card-menu">
          <Dropdown label={<span className="visually-hidden">{t("exercises.actionsFor", { name: exercise.name })}</span>} className="fitness-card-dropdown">
            <ul className="menu-list">
              <li>
                <Link to={paths.exerciseEdit(exercise.id)} aria-label={t("exercises.editNamed", { name: exercise.name })}>
                  {t("exercises.edit")}
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
