import { weekdayOf } from "~/domain/calendar";

/**
 * When scheduled work is due, in each clinic's own time zone (docs/decisions/0131-notifications-and-reminders.md).
 * A slot is a wall-clock time on the clinic's calendar ("19:00 every day", "08:00 on Mondays").
 * It is due from that time until the clinic's midnight, and its work is keyed by the clinic's
 * day, so a tick every minute runs it once: a worker that was down at 19:00 still sends it at
 * 19:20, never the next morning. Wall-clock arithmetic is ICU's (Intl), which knows every zone's
 * daylight-saving rules: on a spring-forward day a slot inside the missing hour is due as soon
 * as the clock has jumped past it; on a fall-back day the repeated hour changes nothing, because
 * the day's key is the same.
 */

export interface Slot {
  /** Minutes after the clinic's midnight. */
  at: number;
  /** Sunday 0 … Saturday 6; every day when absent. */
  weekday?: number;
}

export interface LocalClock {
  /** The clinic's calendar day, YYYY-MM-DD. */
  day: string;
  /** Minutes since the clinic's midnight, 0–1439. */
  minutes: number;
  weekday: number;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = clockFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormatters.set(timeZone, f);
  }
  return f;
}

/**
 * What the clinic's wall clock and calendar say at an instant. Asking ICU costs some 40 µs and the
 * answer changes once a minute (every zone's offset is whole minutes), so each zone keeps the
 * answer of the last minute it was asked in: /home asks on every view.
 */
export function localClock(timeZone: string, at: Date): LocalClock {
  const minute = Math.floor(at.getTime() / 60_000);
  const kept = lastClocks.get(timeZone);
  if (kept && kept.minute === minute) return { ...kept.clock };
  const parts = Object.fromEntries(clockFormatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const clock = { day, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(day) };
  lastClocks.set(timeZone, { minute, clock });
  return { ...clock };
}

const lastClocks = new Map<string, { minute: number; clock: LocalClock }>();

/** The clinic day a slot is due for at this instant, or null when it is not due (yet, or not on this weekday). */
export function dueDay(slot: Slot, timeZone: string, at: Date): string | null {
  const clock = localClock(timeZone, at);
  if (slot.weekday !== undefined && slot.weekday !== clock.weekday) return null;
  return clock.minutes >= slot.at ? clock.day : null;
}

/** "19:00" → 1140. */
export const hhmm = (text: string): number => {
  const [h, m] = text.split(":").map(Number);
  return h * 60 + m;
};
