import { FlameIcons } from "~/ui/flames";
import { RATING_MAX, ratingFlames } from "../codes";

/** Half a point of the stored 0–10 rating per half star: five stars in all (spec part 2 §9). */
export const STARS = RATING_MAX / 2;

/** 7.4 → 7 points → 3.5 stars. */
export const starsOf = (rating: number) =>
  Math.max(0, Math.min(RATING_MAX, Math.round(rating))) / 2;

export function starLabel(rating: number) {
  const stars = starsOf(rating);
  return `Rated ${stars} out of ${STARS} stars`;
}

/** The flame rating's words, for those who do not see the flames. */
export const flameLabel = (rating: number) =>
  `Flame rating ${ratingFlames(rating)} of 3`;

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
  return (
    <span className={`stars stars-${size}`}>
      <span className="visually-hidden">{starLabel(rating)}</span>
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
          <span className="visually-hidden">{flameLabel(rating)}</span>
        </span>
      ) : null}
    </span>
  );
}
