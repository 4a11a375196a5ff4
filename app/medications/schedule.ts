import { CARE_THRESHOLDS } from "~/clinical/flags";
import { addDays, daysBetween, weekdayOf } from "~/domain/calendar";
import { INJECTION_SITES, type InjectionSite, type ScheduleKind, type SlotStatus, WEEKLY_WINDOW } from "./codes";

/**
 * When a regimen's doses are due, and how the recorded doses stand against them (docs/decisions/0200).
 * Pure: the domain reads the rows, these rules read them the same way for the patient's page, the
 * API, the care team's record and the care panel's summary.
 *
 * - A daily regimen has a dose at each of its times every day; a weekly one at its time on its
 *   weekday; an as-needed one none (its doses are only recorded).
 * - A dose is due from `start_day`, before `end_day` (the day it stopped), and not on a day whose
 *   step is a pause.
 * - A recorded dose names the scheduled dose it is for (`due_day`, `slot`). Its status is
 *   taken or skipped; a scheduled dose without one is upcoming, due, or missed once its time has
 *   passed: a daily dose when its day is over, a weekly one when it is more than 2 days late.
 * - Adherence is doses taken of doses due, counting the doses whose time to be taken has passed
 *   or that were recorded; a dose the clinic told the patient to skip is not counted at all.
 */

export interface PlanStep {
  from_day: string;
  dose: number;
  paused: boolean;
}

export interface Plan {
  schedule: ScheduleKind;
  /** HH:MM, in order. */
  times: string[];
  weekday: number | null;
  start_day: string;
  /** The day it stopped (no dose is due from then), or null. */
  end_day: string | null;
  /** Oldest first. */
  steps: PlanStep[];
}

export interface Recorded {
  due_day: string;
  slot: string | null;
  status: "taken" | "skipped";
  reason: string | null;
}

/** Where the clinic's clock stands: its calendar day and time (HH:MM). */
export interface Clock {
  today: string;
  time: string;
}

export interface ScheduledDose {
  day: string;
  slot: string;
  /** The dose in force that day, in the regimen's unit. */
  dose: number;
}

/** The step in force on a day (the last one from on or before it), or null before the first. */
export function stepOn(steps: readonly PlanStep[], day: string): PlanStep | null {
  let found: PlanStep | null = null;
  for (const s of steps) {
    if (s.from_day <= day) found = s;
    else break;
  }
  return found;
}

/** The last step that is not a pause on or before a day: the dose a resume goes back to. */
export function doseOn(steps: readonly PlanStep[], day: string): number | null {
  let dose: number | null = null;
  for (const s of steps) {
    if (s.from_day > day) break;
    if (!s.paused) dose = s.dose;
  }
  return dose;
}

const isRunning = (plan: Plan, day: string) => day >= plan.start_day && (plan.end_day === null || day < plan.end_day);

/** The regimen's scheduled doses from `from` to `to` (both included), oldest first. */
export function scheduledDoses(plan: Plan, from: string, to: string): ScheduledDose[] {
  if (plan.schedule === "as_needed" || plan.times.length === 0) return [];
  const out: ScheduledDose[] = [];
  let day = from < plan.start_day ? plan.start_day : from;
  if (plan.schedule === "weekly") {
    if (plan.weekday === null) return [];
    day = addDays(day, (plan.weekday - weekdayOf(day) + 7) % 7);
  }
  const stride = plan.schedule === "weekly" ? 7 : 1;
  let k = -1;
  for (; day <= to && isRunning(plan, day); day = addDays(day, stride)) {
    while (k + 1 < plan.steps.length && plan.steps[k + 1].from_day <= day) k++;
    const step = k >= 0 ? plan.steps[k] : null;
    if (!step || step.paused) continue;
    if (plan.schedule === "weekly") out.push({ day, slot: plan.times[0], dose: step.dose });
    else for (const slot of plan.times) out.push({ day, slot, dose: step.dose });
  }
  return out;
}

/** The last day a weekly dose due on `day` may be taken and still count for it. */
export const weeklyLastDay = (day: string) => addDays(day, WEEKLY_WINDOW.after);
/** The first day it may be taken early. */
export const weeklyFirstDay = (day: string) => addDays(day, -WEEKLY_WINDOW.before);
/** More than this many days after its day, a weekly dose not taken is missed (the care team's flag reads the same threshold). */
export const WEEKLY_LATE_DAYS = CARE_THRESHOLDS.missedDoses.weeklyLateDays;

/** A scheduled dose with no record, as of the clinic's clock. */
export function openStatus(schedule: ScheduleKind, d: { day: string; slot: string }, clock: Clock): Exclude<SlotStatus, "taken" | "skipped"> {
  if (schedule === "weekly") {
    if (d.day > clock.today) return "upcoming";
    return daysBetween(d.day, clock.today) > WEEKLY_LATE_DAYS ? "missed" : "due";
  }
  if (d.day < clock.today) return "missed";
  if (d.day > clock.today) return "upcoming";
  return d.slot <= clock.time ? "due" : "upcoming";
}

export const keyOf = (day: string, slot: string | null) => `${day} ${slot ?? ""}`;

export interface DoseStanding extends ScheduledDose {
  status: SlotStatus;
  record: Recorded | null;
}

/**
 * Each scheduled dose from `from` to `to` with its status, and the records that belong to none (as-needed doses, a pause's).
 * Each standing is written field by field: on the server's V8, `{ ...dose, record, status }` costs
 * some 2 µs an object (a copy that then grows), and /home asks this for every running medicine
 * on every view (issue 37).
 */
export function standing(plan: Plan, records: readonly Recorded[], from: string, to: string, clock: Clock): DoseStanding[] {
  const byKey = new Map(records.map((r) => [keyOf(r.due_day, r.slot), r]));
  return scheduledDoses(plan, from, to).map((d) => {
    const record = byKey.get(keyOf(d.day, d.slot)) ?? null;
    return { day: d.day, slot: d.slot, dose: d.dose, record, status: record ? record.status : openStatus(plan.schedule, d, clock) };
  });
}

/** Taken, and counted (taken, skipped without the clinic's word, missed): adherence is taken / counted. */
export interface Tally {
  taken: number;
  counted: number;
}

export const emptyTally = (): Tally => ({ taken: 0, counted: 0 });

/** Adds the doses of a standing to a tally (only those whose time has passed or that were recorded). */
export function tallyOf(doses: readonly DoseStanding[], into: Tally = emptyTally()): Tally {
  for (const d of doses) {
    if (d.status === "taken") {
      into.taken++;
      into.counted++;
    } else if (d.status === "missed" || (d.status === "skipped" && d.record?.reason !== "clinic")) into.counted++;
  }
  return into;
}

/** Taken of counted as a fraction, or null when nothing was due. */
export const ratioOf = (t: Tally) => (t.counted === 0 ? null : t.taken / t.counted);
/** As a whole per cent for the screen. */
export const percentOf = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 100));

/**
 * The weekly dose a record on `day` is for: the earliest scheduled weekly dose whose window holds
 * the day and has no record yet; null when none does ("already recorded" if `taken` has them all).
 */
export function weeklyDoseFor(plan: Plan, day: string, recordedDays: ReadonlySet<string>): { candidates: ScheduledDose[]; free: ScheduledDose | null } {
  const candidates = scheduledDoses(plan, addDays(day, -WEEKLY_WINDOW.after), addDays(day, WEEKLY_WINDOW.before)).filter(
    (d) => weeklyFirstDay(d.day) <= day && day <= weeklyLastDay(d.day),
  );
  return { candidates, free: candidates.find((d) => !recordedDays.has(d.day)) ?? null };
}

/** The next injection site in rotation after the last one used (the first when none was). */
export function nextSite(last: string | null): InjectionSite {
  const i = INJECTION_SITES.indexOf(last as InjectionSite);
  return INJECTION_SITES[(i + 1) % INJECTION_SITES.length];
}

/** A daily plan's times as stored: HH:MM, in order, each once. */
export const sortedTimes = (times: readonly string[]) => [...new Set(times)].sort();
