import { useTranslation } from "~/i18n/use-translation";
import { useFetcher } from "@remix-run/react";
import type { RecipeOnPage } from "~/recipes/details.server";

/** The recipe's pictures as a slider, and its favourite button (spec part 2 §2 "Recipe details"). */
export function Gallery({ recipe }: { recipe: RecipeOnPage }) {
  const { t } = useTranslation("recipes");
  const images = recipe.images;
  if (images.length === 0) {
    return (
      <div className="recipe-hero-image recipe-image-empty" aria-hidden="true">
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
  if (images.length === 1) {
    return (
      <img
        className="recipe-hero-image"
        src={images[0].image_data.photo_l}
        alt={recipe.name}
      />
    );
  }
  // A slider that needs no script: a scroll-snapping strip, with links to each slide.
  return (
    <div
      className="recipe-slider"
      role="group"
      aria-roledescription="carousel"
      aria-label={t("gallery.photos", { name: recipe.name })}
    >
      <div className="recipe-slides">
        {images.map((img, i) => (
          <img
            key={img.id}
            id={`recipe-slide-${i + 1}`}
            className="recipe-hero-image"
            src={img.image_data.photo_l}
            alt={t("gallery.photo", {
              name: recipe.name,
              n: i + 1,
              count: images.length,
            })}
            loading={i === 0 ? "eager" : "lazy"}
          />
        ))}
      </div>
      <div className="recipe-slider-dots">
        {images.map((img, i) => (
          <a
            key={img.id}
            href={`#recipe-slide-${i + 1}`}
            aria-label={t("gallery.show", { n: i + 1, count: images.length })}
          >
            <span aria-hidden="true" />
          </a>
        ))}
      </div>
    </div>
  );
}

export function FavouriteButton({ recipe }: { recipe: RecipeOnPage }) {
  const fetcher = useFetcher({ key: `favourite-${recipe.id}` });
  const { t } = useTranslation("recipes");
  const pending = fetcher.formData?.get("favourite");
  const favourite = pending ? pending === "add" : recipe.is_favorited;
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="favourite" />
      <input
        type="hidden"
        name="favourite"
        value={favourite ? "remove" : "add"}
      />
      <button
        type="submit"
        className={`btn btn-secondary btn-sm favourite-button${
          favourite ? " is-on" : ""
        }`}
        aria-pressed={favourite}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill={favourite ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
        {favourite ? t("gallery.favourite") : t("gallery.addFavourite")}
      </button>
    </fetcher.Form>
  );
}
