import { patientInScope } from "~/clinical/access.server";
import { db } from "~/db/db.server";
import { done, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { listCatalogue, type Medication } from "./catalogue.server";
import { medicationOverview, type MedicationOverview } from "./overview.server";

/**
 * The care team's view of a patient's medicines (issue 38): the card on the patient's record and
 * GET /api/care/patients/{id}/medications. The same overview as the patient's own page (each
 * regimen with its steps, its doses of the last 28 days and its adherence; the side-effect chart),
 * for a patient of a clinic the viewer looks after; another clinic's is not found.
 */

export type PatientMedications = MedicationOverview & { patient: number };

export async function patientMedications(viewer: Viewer, patientId: number, opts: { chartRegimen?: number | null; now?: Date } = {}): Promise<Outcome<PatientMedications>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const overview = await medicationOverview(db, patient, { chart: true, chartRegimen: opts.chartRegimen ?? null, now: opts.now });
  return done({ patient: patient.id, ...overview });
}

/** The formulary a prescription picks from (every entry in the list; a programme's list is short). */
export async function prescribable(viewer: Viewer): Promise<Medication[]> {
  return (await listCatalogue(viewer, { limit: 200, offset: 0 })).results;
}
