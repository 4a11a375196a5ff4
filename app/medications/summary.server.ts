import { type DoseDay, missedDosesSince, sideEffectsSince, type SymptomDay } from "~/care/flags";
import { addDays } from "~/domain/calendar";
import type { Db } from "~/domain/outcome";
import { PLAN_COLUMNS, planOf, recordsOf, stepsOf } from "./rows.server";
import { type Clock, emptyTally, ratioOf, standing, tallyOf } from "./schedule";

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
  // Every record: the daily rule's run may reach back to when the doses stopped being taken.
  const [steps, records] = await Promise.all([stepsOf(conn, ids), recordsOf(conn, ids, null)]);
  const from28 = addDays(clock.today, -(ADHERENCE_DAYS - 1));
  const tally = emptyTally();
  const weeklyOpen: string[] = [];
  const daily = new Map<string, DoseDay>();
  for (const r of regimens) {
    const plan = planOf(r, steps.get(r.id) ?? []);
    const mine = records.get(r.id) ?? [];
    const all = standing(plan, mine, plan.start_day, clock.today, clock);
    tallyOf(
      all.filter((d) => d.day >= from28),
      tally,
    );
    if (plan.schedule === "weekly") {
      // The first weekly dose after the last one taken (or skipped on the clinic's word).
      let lastCovered = -1;
      all.forEach((d, i) => {
        if (d.status === "taken" || (d.status === "skipped" && d.record?.reason === "clinic")) lastCovered = i;
      });
      const open = all[lastCovered + 1];
      if (open) weeklyOpen.push(open.day);
    } else {
      for (const d of all) {
        const t = tallyOf([d]);
        if (t.counted === 0) continue;
        const day = daily.get(d.day) ?? { day: d.day, taken: 0, counted: 0 };
        day.taken += t.taken;
        day.counted += t.counted;
        daily.set(d.day, day);
      }
    }
  }
  const days = [...daily.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  return { adherence_28d: ratioOf(tally), missed_doses_since: missedDosesSince(weeklyOpen, days, clock.today) };
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
