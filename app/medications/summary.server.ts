import { CARE_THRESHOLDS, type DoseDay, missedDosesSince, sideEffectsSince, type SymptomDay } from "~/clinical/flags";
import { addDays } from "~/domain/calendar";
import type { Db } from "~/domain/outcome";
import { PLAN_COLUMNS, planOf, recordsOf, stepsOf } from "./rows.server";
import { type Clock, emptyTally, ratioOf, scheduledDoses, standing, tallyOf } from "./schedule";

/**
 * What the care team's summary keeps of a patient's medicines (docs/decisions/0200): doses taken
 * of doses due over 28 days, and the start days of the two flags. Worked out from the patient's
 * rows by the same rules their own page uses (schedule.ts), in the transaction of every dose,
 * regimen and side-effect write, and again each night (the calendar moves a dose from due to
 * missed and a side effect out of its week without any write).
 */

export interface MedicationColumns {
  adherence_28d: number | null;
  missed_doses_since: string | null;
  side_effects_since: string | null;
  medications_on: string;
}

export const ADHERENCE_DAYS = 28;

/** How far back the daily rule's run is followed, a step at a time (most runs are days long; a long one is followed to its start). */
const DAILY_LOOKBACK = [45, 180, null] as const;

/** The last weekly dose taken (or skipped on the clinic's word) of each weekly regimen. */
async function lastCovered(conn: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .selectFrom("medication_doses")
    .select(["regimen_id", (eb) => eb.fn.max("due_day").as("last")])
    .where("regimen_id", "in", ids)
    .where((eb) => eb.or([eb("status", "=", "taken"), eb("reason", "=", "clinic")]))
    .groupBy("regimen_id")
    .execute();
  return new Map(rows.map((r) => [r.regimen_id, r.last as string]));
}

async function doseColumns(conn: Db, patientId: number, clock: Clock) {
  const regimens = await conn
    .selectFrom("medication_regimens as r")
    .select(PLAN_COLUMNS)
    .where("r.user_id", "=", patientId)
    .where("r.schedule", "in", ["daily", "weekly"])
    .where("r.start_day", "<=", clock.today)
    .execute();
  if (regimens.length === 0) return { adherence_28d: null, missed_doses_since: null };
  const ids = regimens.map((r) => r.id);
  const from28 = addDays(clock.today, -(ADHERENCE_DAYS - 1));
  const weeklyIds = regimens.filter((r) => r.schedule === "weekly").map((r) => r.id);
  const [steps, recent, covered] = await Promise.all([stepsOf(conn, ids), recordsOf(conn, ids, from28), lastCovered(conn, weeklyIds)]);
  const plans = regimens.map((r) => ({ r, plan: planOf(r, steps.get(r.id) ?? []) }));

  const tally = emptyTally();
  for (const { r, plan } of plans) tallyOf(standing(plan, recent.get(r.id) ?? [], from28, clock.today, clock), tally);

  // Weekly: the first scheduled dose after the last one taken (or skipped on the clinic's word).
  const weeklyOpen: string[] = [];
  for (const { r, plan } of plans.filter((p) => p.r.schedule === "weekly")) {
    const after = covered.get(r.id);
    const open = scheduledDoses(plan, after ? addDays(after, 1) : plan.start_day, clock.today)[0];
    if (open) weeklyOpen.push(open.day);
  }

  // Daily: the doses of each day, back as far as the rule's run goes.
  const daily = plans.filter((p) => p.r.schedule === "daily");
  let missed: string | null = missedDosesSince(weeklyOpen, [], clock.today);
  if (daily.length) {
    const dailyIds = daily.map((p) => p.r.id);
    for (const lookback of DAILY_LOOKBACK) {
      const from = lookback === null ? null : addDays(clock.today, -lookback);
      const records = from !== null && from >= from28 ? recent : await recordsOf(conn, dailyIds, from);
      const days = new Map<string, DoseDay>();
      for (const { r, plan } of daily) {
        for (const d of standing(plan, records.get(r.id) ?? [], from ?? plan.start_day, clock.today, clock)) {
          const t = tallyOf([d]);
          if (t.counted === 0) continue;
          const day = days.get(d.day) ?? { day: d.day, taken: 0, counted: 0 };
          day.taken += t.taken;
          day.counted += t.counted;
          days.set(d.day, day);
        }
      }
      const series = [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
      missed = missedDosesSince(weeklyOpen, series, clock.today);
      // The run began inside the days read (or nothing holds): done; else read further back.
      const reachedStart = from === null || series.length === 0 || missed === null || missed > addDays(series[0].day, CARE_THRESHOLDS.missedDoses.dailyWindowDays);
      if (reachedStart) break;
    }
  }
  return { adherence_28d: ratioOf(tally), missed_doses_since: missed };
}

async function sideEffectColumn(conn: Db, patientId: number, today: string) {
  const rows = await conn
    .selectFrom("side_effects")
    .select(["day", "symptom", "severity"])
    .where("user_id", "=", patientId)
    .where("day", "<=", today)
    .orderBy("day")
    .execute();
  const days = new Map<string, SymptomDay>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, worst: 0, vomiting: false };
    d.worst = Math.max(d.worst, r.severity);
    if (r.symptom === "vomiting") d.vomiting = true;
    days.set(r.day, d);
  }
  return sideEffectsSince([...days.values()], today);
}

/** The summary's medication columns for a patient, as of the clinic's clock. */
export async function medicationColumns(conn: Db, patientId: number, clock: Clock): Promise<MedicationColumns> {
  const [doses, sideEffects] = await Promise.all([doseColumns(conn, patientId, clock), sideEffectColumn(conn, patientId, clock.today)]);
  return { ...doses, side_effects_since: sideEffects, medications_on: clock.today };
}
