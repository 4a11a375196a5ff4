import { addDays, daysBetween } from "~/domain/calendar";

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

/**
 * The index of the last weigh-in on or before `day` in a series sorted by day, or -1. The trend
 * "on" a day is the trend at that weigh-in: it holds until the next one.
 */
export function lastIndexOnOrBefore(days: readonly string[], day: string): number {
  let lo = 0;
  let hi = days.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (days[mid] <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * How far the trend moved over the `windowDays` up to weigh-in `at` (the last one by default):
 * the trend there minus the trend on the day `windowDays` earlier; null when the series does not
 * reach that far back. /progress's "over 4 weeks" and the care team's rate and flags read this.
 */
export function trendChange(days: readonly string[], trend: readonly number[], windowDays: number, at = days.length - 1): number | null {
  if (at < 0) return null;
  const before = lastIndexOnOrBefore(days, addDays(days[at], -windowDays));
  return before < 0 ? null : trend[at] - trend[before];
}

/** Spec part 3 §9: with more than 12 entries the chart shows the first plus the last 11. */
export const CHART_MAX_POINTS = 12;

export function chartWindow<T>(points: readonly T[], max = CHART_MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  return [points[0], ...points.slice(points.length - (max - 1))];
}
