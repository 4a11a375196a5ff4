import { patientInScope } from "~/clinical/access.server";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { done, invalidField, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { type MedicationChange, medicationChanged } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { medicationById } from "./catalogue.server";
import { MED_MSG } from "./codes";
import { insertRegimen, insertStep, startError, stopRegimen, strengthError } from "./own-regimens.server";
import { medicationsChanged, ownedRegimenRow, type Regimen, regimenOf } from "./regimens.server";
import { jsonList } from "./rows.server";
import type { PrescribeInput, RegimenChange } from "./schemas";
import { doseOn, type PlanStep } from "./schedule";
import { titrationSteps } from "./titration";

/**
 * What the care team does about a patient's medicines (issue 38), for a patient of a clinic they
 * look after (another clinic's is not found, as everywhere in the care area): prescribe, optionally
 * following the formulary's dose steps; change the dose from a day (a new step: the days before
 * keep theirs); pause, resume, stop. Each is one transaction with the patient's notification and
 * the care summary's update. The portal records what the clinic decided; it never picks a dose.
 */

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

async function tell(trx: Trx, patientId: number, change: MedicationChange) {
  await notify(trx, patientId, medicationChanged({ change }));
}

/** POST /api/care/patients/{id}/medications and the record's form: a prescription, from its start day. */
export async function prescribe(viewer: Viewer, patientId: number, input: PrescribeInput): Promise<Outcome<Regimen>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const today = todayIn(patient.time_zone);
  const medication = await medicationById(db, input.medication);
  if (!medication) return invalidField("medication", MED_MSG.pickMedication);
  if (medication.retired) return invalidField("medication", MED_MSG.retired);
  const startDay = input.start_day ?? today;
  const refused = strengthError(medication, input.dose) ?? startError(startDay, today);
  if (refused) return refused;
  const plan = input.titrate ? titrationSteps(medication, input.dose, input.titrate_to, startDay) : done([{ from_day: startDay, dose: input.dose }]);
  if (!plan.ok) return plan;
  const id = await db.transaction().execute(async (trx) => {
    const titrateTo = input.titrate ? plan.data[plan.data.length - 1].dose : null;
    const id = await insertRegimen(trx, { userId: patient.id, medication, setBy: "clinic", prescribedBy: viewer.id, input, startDay, today, titrateTo });
    for (const [i, step] of plan.data.entries()) await insertStep(trx, { regimenId: id, fromDay: step.from_day, dose: step.dose, source: i === 0 ? "start" : "plan", setBy: viewer.id });
    await tell(trx, patient.id, "prescribed");
    await medicationsChanged(trx, patient.id);
    return id;
  });
  return done((await regimenOf(db, patient.id, id, today))!);
}

async function stepsOfRegimen(trx: Trx, id: number): Promise<PlanStep[]> {
  const rows = await trx.selectFrom("medication_steps").select(["from_day", "dose", "paused"]).where("regimen_id", "=", id).orderBy("from_day").orderBy("id").execute();
  return rows.map((r) => ({ from_day: r.from_day, dose: r.dose, paused: r.paused !== 0 }));
}

/**
 * PUT /api/care/patients/{id}/medications/{rid} and the record's forms: a dose change from a day
 * (today or later; the plan's steps after it give way, its titration ends there), a pause or a
 * resume from today, or a stop from today with a reason. A patient's own supplement may be changed
 * too: the clinic may always pause or stop what a patient takes.
 */
export async function changeRegimen(viewer: Viewer, patientId: number, regimenId: number, change: RegimenChange): Promise<Outcome<Regimen>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const row = await ownedRegimenRow(db, patient.id, regimenId);
  if (!row) return notFound;
  const today = todayIn(patient.time_zone);
  if (row.status === "stopped") return invalidField("non_field_errors", MED_MSG.stopped);
  const refused = await db.transaction().execute(async (trx) => {
    const steps = await stepsOfRegimen(trx, regimenId);
    switch (change.action) {
      case "dose": {
        if (row.status === "paused") return invalidField("non_field_errors", MED_MSG.paused);
        const from = change.from_day ?? (today < row.start_day ? row.start_day : today);
        if (from < today) return invalidField("from_day", MED_MSG.changeInPast);
        if (from > addDays(today, 365)) return invalidField("from_day", MED_MSG.changeTooLate);
        const strength = strengthError({ strengths: jsonList<number>(row.strengths) }, change.dose);
        if (strength) return strength;
        if (near(doseOn(steps, from) ?? -1, change.dose) && !steps.some((s) => s.from_day > from)) return invalidField("dose", MED_MSG.sameDose);
        await trx.deleteFrom("medication_steps").where("regimen_id", "=", regimenId).where("from_day", ">=", from).where("from_day", ">", today).execute();
        await insertStep(trx, { regimenId, fromDay: from, dose: change.dose, source: "change", setBy: viewer.id, note: change.note });
        await trx.updateTable("medication_regimens").set({ titrate_to: null, updated_at: nowIso() }).where("id", "=", regimenId).execute();
        await tell(trx, patient.id, "dose");
        break;
      }
      case "pause": {
        if (row.status === "paused") return invalidField("non_field_errors", MED_MSG.paused);
        const dose = doseOn(steps, today) ?? steps[0]?.dose ?? 0;
        await trx.deleteFrom("medication_steps").where("regimen_id", "=", regimenId).where("from_day", ">", today).execute();
        await insertStep(trx, { regimenId, fromDay: today < row.start_day ? row.start_day : today, dose, paused: true, source: "pause", setBy: viewer.id, note: change.note });
        await trx.updateTable("medication_regimens").set({ status: "paused", titrate_to: null, updated_at: nowIso() }).where("id", "=", regimenId).execute();
        await tell(trx, patient.id, "paused");
        break;
      }
      case "resume": {
        if (row.status !== "paused") return invalidField("non_field_errors", MED_MSG.notPaused);
        const dose = doseOn(steps, today) ?? steps[0]?.dose ?? 0;
        await insertStep(trx, { regimenId, fromDay: today < row.start_day ? row.start_day : today, dose, source: "resume", setBy: viewer.id, note: change.note });
        await trx.updateTable("medication_regimens").set({ status: "active", updated_at: nowIso() }).where("id", "=", regimenId).execute();
        await tell(trx, patient.id, "resumed");
        break;
      }
      case "stop": {
        await stopRegimen(trx, regimenId, today, change.reason);
        await tell(trx, patient.id, "stopped");
        break;
      }
    }
    await medicationsChanged(trx, patient.id);
    return null;
  });
  if (refused) return refused;
  return done((await regimenOf(db, patient.id, regimenId, today))!);
}
