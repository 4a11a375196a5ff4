import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { done, forbidden, invalidField, notFound, type Db, type Outcome, type Page, type Trx, type Viewer } from "~/domain/outcome";
import { medicationById, type Medication } from "./catalogue.server";
import { MED_MSG } from "./codes";
import { medicationsChanged, ownedRegimenRow, type Regimen, regimenOf, regimensOf } from "./regimens.server";
import { jsonList } from "./rows.server";
import type { OwnEditInput, OwnRegimenInput } from "./schemas";
import { doseOn } from "./schedule";

/**
 * The patient's own side of their medicines (issue 38): the list, a supplement of their own (added,
 * its dose changed, stopped), and the supply left of any of them. A medicine the clinic set is
 * changed by the clinic only (prescribe.server.ts).
 */

/** GET /api/me/medications and the page: every regimen of the member. */
export async function myRegimens(viewer: Viewer): Promise<Page<Regimen>> {
  const results = await regimensOf(db, viewer.id, todayIn(viewer.time_zone));
  return { count: results.length, results };
}

/** One of the member's regimens, or null (another member's is not found). */
export const myRegimen = (viewer: Viewer, id: number) => regimenOf(db, viewer.id, id, todayIn(viewer.time_zone));

/** A dose must be one of the medicine's strengths (a typed 24 for 2.4 mg is refused). */
export const strengthError = (m: Pick<Medication, "strengths">, dose: number) =>
  m.strengths.some((s) => Math.abs(s - dose) < 1e-9) ? null : invalidField("dose", MED_MSG.pickDose);

/** A start day more than a year ahead is a typing error. */
export const startError = (day: string, today: string) => (day > addDays(today, 365) ? invalidField("start_day", MED_MSG.startTooLate) : null);

/** The regimen and its first step, as both the patient's supplements and the clinic's prescriptions write them. */
export async function insertRegimen(
  trx: Trx,
  r: { userId: number; medication: Medication; setBy: "clinic" | "self"; prescribedBy: number | null; input: OwnRegimenInput; startDay: string; today: string; titrateTo: number | null },
): Promise<number> {
  const now = nowIso();
  const { id } = await trx
    .insertInto("medication_regimens")
    .values({
      user_id: r.userId,
      medication_id: r.medication.id,
      set_by: r.setBy,
      prescribed_by: r.prescribedBy,
      unit: r.medication.unit,
      schedule: r.input.schedule,
      times: JSON.stringify(r.input.times),
      weekday: r.input.weekday ?? null,
      start_day: r.startDay,
      end_day: null,
      status: "active",
      stop_reason: "",
      titrate_to: r.titrateTo,
      instructions: r.input.instructions ?? "",
      supply: r.input.supply ?? null,
      supply_on: r.input.supply === undefined ? null : r.today,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertStep(trx: Trx, step: { regimenId: number; fromDay: string; dose: number; paused?: boolean; source: string; setBy: number | null; note?: string }) {
  await trx
    .insertInto("medication_steps")
    .values({ regimen_id: step.regimenId, from_day: step.fromDay, dose: step.dose, paused: step.paused ? 1 : 0, source: step.source, set_by: step.setBy, note: step.note ?? "", created_at: nowIso() })
    .execute();
}

/** POST /api/me/medications and /medications/add: a supplement of the patient's own (a prescription medicine is the clinic's to add). */
export async function addOwnSupplement(viewer: Viewer, input: OwnRegimenInput): Promise<Outcome<Regimen>> {
  const today = todayIn(viewer.time_zone);
  const medication = await medicationById(db, input.medication);
  if (!medication || medication.retired) return invalidField("medication", MED_MSG.pickMedication);
  if (medication.prescription) return invalidField("medication", MED_MSG.prescriptionOnly);
  if (medication.kind !== "supplement") return invalidField("medication", MED_MSG.supplementsOnly);
  const refused = strengthError(medication, input.dose) ?? startError(input.start_day ?? today, today);
  if (refused) return refused;
  const id = await db.transaction().execute(async (trx) => {
    const startDay = input.start_day ?? today;
    const id = await insertRegimen(trx, { userId: viewer.id, medication, setBy: "self", prescribedBy: null, input, startDay, today, titrateTo: null });
    await insertStep(trx, { regimenId: id, fromDay: startDay, dose: input.dose, source: "start", setBy: viewer.id });
    await medicationsChanged(trx, viewer.id);
    return id;
  });
  return done((await regimenOf(db, viewer.id, id, today))!);
}

/** The regimen a patient's own write starts from: theirs (else not found), not stopped. */
async function ownWritable(conn: Db, viewer: Viewer, id: number, selfOnly: boolean) {
  const row = await ownedRegimenRow(conn, viewer.id, id);
  if (!row) return { refused: notFound };
  if (selfOnly && row.set_by !== "self") return { refused: forbidden };
  if (row.status === "stopped") return { refused: invalidField("non_field_errors", MED_MSG.stopped) };
  return { row };
}

/**
 * PUT /api/me/medications/{id} and the details page: the patient's own supplement. A new dose is
 * a new step from today (the days before keep theirs); the schedule stays (to change it, stop
 * the supplement and add it again, so that earlier doses keep the times they were due at).
 */
export async function editOwnRegimen(viewer: Viewer, id: number, input: OwnEditInput): Promise<Outcome<Regimen>> {
  const today = todayIn(viewer.time_zone);
  const found = await ownWritable(db, viewer, id, true);
  if (found.refused) return found.refused;
  const strengths = jsonList<number>(found.row.strengths);
  const refused = strengthError({ strengths }, input.dose);
  if (refused) return refused;
  await db.transaction().execute(async (trx) => {
    const steps = await trx.selectFrom("medication_steps").select(["from_day", "dose", "paused"]).where("regimen_id", "=", id).orderBy("from_day").orderBy("id").execute();
    // Before the start, the change is to the first dose; after it, from today.
    const from = today < found.row.start_day ? found.row.start_day : today;
    if (doseOn(steps.map((st) => ({ ...st, paused: st.paused !== 0 })), from) !== input.dose) {
      await trx.deleteFrom("medication_steps").where("regimen_id", "=", id).where("from_day", ">", from).execute();
      await insertStep(trx, { regimenId: id, fromDay: from, dose: input.dose, source: "change", setBy: viewer.id });
    }
    await trx
      .updateTable("medication_regimens")
      .set({
        instructions: input.instructions ?? "",
        ...(input.supply === undefined ? {} : { supply: input.supply, supply_on: today }),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    await medicationsChanged(trx, viewer.id);
  });
  return done((await regimenOf(db, viewer.id, id, today))!);
}

/** POST /api/me/medications/{id}/stop: the patient stops a supplement of their own, from today; it stays in their history. */
export async function stopOwnRegimen(viewer: Viewer, id: number, reason: string | undefined): Promise<Outcome<Regimen>> {
  const today = todayIn(viewer.time_zone);
  const found = await ownWritable(db, viewer, id, true);
  if (found.refused) return found.refused;
  await db.transaction().execute(async (trx) => {
    await stopRegimen(trx, id, today, reason ?? "");
    await medicationsChanged(trx, viewer.id);
  });
  return done((await regimenOf(db, viewer.id, id, today))!);
}

/** Stops a regimen from `today`: no dose is due from then; the plan's steps still to come go (they were a plan, not history). */
export async function stopRegimen(trx: Trx, id: number, today: string, reason: string) {
  await trx.deleteFrom("medication_steps").where("regimen_id", "=", id).where("from_day", ">", today).execute();
  const row = await trx.selectFrom("medication_regimens").select("start_day").where("id", "=", id).executeTakeFirstOrThrow();
  // A regimen stopped before it began ends on its first day: nothing was ever due.
  const end = row.start_day > today ? row.start_day : today;
  await trx.updateTable("medication_regimens").set({ status: "stopped", end_day: end, stop_reason: reason, updated_at: nowIso() }).where("id", "=", id).execute();
}

/** POST /api/me/medications/{id}/supply and the page: the doses on hand now, of any of the member's medicines. */
export async function setSupply(viewer: Viewer, id: number, supply: number): Promise<Outcome<Regimen>> {
  const today = todayIn(viewer.time_zone);
  const found = await ownWritable(db, viewer, id, false);
  if (found.refused) return found.refused;
  await db.updateTable("medication_regimens").set({ supply, supply_on: today, updated_at: nowIso() }).where("id", "=", id).execute();
  return done((await regimenOf(db, viewer.id, id, today))!);
}
