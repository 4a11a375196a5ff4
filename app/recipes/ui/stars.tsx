import { RATING_MAX } from "../codes";

/** Half a point of the stored 0–10 rating per half star: five stars in all (spec part 2 §9). */
export const STARS = RATING_MAX / 2;

/** 7.4 → 7 points → 3.5 stars. */
export const starsOf = (rating: number) => Math.max(0, Math.min(RATING_MAX, Math.round(rating))) / 2;

export function starLabel(rating: number) {
  const stars = starsOf(rating);
  return `Rated ${stars} out of ${STARS} stars`;
}

type Fill = "full" | "half" | "empty";

function fills(rating: number): Fill[] {
  const points = Math.round(Math.max(0, Math.min(RATING_MAX, rating)));
  return Array.from({ length: STARS }, (_, i) => (points >= 2 * (i + 1) ? "full" : points === 2 * i + 1 ? "half" : "empty"));
}

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Five stars of half a point each; the numbers are read out, the shapes are decoration. */
export function Stars({ rating, count, size = "md" }: { rating: number; count?: number; size?: "sm" | "md" }) {
  return (
    <span className={`stars stars-${size}`}>
      <span className="visually-hidden">{starLabel(rating)}</span>
      <span className="stars-row" aria-hidden="true">
        {fills(rating).map((fill, i) => (
          <svg key={i} viewBox="0 0 24 24" className={`star star-${fill}`} focusable="false">
            <defs>
              <linearGradient id={`half-${size}-${i}`} x1="0" x2="1" y1="0" y2="0">
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
            <path d={STAR_PATH} fill={fill === "full" ? "currentColor" : fill === "half" ? `url(#half-${size}-${i})` : "none"} stroke="currentColor" strokeWidth="1.5" />
          </svg>
        ))}
      </span>
      {count !== undefined ? <span className="stars-count">({count})</span> : null}
    </span>
  );
}
