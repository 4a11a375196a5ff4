import { db, nowIso } from "~/db/db.server";
import { todayIn } from "~/domain/calendar";
import { done, invalid, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { DEFAULT_UNITS, type Units } from "~/domain/units";
import { saveGoal } from "~/journal/journal.server";
import type { GoalInput } from "~/journal/schemas";
import type { JournalGoal } from "~/journal/types";
import { goalAboveCurrent, writeGoalWeight } from "~/progress/profile.server";
import { PROGRESS_MSG, type WeightEntryInput } from "~/progress/schemas";
import { addClinicWeight, releaseHeldWeights } from "~/progress/weigh-ins.server";
import type { WeightHistoryRow } from "~/progress/weights.server";
import { clinicGoalSet } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { patientInScope } from "~/clinical/access.server";
import { FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { CARE_MSG } from "./codes";
import { joinedDayOf } from "~/clinical/flags";
import { flagsWithReviews } from "./panel-read.server";
import type { RecordFlag } from "./record.server";

/**
 * What the care team does on a patient's record, for a patient of a clinic they look after
 * (another clinic's patient is not found): a clinic weigh-in, the nutrition goals and goal
 * weight, and a flag's review. Notes are notes.server.ts. Each is one transaction.
 */

/** A clinic weigh-in (member_created 0), on the patient's clinic day, with who entered it; typed, and answered, in `units`. */
export async function recordClinicWeighIn(viewer: Viewer, patientId: number, input: WeightEntryInput, units: Units = DEFAULT_UNITS): Promise<Outcome<WeightHistoryRow>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const written = await addClinicWeight(patient, viewer, input, units);
  return written.ok ? done(written.data.row) : written;
}

/** The patient's nutrition goals from their today: the journal shows them as set by the clinic. */
export async function setPatientGoals(viewer: Viewer, patientId: number, input: GoalInput): Promise<Outcome<{ goal: JournalGoal; created: boolean }>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  return saveGoal(patient, null, input, viewer);
}

type GoalWeightOptions = { quiet?: boolean; units?: Units; confirm?: boolean };

/** The question a goal above the patient's current weight asks (docs/decisions/0174), in the staff member's units; null when there is none. */
async function goalQuestion(patientId: number, goal: number | null, opts: GoalWeightOptions): Promise<ReturnType<typeof invalid> | null> {
  const units = opts.units ?? DEFAULT_UNITS;
  const current = await goalAboveCurrent(db, patientId, goal, units, opts.confirm ?? false);
  return current === null ? null : invalid({ goal_weight: [CARE_MSG.goalAboveCurrent(current, units)], confirm: [PROGRESS_MSG.confirmGoal] });
}

/**
 * Asks before a goal weight above the patient's current weight is saved: the care API asks it
 * before it saves the nutrition goals sent with it, so that nothing of the call is saved.
 */
export async function checkPatientGoalWeight(viewer: Viewer, patientId: number, goal: number | null, opts: GoalWeightOptions = {}): Promise<Outcome<null>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  return (await goalQuestion(patient.id, goal, opts)) ?? done(null);
}

/**
 * The patient's goal weight (in `units`, pounds unless told; null removes it), as the clinic
 * agreed it with them; above their current weight, only once confirmed. The patient is told,
 * unless the same call also set their nutrition goals (`quiet`: one notice).
 */
export async function setPatientGoalWeight(viewer: Viewer, patientId: number, goal: number | null, opts: GoalWeightOptions = {}): Promise<Outcome<null>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const asked = await goalQuestion(patient.id, goal, opts);
  if (asked) return asked;
  await db.transaction().execute(async (trx) => {
    const changed = await writeGoalWeight(trx, patient.id, goal, opts.units ?? DEFAULT_UNITS);
    // The same goal saved again is no news; changed again the same day, the patient was told already (the notice's key).
    if (changed && goal !== null && !opts.quiet) await notify(trx, patient.id, clinicGoalSet({ area: "weight", day: todayIn(patient.time_zone) }));
  });
  return done(null);
}

/**
 * Marks the flag open now reviewed, with a short note. The review belongs to this episode: the
 * flag stays quiet while its condition holds, and comes back unreviewed once it has cleared and
 * is raised again (docs/decisions/0121). A flag that is not open cannot be reviewed. Reviewing
 * the implausible-entry flag releases the weigh-ins held for it (docs/decisions/0173).
 */
export async function reviewFlag(viewer: Viewer, patientId: number, code: FlagCode, note: string): Promise<Outcome<RecordFlag & { episode: number }>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  const today = todayIn(patient.time_zone);
  const joined = joinedDayOf(patient.created_at, patient.time_zone);
  return db.transaction().execute(async (trx) => {
    const summary = await trx.selectFrom("care_summaries").selectAll().where("user_id", "=", patient.id).executeTakeFirst();
    const open = flagsWithReviews(summary ?? null, joined, today, []).find((f) => f.code === code);
    if (!open) return invalidField("non_field_errors", CARE_MSG.notOpen);
    const now = nowIso();
    const review = { reviewed_at: now, reviewed_by: viewer.id, review_note: note };
    const episode = await trx.selectFrom("care_flags").select(["id", "since"]).where("patient_id", "=", patient.id).where("code", "=", code).where("cleared_on", "is", null).executeTakeFirst();
    let id: number;
    if (episode && episode.since === open.since) {
      await trx.updateTable("care_flags").set(review).where("id", "=", episode.id).execute();
      id = episode.id;
    } else {
      if (episode) await trx.updateTable("care_flags").set({ cleared_on: today }).where("id", "=", episode.id).execute();
      const row = await trx
        .insertInto("care_flags")
        .values({ patient_id: patient.id, code, since: open.since, created_at: now, ...review })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (code === "implausible") await releaseHeldWeights(trx, patient.id);
    const by = await trx.selectFrom("users").select(["first_name", "last_name"]).where("id", "=", viewer.id).executeTakeFirst();
    return done({
      ...open,
      reviewed: true,
      label: FLAG_LABELS[code],
      review: { by: by ? `${by.first_name} ${by.last_name}`.trim() : null, at: now, note },
      episode: id,
    });
  });
}
