import { addDays, daysBetween, weekStart } from "~/domain/calendar";
import { done, invalidField, type Outcome } from "~/domain/outcome";
import { REPORT_MAX_DAYS, REPORT_MSG, VISIT_DEFAULT_DAYS, VISIT_MAX_DAYS, type Group, type RangePreset, type SinceSource } from "./codes";

/**
 * A report's days and periods, pure: the page's ranges (each ending today), the period before a
 * range, and a range cut into days, the clinic's calendar weeks (weekStart, the week the fitness
 * pages count) or calendar months. Days are "YYYY-MM-DD", compared as text.
 */

export interface DayRange {
  from: string;
  to: string;
}

export interface Period extends DayRange {
  /** The first day of the whole period (a week's Sunday, a month's 1st): its name, even where the range cuts it. */
  start: string;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The first day of the month `n` months after `day`'s (negative: before). */
function addMonths(firstOfMonth: string, n: number): string {
  const y = Number(firstOfMonth.slice(0, 4));
  const m = Number(firstOfMonth.slice(5, 7)) - 1 + n;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * A preset range ending `today`: the last 7 days; the last 4 calendar weeks, this one included
 * (as the fitness history counts them); the last 3 calendar months, this one included.
 */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string): DayRange {
  switch (preset) {
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "4w":
      return { from: addDays(weekStart(today), -21), to: today };
    case "3m":
      return { from: addMonths(monthStart(today), -2), to: today };
  }
}

/** Days in a range, both ends included. */
export const daysIn = (r: DayRange) => daysBetween(r.from, r.to) + 1;

/**
 * The period a range is compared with: the same number of whole weeks or months just before it
 * when the range starts on one, else the same number of days just before it. "The last 4 weeks"
 * (three weeks and this one so far) is compared with the 4 whole weeks before; "the last 3
 * months", with the 3 months before.
 */
export function previousRange(r: DayRange, preset: RangePreset | null): DayRange {
  if (preset === "4w") return { from: addDays(r.from, -28), to: addDays(r.from, -1) };
  if (preset === "3m") return { from: addMonths(r.from, -3), to: addDays(r.from, -1) };
  const n = daysIn(r);
  return { from: addDays(r.from, -n), to: addDays(r.from, -1) };
}

/** The range cut by `group`; the first and last periods are clipped to the range. */
export function periodsOf(r: DayRange, group: Group): Period[] {
  const out: Period[] = [];
  if (r.from > r.to) return out;
  let start = group === "day" ? r.from : group === "week" ? weekStart(r.from) : monthStart(r.from);
  while (start <= r.to) {
    const next = group === "day" ? addDays(start, 1) : group === "week" ? addDays(start, 7) : addMonths(start, 1);
    const end = addDays(next, -1);
    out.push({ start, from: start < r.from ? r.from : start, to: end > r.to ? r.to : end });
    start = next;
  }
  return out;
}

/** A report's range, checked: the page's preset or the days asked, the comparison's preset rule with it. */
export interface CheckedRange extends DayRange {
  /** The page's preset it was, or null for days of the reader's own. */
  preset: RangePreset | null;
}

/**
 * The range a report covers, from what the page or the API asked (`today` is the clinic's):
 * a preset, or `from` and `to` (the last 4 weeks when neither is given; 28 days to `to` when only
 * `to` is). No day in the future, the end not before the start, at most two years.
 */
export function reportRange(q: { range?: RangePreset; from?: string; to?: string }, today: string): Outcome<CheckedRange> {
  if (q.range && q.range !== "custom") return done({ ...presetRange(q.range, today), preset: q.range });
  if (!q.from && !q.to) return done({ ...presetRange("4w", today), preset: "4w" });
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -27);
  if (from > today) return invalidField("from", REPORT_MSG.futureDay);
  if (to > today) return invalidField("to", REPORT_MSG.futureDay);
  if (from > to) return invalidField("to", REPORT_MSG.endBeforeStart);
  if (daysIn({ from, to }) > REPORT_MAX_DAYS) return invalidField("to", REPORT_MSG.rangeTooLong);
  return done({ from, to, preset: null });
}

/**
 * Where a visit summary starts: the chosen day (not in the future, within two years), else the
 * last visit (the latest appointment before today), else the last four weeks.
 */
export function visitStart(since: string | undefined, lastVisit: string | null, today: string): Outcome<{ since: string; source: SinceSource }> {
  if (since) {
    if (since > today) return invalidField("since", REPORT_MSG.futureDay);
    if (daysIn({ from: since, to: today }) > VISIT_MAX_DAYS) return invalidField("since", REPORT_MSG.sinceTooEarly);
    return done({ since, source: "chosen" });
  }
  if (lastVisit && lastVisit < today && daysIn({ from: lastVisit, to: today }) <= VISIT_MAX_DAYS) return done({ since: lastVisit, source: "visit" });
  return done({ since: addDays(today, -(VISIT_DEFAULT_DAYS - 1)), source: "default" });
}
