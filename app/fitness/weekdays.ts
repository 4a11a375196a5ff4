import { addDays, weekdayOf } from "~/domain/calendar";

/**
 * Weekday rules of My Workout (spec part 3 §9: Sunday 0 … Saturday 6). A member's plan keeps a
 * flag per weekday; the API and the database name them (sunday … saturday).
 */

export const WEEKDAYS = [
  { index: 0, key: "sunday", label: "Sunday", short: "Sun" },
  { index: 1, key: "monday", label: "Monday", short: "Mon" },
  { index: 2, key: "tuesday", label: "Tuesday", short: "Tue" },
  { index: 3, key: "wednesday", label: "Wednesday", short: "Wed" },
  { index: 4, key: "thursday", label: "Thursday", short: "Thu" },
  { index: 5, key: "friday", label: "Friday", short: "Fri" },
  { index: 6, key: "saturday", label: "Saturday", short: "Sat" },
] as const;

export type WeekdayKey = (typeof WEEKDAYS)[number]["key"];
export const WEEKDAY_KEYS = WEEKDAYS.map((d) => d.key) as [WeekdayKey, ...WeekdayKey[]];
export type WeekdayFlags = Record<WeekdayKey, 0 | 1>;

export const isWeekday = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 6;

/** The booked weekdays of a plan row, Sunday first. */
export function bookedDays(flags: Partial<Record<WeekdayKey, number | boolean | null>>): number[] {
  return WEEKDAYS.filter((d) => Boolean(flags[d.key])).map((d) => d.index);
}

/** The columns for a set of booked weekdays. */
export function flagsOf(days: Iterable<number>): WeekdayFlags {
  const set = new Set(days);
  return Object.fromEntries(WEEKDAYS.map((d) => [d.key, set.has(d.index) ? 1 : 0])) as WeekdayFlags;
}

export const sameFlags = (a: Partial<Record<WeekdayKey, number | boolean | null>>, b: Partial<Record<WeekdayKey, number | boolean | null>>) =>
  WEEKDAYS.every((d) => Boolean(a[d.key]) === Boolean(b[d.key]));

/** My Progress's tabs: one per weekday, starting on today's (spec part 3 §2). */
export function tabsFrom(today: string): number[] {
  const first = weekdayOf(today);
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/**
 * The day a log of a weekday's workout is for, by default: that weekday's most recent date that
 * is not in the future (today on today's tab, last Tuesday on Tuesday's tab).
 */
export function lastDateOf(weekday: number, today: string): string {
  const back = (weekdayOf(today) - weekday + 7) % 7;
  return addDays(today, -back);
}
