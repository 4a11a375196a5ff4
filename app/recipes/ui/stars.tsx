import { FlameIcons } from "~/ui/flames";
import { useFormat } from "~/i18n/react";
import type { Formats } from "~/i18n/format";
import { useTranslation } from "~/i18n/use-translation";
import { RATING_MAX, ratingFlames } from "../codes";

/** Half a point of the stored 0–10 rating per half star: five stars in all (spec part 2 §9). */
export const STARS = RATING_MAX / 2;

/** 7.4 → 7 points → 3.5 stars. */
export const starsOf = (rating: number) =>
  Math.max(0, Math.min(RATING_MAX, Math.round(rating))) / 2;

/** A common text in the reader's language: the page's `t`. */
type Say = (key: string, values: Record<string, string | number>) => string;

/** The stars' words, for those who do not see them: "Rated 4.5 out of 5 stars". */
export const starLabel = (say: Say, f: Formats, rating: number) => say("rating.stars", { stars: f.number(starsOf(rating), 1), max: STARS });

/** The flame rating's words, for those who do not see the flames. */
export const flameLabel = (say: Say, rating: number) => say("rating.flames", { flames: ratingFlames(rating), max: 3 });

type Fill = "full" | "half" | "empty";

function fills(rating: number): Fill[] {
  const points = Math.round(Math.max(0, Math.min(RATING_MAX, rating)));
  return Array.from({ length: STARS }, (_, i) =>
    points >= 2 * (i + 1) ? "full" : points === 2 * i + 1 ? "half" : "empty"
  );
}

/**
 * Five stars of half a point each and the flame rating's band (one, two or three flames); the
 * numbers are read out, the shapes are decoration. A recipe nobody has rated yet (`count` 0, or
 * `rated` false) has no band to show.
 */
export function Stars({
  rating,
  count,
  size = "md",
  rated = count === undefined || count > 0,
}: {
  rating: number;
  count?: number;
  size?: "sm" | "md";
  rated?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const say = t as unknown as Say;
  return (
    <span className={`stars stars-${size}`}>
      <span className="visually-hidden">{starLabel(say, f, rating)}</span>
      <span className="stars-row" aria-hidden="true">
        {fills(rating).map((fill, i) => (
          <svg key={i} className={`star star-${fill}`} focusable="false">
            <use href={`#star-${fill}`} />
          </svg>
        ))}
      </span>
      {count !== undefined ? (
        <span className="stars-count">({count})</span>
      ) : null}
      {rated ? (
        <span className="rating-flames" data-flames={ratingFlames(rating)}>
          <FlameIcons
            lit={ratingFlames(rating)}
            className="rating-flame-icons"
          />
          <span className="visually-hidden">{flameLabel(say, rating)}</span>
        </span>
      ) : null}
    </span>
  );
}
