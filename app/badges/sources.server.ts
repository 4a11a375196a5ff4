import { DEFAULT_TIME_ZONE, todayIn } from "~/domain/calendar";
import type { Db } from "~/domain/outcome";
import type { BadgeFacts, LoggedDay } from "./rules";

/**
 * Where the badge rules read a member's data: one small function per kind of fact. The weights
 * and the recipe submissions are real. The food journal, hydration and workout logs live in
 * areas being built alongside this one; until their tables land these answer "nothing yet", and
 * wiring them is one query each (the shapes below are what the rules need).
 */

/** Every weigh-in, oldest first. */
export async function weightFacts(conn: Db, patientId: number): Promise<BadgeFacts["weights"]> {
  const rows = await conn
    .selectFrom("weights")
    .select(["measured_on", "weight_kg"])
    .where("user_id", "=", patientId)
    .orderBy("measured_on")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ day: r.measured_on, kg: r.weight_kg }));
}

/**
 * Days with at least one food-journal entry, each with the clinic day its first entry was
 * written (a created_at timestamp seen in the member's time zone, `dayOfTimestamp`).
 * TO WIRE: select journal day and min(created_at) grouped by day from the journal's entries table.
 */
export async function journalDays(_conn: Db, _patientId: number): Promise<LoggedDay[]> {
  return [];
}

/**
 * Days on which the hydration goal was met, each with the clinic day the entry that reached the
 * goal was written. TO WIRE: the journal area's hydration rows against its hydration goal.
 */
export async function hydrationGoalDays(_conn: Db, _patientId: number): Promise<LoggedDay[]> {
  return [];
}

/**
 * The day of every logged workout (exercise log entries and fitness-journal entries).
 * TO WIRE: the fitness area's log_exercises.datedone (and fitness_journals.date).
 */
export async function workoutDays(_conn: Db, _patientId: number): Promise<string[]> {
  return [];
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

/** Everything the rules read, for one member. */
export async function badgeFacts(conn: Db, patientId: number): Promise<BadgeFacts> {
  const timeZone = await timeZoneOf(conn, patientId);
  const [weights, journal, hydration, workouts, recipes] = await Promise.all([
    weightFacts(conn, patientId),
    journalDays(conn, patientId),
    hydrationGoalDays(conn, patientId),
    workoutDays(conn, patientId),
    recipeSubmissionDays(conn, patientId, timeZone),
  ]);
  return { weights, journal, hydration, workouts, recipes };
}
