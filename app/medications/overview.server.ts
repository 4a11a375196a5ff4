import { db } from "~/db/db.server";
import { addDays } from "~/domain/calendar";
import type { Db, Viewer } from "~/domain/outcome";
import { sideEffectChart, type SideEffectChart } from "./chart";
import { CALENDAR_WEEKS, CHART_WEEKS, type DoseUnit, type MedicationKind, type ScheduleKind, type SlotStatus } from "./codes";
import { type DoseRecord, doseRecords } from "./doses.server";
import { type Regimen, regimensOf } from "./regimens.server";
import { clockIn } from "./rows.server";
import { type Clock, keyOf, percentOf, type Plan, ratioOf, standing, tallyOf } from "./schedule";
import { type InjectionSites, injectionSites } from "./sites.server";
import { sideEffectsOf } from "./side-effects.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Everything the patient's /medications page and the care team's medication card show of one
 * patient (issue 38), from a handful of reads bounded by the calendar (never a year of doses):
 * the regimens, today's doses with one action each, adherence over 7 and 28 days per medicine,
 * the last weeks as a calendar, the doses of the last 28 days, the injection site to use next,
 * and on request the side-effect chart against the dose steps.
 */

export type RecentDose = z.infer<typeof apiShapes.recentDose>;

export type RegimenOverview = z.infer<typeof apiShapes.regimenOverview>;

export interface TodayDose {
  regimen: number;
  name: string;
  kind: MedicationKind;
  dose: number | null;
  unit: DoseUnit;
  schedule: ScheduleKind;
  /** The scheduled dose's day and time (a weekly dose's own day, which may be before or after today). */
  due_day: string;
  slot: string | null;
  status: SlotStatus | "as_needed";
  record: DoseRecord | null;
}

export interface CalendarDay {
  day: string;
  /** Doses scheduled that day, and of them taken, skipped and missed. */
  due: number;
  taken: number;
  skipped: number;
  missed: number;
  state: "none" | "all" | "some" | "missed" | "open";
}

export interface MedicationOverview {
  today: string;
  time: string;
  regimens: RegimenOverview[];
  todayDoses: TodayDose[];
  calendar: CalendarDay[];
  sites: InjectionSites;
  chart: SideEffectChart | null;
}

const planOfRegimen = (r: Regimen): Plan => ({
  schedule: r.schedule.kind,
  times: r.schedule.times,
  weekday: r.schedule.weekday,
  start_day: r.start_day,
  end_day: r.end_day,
  steps: r.titration.map((s) => ({ from_day: s.from_day, dose: s.dose, paused: s.paused })),
});

function todayDosesOf(r: Regimen, plan: Plan, records: DoseRecord[], clock: Clock): TodayDose[] {
  const base = { regimen: r.id, name: r.medication.name, kind: r.medication.kind, unit: r.unit, schedule: r.schedule.kind };
  if (r.status === "stopped" || r.start_day > clock.today) return [];
  if (r.schedule.kind === "as_needed") {
    if (r.status !== "active") return [];
    const taken = records.filter((d) => d.due_day === clock.today);
    return [...taken.map((d) => ({ ...base, dose: d.dose, due_day: d.due_day, slot: d.taken_time, status: d.status, record: d })), { ...base, dose: r.dose, due_day: clock.today, slot: null, status: "as_needed" as const, record: null }];
  }
  // A weekly dose whose window (3 days before its day to 4 after) holds today is due from 4 days back to 3 ahead.
  const weekly = r.schedule.kind === "weekly";
  const doses = standing(plan, records, weekly ? addDays(clock.today, -4) : clock.today, weekly ? addDays(clock.today, 3) : clock.today, clock);
  const byKey = new Map(records.map((d) => [keyOf(d.due_day, d.slot), d]));
  // A weekly medicine shows one dose: the open one (a late one first), else the one recorded.
  const open = doses.find((d) => !d.record);
  const shown = !weekly ? doses : open ? [open] : doses.slice(-1);
  return shown.map((d) => ({ ...base, dose: d.dose, due_day: d.day, slot: d.slot, status: d.status, record: byKey.get(keyOf(d.day, d.slot)) ?? null }));
}

/** The patient's medicines as of the clinic's clock in `timeZone`. */
export async function medicationOverview(conn: Db, patient: { id: number; time_zone: string }, opts: { chart?: boolean; chartRegimen?: number | null; now?: Date } = {}): Promise<MedicationOverview> {
  const clock = clockIn(patient.time_zone, opts.now);
  const from28 = addDays(clock.today, -27);
  const chartFrom = addDays(clock.today, -(CHART_WEEKS * 7 - 1));
  const [regimens, records, sites, effects] = await Promise.all([
    regimensOf(conn, patient.id, clock.today),
    // A weekly dose's window reaches 4 days either side of the calendar's first and last days.
    doseRecords(conn, patient.id, addDays(from28, -4), addDays(clock.today, 4)),
    injectionSites(conn, patient.id),
    opts.chart ? sideEffectsOf(conn, patient.id, { from: chartFrom, to: clock.today }) : Promise.resolve([]),
  ]);
  const calendarFrom = addDays(clock.today, -(CALENDAR_WEEKS * 7 - 1));
  const calendar = new Map<string, CalendarDay>();
  for (let d = calendarFrom; d <= clock.today; d = addDays(d, 1)) calendar.set(d, { day: d, due: 0, taken: 0, skipped: 0, missed: 0, state: "none" });
  const todayDoses: TodayDose[] = [];
  const overviews = regimens.map((r): RegimenOverview => {
    const plan = planOfRegimen(r);
    const mine = records.filter((d) => d.regimen === r.id);
    const all = standing(plan, mine, from28, clock.today, clock);
    for (const d of all) {
      const c = calendar.get(d.day);
      if (!c) continue;
      c.due++;
      if (d.status === "taken") c.taken++;
      else if (d.status === "skipped") c.skipped++;
      else if (d.status === "missed") c.missed++;
    }
    todayDoses.push(...todayDosesOf(r, plan, mine, clock));
    const byKey = new Map(mine.map((d) => [keyOf(d.due_day, d.slot), d]));
    const recent: RecentDose[] = [
      ...all.map((d) => ({ day: d.day, slot: d.slot, dose: d.dose, status: d.status, record: byKey.get(keyOf(d.day, d.slot)) ?? null })),
      ...mine.filter((d) => d.slot === null && d.due_day >= from28 && d.due_day <= clock.today).map((d) => ({ day: d.due_day, slot: d.taken_time, dose: d.dose, status: d.status as SlotStatus, record: d })),
    ].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? 1 : -1) : (a.slot ?? "") < (b.slot ?? "") ? 1 : -1));
    return {
      ...r,
      adherence: {
        d7: percentOf(ratioOf(tallyOf(all.filter((d) => d.day >= addDays(clock.today, -6))))),
        d28: percentOf(ratioOf(tallyOf(all))),
      },
      recent,
    };
  });
  for (const c of calendar.values()) {
    c.state =
      c.due === 0 ? "none" : c.taken === c.due ? "all" : c.day === clock.today && c.missed === 0 ? "open" : c.taken === 0 && c.skipped === 0 ? "missed" : "some";
  }
  todayDoses.sort((a, b) => ((a.slot ?? "99") < (b.slot ?? "99") ? -1 : (a.slot ?? "99") > (b.slot ?? "99") ? 1 : a.regimen - b.regimen));
  const chart = opts.chart
    ? sideEffectChart(
        regimens.map((r) => ({ id: r.id, name: r.medication.name, unit: r.unit, start_day: r.start_day, end_day: r.end_day, set_by: r.set_by, titration: r.titration })),
        effects,
        { from: chartFrom, to: clock.today },
        opts.chartRegimen ?? null,
      )
    : null;
  return { today: clock.today, time: clock.time, regimens: overviews, todayDoses, calendar: [...calendar.values()], sites, chart };
}

/** /medications and /medications/side-effects: the member's own. */
export const myMedications = (viewer: Viewer, opts: { chart?: boolean; chartRegimen?: number | null } = {}) => medicationOverview(db, viewer, opts);

/** /medications/side-effects: the member's check-ins of the last 12 weeks, and the chart against one medicine's dose steps. */
export async function mySideEffects(viewer: Viewer, chartRegimen: number | null, now = new Date()) {
  const clock = clockIn(viewer.time_zone, now);
  const from = addDays(clock.today, -(CHART_WEEKS * 7 - 1));
  const [regimens, effects] = await Promise.all([regimensOf(db, viewer.id, clock.today), sideEffectsOf(db, viewer.id, { from, to: clock.today })]);
  const chart = sideEffectChart(
    regimens.map((r) => ({ id: r.id, name: r.medication.name, unit: r.unit, start_day: r.start_day, end_day: r.end_day, set_by: r.set_by, titration: r.titration })),
    effects,
    { from, to: clock.today },
    chartRegimen,
  );
  return { today: clock.today, chart, recent: effects.filter((e) => e.day >= addDays(clock.today, -13)) };
}

export type SideEffectsPage = Awaited<ReturnType<typeof mySideEffects>>;

/** /medications/{id}: one of the member's medicines with its doses of the last 28 days, or null (another member's). */
export async function myRegimenPage(viewer: Viewer, id: number) {
  const o = await medicationOverview(db, viewer);
  const regimen = o.regimens.find((r) => r.id === id);
  return regimen ? { today: o.today, regimen } : null;
}

export type RegimenPage = NonNullable<Awaited<ReturnType<typeof myRegimenPage>>>;
