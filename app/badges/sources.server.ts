import { DEFAULT_TIME_ZONE, todayIn } from "~/domain/calendar";
import type { Db } from "~/domain/outcome";
import { type BadgeFacts, FACT_KINDS, type FactKind, type LoggedDay } from "./rules";

/**
 * Where the badge rules read a member's data: one small function per kind of fact (weights,
 * the food journal, hydration against its goal, workouts, recipe submissions).
 */

/**
 * Every weigh-in, oldest first, but those confirmed implausibly far from the trend and still held
 * for the care team's review (weights.needs_review; docs/decisions/0173): they earn nothing yet.
 */
export async function weightFacts(conn: Db, patientId: number): Promise<BadgeFacts["weights"]> {
  const rows = await conn
    .selectFrom("weights")
    .select(["measured_on", "weight_kg"])
    .where("user_id", "=", patientId)
    .where("needs_review", "=", 0)
    .orderBy("measured_on")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ day: r.measured_on, kg: r.weight_kg }));
}

/**
 * Days with at least one food-journal entry, each with the clinic day its first entry was
 * written (so a day filled in a month later does not keep a streak alive).
 */
export async function journalDays(conn: Db, patientId: number, timeZone: string): Promise<LoggedDay[]> {
  const rows = await conn
    .selectFrom("journal_entries")
    .select(["day", (eb) => eb.fn.min("created_at").as("first")])
    .where("user_id", "=", patientId)
    .where("kind", "=", "food")
    .groupBy("day")
    .execute();
  return rows.map((r) => ({ day: r.day, loggedOn: dayOfTimestamp(String(r.first), timeZone) }));
}

/**
 * Days on which the hydration goal in force was met, each with the clinic day the hydration that
 * reached it was last written. A day without a hydration goal (or a goal of 0) counts for nothing.
 */
export async function hydrationGoalDays(conn: Db, patientId: number, timeZone: string): Promise<LoggedDay[]> {
  const [fluids, goals] = await Promise.all([
    conn
      .selectFrom("journal_entries")
      .select(["day", (eb) => eb.fn.sum<number>("fluid_floz").as("floz"), (eb) => eb.fn.max("updated_at").as("last")])
      .where("user_id", "=", patientId)
      .where("kind", "=", "hydration")
      .groupBy("day")
      .execute(),
    conn.selectFrom("nutrition_goals").select(["starts_on", "hydration_floz"]).where("user_id", "=", patientId).orderBy("starts_on").orderBy("id").execute(),
  ]);
  const goalOn = (day: string) => {
    let goal = 0;
    for (const g of goals) {
      if (g.starts_on > day) break;
      goal = g.hydration_floz;
    }
    return goal;
  };
  return fluids
    .filter((f) => {
      const goal = goalOn(f.day);
      return goal > 0 && Number(f.floz) >= goal;
    })
    .map((f) => ({ day: f.day, loggedOn: dayOfTimestamp(String(f.last), timeZone) }));
}

/**
 * The day of every logged workout, oldest first: one per activity the member logged on My
 * Progress or wrote in the fitness journal (both are exercise_logs rows, decision 0051).
 */
export async function workoutDays(conn: Db, patientId: number): Promise<string[]> {
  const rows = await conn.selectFrom("exercise_logs").select("done_on").where("user_id", "=", patientId).orderBy("done_on").orderBy("id").execute();
  return rows.map((r) => r.done_on);
}

/** The clinic's time zone of a member (their "today"). */
export async function timeZoneOf(conn: Db, patientId: number): Promise<string> {
  const row = await conn
    .selectFrom("users")
    .leftJoin("clinics", "clinics.id", "users.clinic_id")
    .select("clinics.time_zone")
    .where("users.id", "=", patientId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** A stored UTC timestamp as the clinic calendar day it happened on. */
export const dayOfTimestamp = (iso: string, timeZone: string) => todayIn(timeZone, new Date(iso));

/** The clinic day of each recipe the member submitted. */
export async function recipeSubmissionDays(conn: Db, patientId: number, timeZone: string): Promise<string[]> {
  const rows = await conn.selectFrom("recipes").select("created").where("created_by", "=", patientId).where("is_submitted", "=", 1).execute();
  return rows.map((r) => dayOfTimestamp(r.created, timeZone));
}

/**
 * What the rules read, for one member: every kind of fact, or only those named (a write that
 * changed food entries need not read weigh-ins). A kind not asked for is empty.
 */
export async function badgeFacts(conn: Db, patientId: number, kinds: readonly FactKind[] = FACT_KINDS): Promise<BadgeFacts> {
  const wants = (kind: FactKind) => kinds.includes(kind);
  const none = async () => [];
  const timeZone = wants("journal") || wants("hydration") || wants("recipes") ? await timeZoneOf(conn, patientId) : DEFAULT_TIME_ZONE;
  const [weights, journal, hydration, workouts, recipes] = await Promise.all([
    wants("weights") ? weightFacts(conn, patientId) : none(),
    wants("journal") ? journalDays(conn, patientId, timeZone) : none(),
    wants("hydration") ? hydrationGoalDays(conn, patientId, timeZone) : none(),
    wants("workouts") ? workoutDays(conn, patientId) : none(),
    wants("recipes") ? recipeSubmissionDays(conn, patientId, timeZone) : none(),
  ]);
  return { weights, journal, hydration, workouts, recipes };
}
