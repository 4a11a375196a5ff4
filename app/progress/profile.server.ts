import { db, nowIso } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { done, forbidden, invalid, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { lengthOf, lengthToCm, type Units, weightOf, weightToKg } from "~/domain/units";
import { isAdmin } from "~/domain/users";
import { latestWeightKg } from "./latest-weight.server";
import { PROGRESS_MSG } from "./schemas";

/**
 * The clinic record's body profile: the height BMI is worked out with, and the goal weight the
 * chart draws. A member gives their height once; the goal weight is theirs to set, and their
 * clinic's (the care team's record, app/care/).
 */

export interface BodyProfile {
  height_cm: number | null;
  goal_weight_kg: number | null;
}

const profileRow = preparedRead(["patientId"], (a: { patientId: number }) => db.selectFrom("body_profiles").select(["height_cm", "goal_weight_kg"]).where("user_id", "=", a.patientId));

export async function getBodyProfile(conn: Db, patientId: number): Promise<BodyProfile> {
  const [row] = await profileRow(conn, { patientId });
  return row ?? { height_cm: null, goal_weight_kg: null };
}

async function saveProfile(conn: Db, patientId: number, values: Partial<{ height_cm: number; height_set_by: number; goal_weight_kg: number | null }>) {
  const now = nowIso();
  await conn
    .insertInto("body_profiles")
    .values({ user_id: patientId, height_cm: null, goal_weight_kg: null, height_set_by: null, ...values, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/**
 * A member's height, asked once: it belongs to the clinic record, so a member may give it only
 * while none is recorded.
 */
export async function setOwnHeight(viewer: Viewer, height: number, units: Units = "imperial"): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const profile = await getBodyProfile(trx, viewer.id);
    if (profile.height_cm !== null) return invalid({ height: [PROGRESS_MSG.heightOnRecord] });
    await saveProfile(trx, viewer.id, { height_cm: lengthToCm(height, units), height_set_by: viewer.id });
    return done(null);
  });
}

/**
 * A goal weight above the patient's current weight (their latest weigh-in, the clinic's or their
 * own) is saved only once confirmed (docs/decisions/0174): 250 lb for a patient at 213 lb is far
 * more often a slip than a plan. The current weight in `units` when the goal is above it and not
 * confirmed; null when it may be saved (no goal, no weigh-in, at or under it, or confirmed).
 */
export async function goalAboveCurrent(conn: Db, patientId: number, goal: number | null, units: Units, confirm: boolean): Promise<number | null> {
  if (goal === null || confirm) return null;
  const currentKg = await latestWeightKg(conn, patientId);
  if (currentKg === null || weightToKg(goal, units) <= currentKg) return null;
  return weightOf(currentKg, units);
}

/** Asks before a goal above the member's current weight is saved; the API asks it before it saves a height sent with it, so that nothing of the call is. */
export async function checkGoalWeight(viewer: Viewer, goal: number | null, units: Units = "imperial", confirm = false): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  const current = await goalAboveCurrent(db, viewer.id, goal, units, confirm);
  if (current !== null) return invalid({ goal_weight: [PROGRESS_MSG.goalAboveCurrent(current, units)], confirm: [PROGRESS_MSG.confirmGoal] });
  return done(null);
}

/** The member's goal weight in their units, or null to remove it; above their current weight, only once confirmed. */
export async function setGoalWeight(viewer: Viewer, goal: number | null, units: Units = "imperial", confirm = false): Promise<Outcome<null>> {
  const asked = await checkGoalWeight(viewer, goal, units, confirm);
  if (!asked.ok) return asked;
  await writeGoalWeight(db, viewer.id, goal, units);
  return done(null);
}

/**
 * Writes a patient's goal weight (in `units`, or null to remove it): the member's own, or their
 * clinic's once the care area has checked who may. Answers whether it changed: the same goal
 * saved again writes nothing (and so tells the patient nothing).
 */
export async function writeGoalWeight(conn: Db, patientId: number, goal: number | null, units: Units = "imperial"): Promise<boolean> {
  const kg = goal === null ? null : weightToKg(goal, units);
  if ((await getBodyProfile(conn, patientId)).goal_weight_kg === kg) return false;
  await saveProfile(conn, patientId, { goal_weight_kg: kg });
  return true;
}

/** GET /api/progress/profile: the member's height and goal weight as they are shown (inches and pounds, or centimetres and kilograms). */
export async function bodyProfile(viewer: Viewer, units: Units = "imperial"): Promise<{ height: number | null; goal_weight: number | null }> {
  const p = await getBodyProfile(db, viewer.id);
  return { height: lengthOf(p.height_cm, units), goal_weight: weightOf(p.goal_weight_kg, units) };
}
