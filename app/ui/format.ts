/**
 * Dates, times and numbers as the portal shows them, in one place. Formatters are built once:
 * building an Intl formatter costs far more than using it, and pages format dozens of values.
 * Calendar days ("2026-12-03") are shown as that day whatever the time zone; timestamps are
 * shown in UTC, as they were before this module gathered them.
 */

const longDay = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const decimals = [0, 1, 2, 3].map((d) => new Intl.NumberFormat("en-US", { maximumFractionDigits: d }));

/** A calendar day or a timestamp as a Date at that day's UTC midnight (or the instant). */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** "2026-12-03" → "Thursday, December 3, 2026" (the date is a calendar day, no time zone shift). */
export function formatLongDate(isoDate: string): string {
  return longDay.format(toDate(isoDate));
}

/** "2026-12-03" or a timestamp → "December 3, 2026". */
export function formatDate(value: string): string {
  return longDate.format(toDate(value));
}

/** "2026-12-03" or a timestamp → "Dec 3, 2026". */
export function formatShortDate(value: string): string {
  return shortDate.format(toDate(value));
}

/** "2026-12-03" → "Dec 3" (chart axes). */
export function formatMonthDay(value: string): string {
  return monthDay.format(toDate(value));
}

/**
 * How a chart labels the days of its axis: "Nov 25" while they fall in one year, "Nov 25, 2025"
 * once they span more than one (two bars both "Nov 25" were a year apart).
 */
export function axisDayFormat(days: readonly string[]): (day: string) => string {
  const years = new Set(days.map((d) => d.slice(0, 4)));
  return years.size > 1 ? formatShortDate : formatMonthDay;
}

/** "14:30" → "2:30 PM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * What rounds to zero at `digits` decimals is shown as "0", never "-0" (Intl keeps the sign of
 * -0.04 shown as a whole number): a change too small to show is no change.
 */
const signedUnlessZero = (n: number, digits: number) => (Math.abs(n) < 0.5 / 10 ** digits ? 0 : n);

/** 12345 → "12,345". */
export function formatCount(n: number): string {
  return integer.format(signedUnlessZero(n, 0));
}

/** A measured value with at most `digits` decimals, without trailing zeros: 2.50 → "2.5". */
export function formatNumber(n: number, digits: 0 | 1 | 2 | 3 = 1): string {
  return decimals[digits].format(signedUnlessZero(n, digits));
}

/** 1 → "1 food", 3 → "3 foods" (or the given plural). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

const dateTimeIn = new Map<string, Intl.DateTimeFormat>();

/** A timestamp on a clinic's clock: "Nov 26, 2026, 3:51 PM" (the same on the server and in the browser). */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  let f = dateTimeIn.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
    dateTimeIn.set(timeZone, f);
  }
  return f.format(new Date(iso));
}
