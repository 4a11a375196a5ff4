import { daysBetween } from "~/domain/calendar";

/**
 * The weight trend line (docs/decisions/0061-weight-trend.md): a time-weighted exponential
 * moving average with a half-life of 7 days. Weigh-ins come at uneven intervals (the clinic's
 * every two weeks, a member's whenever they like), so the weight a new entry gets depends on how
 * long it has been since the last one: a day later it moves the trend by about a tenth of the
 * difference, a week later by half, a month later by 95 %. Several entries on one day are taken
 * in the order they were made.
 */
export const TREND_HALF_LIFE_DAYS = 7;

export function trendLine(points: readonly { day: string; kg: number }[], halfLifeDays = TREND_HALF_LIFE_DAYS): number[] {
  const out: number[] = [];
  let trend = 0;
  points.forEach((p, i) => {
    if (i === 0) {
      trend = p.kg;
    } else {
      const gap = Math.max(0, daysBetween(points[i - 1].day, p.day));
      // Entries made the same day still count, as if half a day apart.
      const alpha = 1 - 2 ** (-Math.max(gap, 0.5) / halfLifeDays);
      trend += alpha * (p.kg - trend);
    }
    out.push(trend);
  });
  return out;
}

/** Spec part 3 §9: with more than 12 entries the chart shows the first plus the last 11. */
export const CHART_MAX_POINTS = 12;

export function chartWindow<T>(points: readonly T[], max = CHART_MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  return [points[0], ...points.slice(points.length - (max - 1))];
}
