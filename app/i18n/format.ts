/**
 * Dates, times and numbers as the portal shows them, in one place. Formatters are built once:
 * building an Intl formatter costs far more than using it, and pages format dozens of values.
 * Calendar days ("2026-12-03") are shown as that day whatever the time zone; timestamps are
 * shown in UTC, as they were before this module gathered them.
 */

/** A calendar day or a timestamp as a Date at that day's UTC midnight (or the instant). */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/**
 * The formatters of one language (issue 41): `intl` is the Intl locale its translation file names
 * (`common.json` → `language.intl`: "en-US", "es-US"), so a translator's new language needs no code.
 * Built once per locale and kept.
 */
export interface Formats {
  locale: string;
  /** "2026-12-03" → "Thursday, December 3, 2026" (the date is a calendar day, no time zone shift). */
  longDate(isoDate: string): string;
  /** "2026-12-03" or a timestamp → "December 3, 2026". */
  date(value: string): string;
  /** "2026-12-03" or a timestamp → "Dec 3, 2026". */
  shortDate(value: string): string;
  /** "2026-12-03" → "Dec 3" (chart axes). */
  monthDay(value: string): string;
  /**
   * How a chart labels the days of its axis: "Nov 25" while they fall in one year, "Nov 25, 2025"
   * once they span more than one (two bars both "Nov 25" were a year apart).
   */
  axisDay(days: readonly string[]): (day: string) => string;
  /** "14:30" → "2:30 PM" ("2:30 p. m." in Spanish). */
  time(hhmm: string): string;
  /** 12345 → "12,345". */
  count(n: number): string;
  /** A measured value with at most `digits` decimals, without trailing zeros: 2.50 → "2.5". */
  number(n: number, digits?: 0 | 1 | 2 | 3): string;
  /** A timestamp on a clinic's clock: "Nov 26, 2026, 3:51 PM" (the same on the server and in the browser). */
  dateTimeIn(iso: string, timeZone: string): string;
}

/**
 * What rounds to zero at `digits` decimals is shown as "0", never "-0" (Intl keeps the sign of
 * -0.04 shown as a whole number): a change too small to show is no change.
 */
const signedUnlessZero = (n: number, digits: number) => (Math.abs(n) < 0.5 / 10 ** digits ? 0 : n);

import { Kept } from "./kept";

/** The most answers one formatter keeps: days, clock times and figures repeat from page to page. */
const KEPT_MAX = 5_000;

/**
 * A formatter that keeps its answers: using an Intl formatter costs a few microseconds, and a page
 * formats the same days, times and figures dozens of times (the journal's every entry).
 */
function kept<V extends string | number>(format: (value: V) => string): (value: V) => string {
  const answers = new Kept<V, string>(KEPT_MAX);
  return (value) => answers.take(value, () => format(value));
}

function makeFormats(locale: string): Formats {
  const longDay = new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const longDate = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const shortDate = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
  const monthDay = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimals = [0, 1, 2, 3].map((d) => new Intl.NumberFormat(locale, { maximumFractionDigits: d }));
  const dateTimeIn = new Map<string, Intl.DateTimeFormat>();
  const byDigits = decimals.map((format, digits) => kept((n: number) => format.format(signedUnlessZero(n, digits))));
  const f: Formats = {
    locale,
    longDate: kept((isoDate: string) => longDay.format(toDate(isoDate))),
    date: kept((value: string) => longDate.format(toDate(value))),
    shortDate: kept((value: string) => shortDate.format(toDate(value))),
    monthDay: kept((value: string) => monthDay.format(toDate(value))),
    axisDay: (days) => (new Set(days.map((d) => d.slice(0, 4))).size > 1 ? f.shortDate : f.monthDay),
    time: kept((hhmm: string) => {
      const [h, m] = hhmm.split(":").map(Number);
      // ICU puts a narrow no-break space before "PM"; the portal has always shown a plain one.
      return clock.format(Date.UTC(2000, 0, 1, h, m)).replace(/\u202f/g, " ");
    }),
    count: kept((n: number) => integer.format(signedUnlessZero(n, 0))),
    number: (n, digits = 1) => byDigits[digits](n),
    dateTimeIn: (iso, timeZone) => {
      let tz = dateTimeIn.get(timeZone);
      if (!tz) {
        tz = new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
        dateTimeIn.set(timeZone, tz);
      }
      return tz.format(new Date(iso));
    },
  };
  return f;
}

const byLocale = new Map<string, Formats>();

/** The formatters of an Intl locale ("en-US", "es-US"), made once. */
export function formatsFor(locale: string): Formats {
  let f = byLocale.get(locale);
  if (!f) {
    f = makeFormats(locale);
    byLocale.set(locale, f);
  }
  return f;
}

/*
 * The English formatters by their older names, for the text that is English whatever the reader's
 * language (an API's figures, the spec's English). A page formats through useFormat()
 * (app/i18n/react.tsx); server code for a reader through formatsFor(intlLocaleOf(language))
 * (app/i18n/i18n.server.ts).
 */
const english = formatsFor("en-US");
export const formatLongDate = english.longDate;
export const formatDate = english.date;
export const formatShortDate = english.shortDate;
export const formatMonthDay = english.monthDay;
export const axisDayFormat = english.axisDay;
export const formatTime = english.time;
export const formatCount = english.count;
export const formatNumber = english.number;
export const formatDateTimeIn = english.dateTimeIn;
