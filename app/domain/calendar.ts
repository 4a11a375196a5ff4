/**
 * Calendar days (docs/decisions/0030-shared-foundations.md). A patient's day is their clinic's
 * calendar day: a journal entry made at 11 pm in Tampa belongs to that Tampa day, whatever the
 * server's clock zone. Days travel as "YYYY-MM-DD" strings and are compared as strings; the API
 * also accepts "YYYY/MM/DD" (spec part 3 §7). "Not in the future" is always checked on the
 * server against the clinic's today.
 */

export const DEFAULT_TIME_ZONE = "America/New_York";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD.
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, f);
  }
  return f;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day now in a time zone, "HH:MM:SS". The zone's formatter is made once: making one
 * costs far more than the page's whole translation (the journal asked for a new one every time).
 */
export function timeNowIn(timeZone: string, now = new Date()): string {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    clockFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(now);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return `${part("hour")}:${part("minute")}:${part("second")}`;
}

/**
 * Formatting in a time zone costs several microseconds, and a page asks "which day is it?" a few
 * times (issue 28). Offsets have been whole minutes everywhere since 1980, so every instant of one
 * minute is on the same day in a zone: the answer is kept per zone and minute.
 */
const dayOfMinute = new Map<string, string>();
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1980, 0, 1);

/** The calendar day it is now in a time zone. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const t = now.getTime();
  if (!(t >= WHOLE_MINUTE_OFFSETS_FROM)) return dayFormatter(timeZone).format(now);
  const key = `${Math.floor(t / 60_000)} ${timeZone}`;
  let day = dayOfMinute.get(key);
  if (day === undefined) {
    day = dayFormatter(timeZone).format(now);
    if (dayOfMinute.size >= 1000) dayOfMinute.clear();
    dayOfMinute.set(key, day);
  }
  return day;
}

const DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/**
 * The days the portal takes. A health record before 1900 or after 2999 is a typing error, and
 * past 9999-12-31 a day no longer sorts as text (the next one is "+010000-01-01"), so a range
 * walked day by day would never end.
 */
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2999-12-31";

/** "2026-11-23" or "2026/11/23" as "2026-11-23"; null for anything that is not a real day between FIRST_DAY and LAST_DAY. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = DAY.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  if (iso < FIRST_DAY || iso > LAST_DAY) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : null;
}

/**
 * A day written like one but after LAST_DAY ("3000-01-01", "9999-12-31"): the portal takes no such
 * day, yet a person who typed it asked for the future, and is told so rather than shown today.
 */
export function isBeyondLastDay(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const m = DAY.exec(value.trim());
  return m !== null && `${m[1]}-${m[2]}-${m[3]}` > LAST_DAY;
}

export function isFutureDay(day: string, timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): boolean {
  return day > todayIn(timeZone, now);
}

const MS_A_DAY = 86_400_000;
const KEPT_DAYS = 4096;

/**
 * Days by their number (days since 1970-01-01) and back. Parsing and formatting a Date costs far
 * more than a lookup, and a page asks these of the same few days many times: /home walks each
 * running medicine's week and each weigh-in of the trend, about 80 calls (issue 37). Bounded: when
 * full they start again. A text that is not a day gets NaN and is not kept.
 */
const numberOfDay = new Map<string, number>();
const dayOfNumber = new Map<number, string>();

function dayNumber(day: string): number {
  let n = numberOfDay.get(day);
  if (n === undefined) {
    n = Date.parse(`${day}T00:00:00Z`) / MS_A_DAY;
    if (!Number.isInteger(n)) return n;
    if (numberOfDay.size >= KEPT_DAYS) numberOfDay.clear();
    numberOfDay.set(day, n);
  }
  return n;
}

function dayOf(n: number): string {
  let day = dayOfNumber.get(n);
  if (day === undefined) {
    // Throws a RangeError past the Date's range, as the Date itself would.
    day = new Date(n * MS_A_DAY).toISOString().slice(0, 10);
    if (dayOfNumber.size >= KEPT_DAYS) dayOfNumber.clear();
    dayOfNumber.set(n, day);
  }
  return day;
}

/** The day `n` days after `day` (negative n: before). */
export function addDays(day: string, n: number): string {
  const number = dayNumber(day);
  if (Number.isInteger(number) && Number.isInteger(n)) return dayOf(number + n);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier; NaN when either is not a day). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** Sunday 0 … Saturday 6 (spec part 3 §9); 1970-01-01 was a Thursday. NaN when `day` is not a day. */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** The Sunday that starts the week of `day`. */
export function weekStart(day: string): string {
  return addDays(day, -weekdayOf(day));
}
