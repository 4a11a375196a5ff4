const STAR_PATH =
  "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/**
 * The three star shapes, defined once per page (the signed-in shell renders this) and drawn by
 * reference: a listing of 30 cards shows 150 stars, and inline copies with their own gradients
 * made half the page's bytes (issue 15).
 */
export function StarSprite() {
  return (
    <svg
      width="0"
      height="0"
      className="star-sprite"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="star-half-fill" x1="0" x2="1" y1="0" y2="0">
          <stop offset="50%" stopColor="currentColor" />
          <stop offset="50%" stopColor="transparent" />
        </linearGradient>
        <symbol id="star-full" viewBox="0 0 24 24">
          <path
            d={STAR_PATH}
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </symbol>
        <symbol id="star-half" viewBox="0 0 24 24">
          <path
            d={STAR_PATH}
            fill="url(#star-half-fill)"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </symbol>
        <symbol id="star-empty" viewBox="0 0 24 24">
          <path
            d={STAR_PATH}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </symbol>
      </defs>
    </svg>
  );
}
