import { awardBadges, type Earning } from "~/badges/award.server";
import { entryCheck } from "~/clinical/flags";
import { careSummaryChanged } from "~/clinical/summary.server";
import { db, nowIso } from "~/db/db.server";
import { isFutureDay, todayIn } from "~/domain/calendar";
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { lengthOf, lengthToCm, roundTo, type Units, weightOf, weightToKg } from "~/domain/units";
import { isAdmin } from "~/domain/users";
import { PROGRESS_MSG, type WeightEntryInput } from "./schemas";
import { ownWeight, r1, series, WEIGHT_COLUMNS, weightRow, type SeriesRow, type WeightHistoryRow } from "./weights.server";

/**
 * Writing weigh-ins: the member's own entries (add, change, delete) and the clinic's, entered by
 * staff on the care team's record. Every write earns its badges (app/badges/award.server.ts) and
 * brings the care team's summary up to date (app/clinical/summary.server.ts) in its own transaction.
 */

function columnsOf(input: WeightEntryInput, units: Units) {
  const kg = (typed: number | undefined) => (typed === undefined ? null : weightToKg(typed, units));
  return {
    weight_kg: weightToKg(input.weight, units),
    impedance_ohm: input.impedance ?? null,
    fat_pct: input.fat ?? null,
    fat_mass_kg: kg(input.fat_mass),
    ffm_kg: kg(input.ffm),
    tbw_kg: kg(input.tbw),
    bp_systolic: input.bp_systolic ?? null,
    bp_diastolic: input.bp_diastolic ?? null,
    pulse_bpm: input.pulse ?? null,
    waist_cm: input.waist_circumference === undefined ? null : lengthToCm(input.waist_circumference, units),
  };
}

/**
 * The columns an edit writes. A value sent back as the portal shows it (pounds and inches to one
 * decimal, fat % to one, impedance whole) keeps what is stored: editing only the pulse must not
 * round a 187.25 lb weigh-in to the 187.3 it was shown as (docs/decisions/0063: nothing stored is
 * rounded). A value that differs from what was shown is written as typed.
 */
function editedColumns(stored: SeriesRow, input: WeightEntryInput, units: Units) {
  const next = columnsOf(input, units);
  const wt = (v: number | null) => weightOf(v, units);
  const kept = <K extends "weight_kg" | "fat_mass_kg" | "ffm_kg" | "tbw_kg" | "waist_cm" | "fat_pct" | "impedance_ohm">(
    column: K,
    typed: number | undefined,
    shown: (v: number | null) => number | null,
  ) => (typed !== undefined && stored[column] !== null && shown(stored[column]) === typed ? stored[column] : next[column]);
  return {
    ...next,
    weight_kg: kept("weight_kg", input.weight, wt) ?? next.weight_kg,
    fat_mass_kg: kept("fat_mass_kg", input.fat_mass, wt),
    ffm_kg: kept("ffm_kg", input.ffm, wt),
    tbw_kg: kept("tbw_kg", input.tbw, wt),
    waist_cm: kept("waist_cm", input.waist_circumference, (v) => lengthOf(v, units)),
    fat_pct: kept("fat_pct", input.fat, r1),
    impedance_ohm: kept("impedance_ohm", input.impedance, (v) => (v === null ? null : roundTo(v, 0))),
  };
}

function checkEntry(viewer: Viewer, input: WeightEntryInput): Outcome<string> {
  if (isAdmin(viewer)) return forbidden;
  return dayOf(input, viewer.time_zone);
}

/** The weigh-in's clinic day: the one given, else today; never in the future. */
function dayOf(input: WeightEntryInput, timeZone: string): Outcome<string> {
  const day = input.date ?? todayIn(timeZone);
  if (isFutureDay(day, timeZone)) return invalid({ date: [PROGRESS_MSG.futureDate] });
  return done(day);
}

/**
 * A weight farther from the trend before it than the gap since the last weigh-in allows (the care
 * team's implausible-entry rule, app/clinical/flags.ts: 5 %, plus a plausible rate of loss over the
 * gap; docs/decisions/0173) is saved only once confirmed: today a slipped digit would be kept
 * without a word and could show "Goal reached!". Unconfirmed, the answer names the trend under
 * `weight` and asks for `confirm`. Confirmed, it saves held for review (`needs_review` 1): staff
 * see it flagged, and it earns nothing until they have reviewed it.
 */
async function offTrend(conn: Db, patientId: number, day: string, kg: number, input: WeightEntryInput, units: Units, editing?: number): Promise<Outcome<{ held: 0 | 1 }>> {
  const rows = await series(conn, patientId);
  const before = rows.filter((r) => r.id !== editing && (r.measured_on < day || (r.measured_on === day && (editing === undefined || r.id < editing))));
  const check = entryCheck(
    before.map((r) => ({ id: r.id, day: r.measured_on, kg: r.weight_kg, member: r.member_created !== 0 })),
    kg,
    day,
  );
  if (!check?.implausible) return done({ held: 0 });
  if (input.confirm) return done({ held: 1 });
  return invalid({ weight: [PROGRESS_MSG.offTrend(weightOf(check.trendKg, units)!, units, Math.floor(check.allowedPct))], confirm: [PROGRESS_MSG.confirmOffTrend] });
}

/** What follows every write of a patient's weigh-ins, in its transaction: badges, and the care team's summary. */
async function weightsChanged(trx: Trx, patientId: number): Promise<Earning[]> {
  const awarded = await awardBadges(trx, patientId, ["weights"]);
  await careSummaryChanged(trx, patientId, ["weights"]);
  return awarded;
}

export interface WeightWrite {
  row: WeightHistoryRow;
  /** Badges this write earned (for a congratulation). */
  awarded: Earning[];
}

async function insertWeight(patientId: number, day: string, input: WeightEntryInput, by: { memberCreated: 0 | 1; createdBy: number }, units: Units): Promise<Outcome<WeightWrite>> {
  const written = await db.transaction().execute(async (trx) => {
    const checked = await offTrend(trx, patientId, day, weightToKg(input.weight, units), input, units);
    if (!checked.ok) return checked;
    const now = nowIso();
    const { id } = await trx
      .insertInto("weights")
      .values({ user_id: patientId, measured_on: day, member_created: by.memberCreated, ...columnsOf(input, units), needs_review: checked.data.held, created_by: by.createdBy, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return done({ id, awarded: await weightsChanged(trx, patientId) });
  });
  if (!written.ok) return written;
  const row = await weightRow(db, patientId, written.data.id, units);
  return done({ row: row!, awarded: written.data.awarded });
}

/** POST /api/progress/add_weight and the Add Weight panel: the member's own entry. */
export async function addWeight(viewer: Viewer, input: WeightEntryInput, units: Units = "imperial"): Promise<Outcome<WeightWrite>> {
  const day = checkEntry(viewer, input);
  if (!day.ok) return day;
  return insertWeight(viewer.id, day.data, input, { memberCreated: 1, createdBy: viewer.id }, units);
}

/**
 * A clinic weigh-in (the spec's z = 0, member_created 0), entered by a staff member for a patient
 * the care area has let them see (app/care/): the patient's clinic day, and who entered it.
 */
export async function addClinicWeight(patient: { id: number; time_zone: string }, enteredBy: Pick<Viewer, "id">, input: WeightEntryInput, units: Units = "imperial"): Promise<Outcome<WeightWrite>> {
  const day = dayOf(input, patient.time_zone);
  if (!day.ok) return day;
  return insertWeight(patient.id, day.data, input, { memberCreated: 0, createdBy: enteredBy.id }, units);
}

/** Changes one of the member's own entries (the clinic's weigh-ins are not theirs: not found). */
export async function updateWeight(viewer: Viewer, id: number, input: WeightEntryInput, units: Units = "imperial"): Promise<Outcome<WeightWrite>> {
  const day = checkEntry(viewer, input);
  if (!day.ok) return day;
  const written = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom("weights")
      .select(WEIGHT_COLUMNS)
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .where("member_created", "=", 1)
      .executeTakeFirst();
    if (!stored) return notFound;
    const columns = editedColumns(stored, input, units);
    // Only a changed weight or day is checked against the trend again: corrected to a plausible
    // weight, a held entry counts at once; confirmed still wild, it waits for review again.
    let held: { needs_review?: 0 | 1 } = {};
    if (columns.weight_kg !== stored.weight_kg || day.data !== stored.measured_on) {
      const checked = await offTrend(trx, viewer.id, day.data, columns.weight_kg, input, units, id);
      if (!checked.ok) return checked;
      held = { needs_review: checked.data.held };
    }
    await trx
      .updateTable("weights")
      .set({ measured_on: day.data, ...columns, ...held, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return done({ awarded: await weightsChanged(trx, viewer.id) });
  });
  if (!written.ok) return written;
  const row = await ownWeight(db, viewer.id, id, units);
  return done({ row: row!, awarded: written.data.awarded });
}

/**
 * Staff have reviewed the patient's implausible-entry flag: every weigh-in held for it counts now
 * (its badges, and their notices), in the review's transaction.
 */
export async function releaseHeldWeights(trx: Trx, patientId: number): Promise<void> {
  const released = await trx.updateTable("weights").set({ needs_review: 0 }).where("user_id", "=", patientId).where("needs_review", "=", 1).executeTakeFirst();
  if (Number(released.numUpdatedRows) > 0) await weightsChanged(trx, patientId);
}

/** Deletes one of the member's own entries; badges it alone earned go with it. */
export async function deleteWeight(viewer: Viewer, id: number): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("weights")
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .where("member_created", "=", 1)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return notFound;
    await weightsChanged(trx, viewer.id);
    return done(null);
  });
}
