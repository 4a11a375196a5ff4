import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { MiniRecipe } from "../mini-card";
import type { RecipeSummary } from "../types";
import { Stars } from "./stars";

/** Minutes as the cards and the details page word them: "45 min", "1 h 15 min", "–" for none. */
export function useMinutes() {
  const { t } = useTranslation("recipes");
  return (m: number | null) =>
    m === null
      ? t("minutes.none")
      : m >= 60
      ? m % 60
        ? t("minutes.hoursMin", { h: Math.floor(m / 60), m: m % 60 })
        : t("minutes.hours", { h: m / 60 })
      : t("minutes.min", { m });
}

/** A recipe picture, or a calm placeholder when the recipe has none yet. */
export function RecipeImage({
  recipe,
  size = "m",
  className,
  firstScreen = false,
}: {
  recipe: {
    name: string;
    main_image: Partial<
      Record<"photo_s" | "photo_m" | "photo_l", string>
    > | null;
  };
  size?: "s" | "m" | "l";
  className?: string;
  /** On the first screen (the first cards of a list): loaded at once, not when scrolled to. */
  firstScreen?: boolean;
}) {
  const src = recipe.main_image?.[`photo_${size}`];
  if (!src) {
    return (
      <div
        className={`recipe-image recipe-image-empty ${className ?? ""}`}
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" focusable="false">
          <path
            d="M4 13h16a8 8 0 0 1-16 0zM7 9c0-2 2-2 2-4M12 9c0-2 2-2 2-4M17 9c0-2 2-2 2-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </div>
    );
  }
  return firstScreen ? (
    <img
      className={`recipe-image ${className ?? ""}`}
      src={src}
      alt=""
      fetchPriority="high"
    />
  ) : (
    <img
      className={`recipe-image ${className ?? ""}`}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A recipe card of the listing, favourites and sidebars. Staff see inactive recipes greyed and an
 * Edit button on every card (spec part 2 §2, §6).
 */
export function RecipeCard({
  recipe,
  isAdmin,
  firstScreen = false,
}: {
  recipe: RecipeSummary;
  isAdmin: boolean;
  firstScreen?: boolean;
}) {
  const { t } = useTranslation("recipes");
  const formatMinutes = useMinutes();
  const titleId = `recipe-${recipe.id}-title`;
  return (
    <article
      className={`card recipe-card${recipe.active ? "" : " is-inactive"}`}
      aria-labelledby={titleId}
    >
      <Link
        to={paths.recipeDetails(recipe.id)}
        className="recipe-card-media"
        tabIndex={-1}
        aria-hidden="true"
        prefetch="intent"
      >
        <RecipeImage recipe={recipe} firstScreen={firstScreen} />
      </Link>
      <div className="recipe-card-body">
        {!recipe.active ? (
          <span className="tag tag-muted">{t("card.inactive")}</span>
        ) : null}
        <h2 className="recipe-card-title" id={titleId}>
          <Link to={paths.recipeDetails(recipe.id)} prefetch="intent">
            {recipe.name}
          </Link>
        </h2>
        <Stars rating={recipe.com_avg} count={recipe.com_num} size="sm" />
        <dl className="recipe-card-facts">
          <div>
            <dt>{t("card.calories")}</dt>
            <dd>{recipe.get_range_calorie}</dd>
          </div>
          <div>
            <dt>{t("card.prep")}</dt>
            <dd>{formatMinutes(recipe.preptime)}</dd>
          </div>
          <div>
            <dt>{t("card.cook")}</dt>
            <dd>{formatMinutes(recipe.cooktime)}</dd>
          </div>
        </dl>
        <p className="recipe-card-phase">
          <span className="tag">{recipe.main_phase}</span>
        </p>
      </div>
      {isAdmin ? (
        <div className="recipe-card-actions">
          <Link
            to={paths.recipeEdit(recipe.id)}
            className="btn btn-ghost btn-sm"
            aria-label={t("card.editNamed", { name: recipe.name })}
          >
            {t("card.edit")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

/** A compact row for the sidebar lists (Recently Viewed, Similar Recipes). */
export function RecipeMiniCard({ recipe }: { recipe: MiniRecipe }) {
  return (
    <Link
      to={paths.recipeDetails(recipe.id)}
      className={`recipe-mini${recipe.active ? "" : " is-inactive"}`}
      prefetch="intent"
    >
      <RecipeImage recipe={recipe} size="s" className="recipe-mini-image" />
      <span className="recipe-mini-text">
        <span className="recipe-mini-name">{recipe.name}</span>
        <Stars rating={recipe.com_avg} size="sm" rated={recipe.com_num > 0} />
      </span>
    </Link>
  );
}
