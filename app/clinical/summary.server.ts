import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { CareSummaryRow } from "~/db/tables/care";
import { addDays, DEFAULT_TIME_ZONE, todayIn } from "~/domain/calendar";
import type { Db, Trx } from "~/domain/outcome";
import { waitingPart } from "~/clinical/waiting.server";
import { clockIn } from "~/medications/rows.server";
import { medicationColumns } from "~/medications/summary.server";
import { FLAG_CODES } from "./flag-codes";
import { flagDays, flagDaysText, joinedDayOf, openFlags, seriesFacts, type OpenFlag, type SeriesFacts, type WeighIn } from "./flags";

/**
 * The per-patient summaries the care panel reads (docs/decisions/0122). The weigh-in, journal and
 * exercise writes call `careSummaryChanged` inside their own transaction, naming what they
 * changed; it recomputes that part from the patient's rows (a few indexed reads: never their
 * whole history, except the weigh-ins, a few hundred rows), and keeps the flags' episodes in step.
 * `rebuildCareSummary` recomputes everything; the rebuild script and the seed use it, and a test
 * holds the two to the same answer after random writes.
 */

export type CareChange = "weights" | "journal" | "exercise" | "messages" | "medications";

/** Days of journal and exercise a summary keeps: the panel counts the last 14 and the last 7. */
export const RECENT_DAYS = 14;

/** The summary's columns, as the hook and the rebuild compute them. */
export type SummaryColumns = Omit<CareSummaryRow, "user_id" | "updated_at">;
/** What the patient's rows say; `flag_days` follows from them (withFlagDays). */
export type SummaryFacts = Omit<SummaryColumns, "flag_days">;

interface PatientFacts {
  today: string;
  joined_day: string;
  zone: string;
}

async function patientFacts(conn: Db, patientId: number): Promise<PatientFacts | null> {
  const row = await conn
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .select(["u.user_type", "u.created_at", "c.time_zone"])
    .where("u.id", "=", patientId)
    .executeTakeFirst();
  // Staff keep journals too; only patients are on a panel.
  if (!row || row.user_type !== "P") return null;
  const zone = row.time_zone ?? DEFAULT_TIME_ZONE;
  return { today: todayIn(zone), joined_day: joinedDayOf(row.created_at, zone), zone };
}

/** A patient's weigh-ins as the flag rules read them, oldest first. */
export async function weighInsOf(conn: Db, patientId: number): Promise<WeighIn[]> {
  const rows = await conn
    .selectFrom("weights")
    .select(["id", "measured_on", "weight_kg", "member_created", "needs_review"])
    .where("user_id", "=", patientId)
    .orderBy("measured_on")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, day: r.measured_on, kg: r.weight_kg, member: r.member_created !== 0, held: r.needs_review !== 0 }));
}

async function journalPart(conn: Db, patientId: number, today: string) {
  const [last, days] = await Promise.all([
    conn.selectFrom("journal_entries").select((eb) => eb.fn.max("day").as("d")).where("user_id", "=", patientId).executeTakeFirst(),
    conn
      .selectFrom("journal_entries")
      .select(["day", sql<number>`count(*)`.as("n")])
      .where("user_id", "=", patientId)
      .where("kind", "=", "food")
      .where("day", ">=", addDays(today, -(RECENT_DAYS - 1)))
      .where("day", "<=", today)
      .groupBy("day")
      .orderBy("day")
      .execute(),
  ]);
  return { last_journal_day: (last?.d as string | null | undefined) ?? null, recent_food: JSON.stringify(days.map((d) => [d.day, Number(d.n)])) };
}

async function exercisePart(conn: Db, patientId: number, today: string) {
  const [last, days] = await Promise.all([
    conn.selectFrom("exercise_logs").select((eb) => eb.fn.max("done_on").as("d")).where("user_id", "=", patientId).executeTakeFirst(),
    conn
      .selectFrom("exercise_logs")
      .select(["done_on", (eb) => eb.fn.sum<number>("minutes").as("m")])
      .where("user_id", "=", patientId)
      .where("done_on", ">=", addDays(today, -(RECENT_DAYS - 1)))
      .where("done_on", "<=", today)
      .groupBy("done_on")
      .orderBy("done_on")
      .execute(),
  ]);
  return { last_exercise_day: (last?.d as string | null | undefined) ?? null, recent_minutes: JSON.stringify(days.map((d) => [d.done_on, Number(d.m)])) };
}

const weightPart = async (conn: Db, patientId: number): Promise<SeriesFacts> => seriesFacts(await weighInsOf(conn, patientId));

/** The medicines' part (app/medications/summary.server.ts), as of the clinic's clock in `zone`. */
const medicationPart = (conn: Db, patientId: number, zone: string) => medicationColumns(conn, patientId, clockIn(zone));

/**
 * The facts with the day each flag they raise begins (docs/decisions/0265): the panel reads this
 * one column for every patient of a clinic, and works out from it which flags are open today.
 */
export const withFlagDays = (facts: SummaryFacts, joinedDay: string): SummaryColumns => ({ ...facts, flag_days: flagDaysText(flagDays({ ...facts, joined_day: joinedDay })) });

/** The clinic day the patient's account was made (what a patient who never logged anything is measured from). */
async function joinedDayIn(conn: Db, patientId: number, zone: string): Promise<string> {
  const row = await conn.selectFrom("users").select("created_at").where("id", "=", patientId).executeTakeFirstOrThrow();
  return joinedDayOf(row.created_at, zone);
}

/** Every column from the patient's rows, as of their clinic's today. */
export async function computeCareSummary(conn: Db, patientId: number, today: string, zone: string = DEFAULT_TIME_ZONE): Promise<SummaryColumns> {
  const [weights, journal, exercise, messages, medications, joined] = await Promise.all([
    weightPart(conn, patientId),
    journalPart(conn, patientId, today),
    exercisePart(conn, patientId, today),
    waitingPart(conn, patientId),
    medicationPart(conn, patientId, zone),
    joinedDayIn(conn, patientId, zone),
  ]);
  return withFlagDays({ ...weights, ...journal, ...exercise, ...messages, ...medications }, joined);
}

const SUMMARY_COLUMNS = [
  "start_day",
  "start_kg",
  "trend_kg",
  "trend_low_kg",
  "trend_28d_kg",
  "last_weigh_in_day",
  "last_journal_day",
  "last_exercise_day",
  "recent_food",
  "recent_minutes",
  "plateau_since",
  "rapid_loss_since",
  "regain_since",
  "implausible_since",
  "implausible_weight_id",
  "waiting_messages",
  "waiting_since_day",
  "adherence_28d",
  "missed_doses_since",
  "side_effects_since",
  "medications_on",
] as const;

async function storedSummary(conn: Db, patientId: number): Promise<SummaryFacts | undefined> {
  return conn.selectFrom("care_summaries").select(SUMMARY_COLUMNS).where("user_id", "=", patientId).executeTakeFirst();
}

/** The flags a summary has open on `today`. */
export const flagsOf = (s: SummaryFacts, joinedDay: string, today: string): OpenFlag[] => openFlags({ ...s, joined_day: joinedDay }, today);

async function save(conn: Db, patientId: number, columns: SummaryColumns) {
  const updated_at = new Date().toISOString();
  await conn
    .insertInto("care_summaries")
    .values({ user_id: patientId, ...columns, updated_at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...columns, updated_at }))
    .execute();
}

/**
 * A flag's episodes follow its condition (docs/decisions/0121): when a flag's `since` changes, the
 * open episode closes today and, if the condition holds, a new one opens. A condition the
 * calendar raised (gone quiet, no weigh-in) and a write cleared before anyone looked is kept as
 * a closed episode, so the record's history shows it.
 */
async function reconcileFlags(trx: Trx, patientId: number, before: OpenFlag[], after: OpenFlag[], today: string) {
  const sinceOf = (list: OpenFlag[], code: string) => list.find((f) => f.code === code)?.since ?? null;
  const changed = FLAG_CODES.filter((code) => sinceOf(before, code) !== sinceOf(after, code));
  if (changed.length === 0) return;
  const open = await trx
    .selectFrom("care_flags")
    .select(["id", "code", "since"])
    .where("patient_id", "=", patientId)
    .where("code", "in", changed)
    .where("cleared_on", "is", null)
    .execute();
  const now = new Date().toISOString();
  for (const code of changed) {
    const was = sinceOf(before, code);
    const now_ = sinceOf(after, code);
    const row = open.find((o) => o.code === code);
    // An episode already open for the same start (a review made it) stays as it is.
    if (row && now_ !== null && row.since === now_) continue;
    if (row) await trx.updateTable("care_flags").set({ cleared_on: today }).where("id", "=", row.id).execute();
    else if (was !== null) await trx.insertInto("care_flags").values({ patient_id: patientId, code, since: was, cleared_on: today, created_at: now }).execute();
    if (now_ !== null) await trx.insertInto("care_flags").values({ patient_id: patientId, code, since: now_, created_at: now }).execute();
  }
}

/**
 * The change hook: a write of a patient's weigh-ins, journal or exercise calls it in its own
 * transaction with what it changed. Not a patient (a staff member's own journal): nothing to do.
 */
export async function careSummaryChanged(trx: Trx, patientId: number, changed: readonly CareChange[]): Promise<void> {
  const facts = await patientFacts(trx, patientId);
  if (!facts) return;
  const old = await storedSummary(trx, patientId);
  let next: SummaryColumns;
  if (!old) {
    next = await computeCareSummary(trx, patientId, facts.today, facts.zone);
  } else {
    const parts = await Promise.all([
      changed.includes("weights") ? weightPart(trx, patientId) : null,
      changed.includes("journal") ? journalPart(trx, patientId, facts.today) : null,
      changed.includes("exercise") ? exercisePart(trx, patientId, facts.today) : null,
      changed.includes("messages") ? waitingPart(trx, patientId) : null,
      changed.includes("medications") ? medicationPart(trx, patientId, facts.zone) : null,
    ]);
    next = withFlagDays({ ...old, ...parts[0], ...parts[1], ...parts[2], ...parts[3], ...parts[4] }, facts.joined_day);
  }
  await save(trx, patientId, next);
  await reconcileFlags(trx, patientId, old ? flagsOf(old, facts.joined_day, facts.today) : [], flagsOf(next, facts.joined_day, facts.today), facts.today);
}

/** Recomputes one patient's summary from all their rows (and brings the flags' episodes in step). */
export async function rebuildCareSummary(trx: Trx, patientId: number): Promise<void> {
  await careSummaryChanged(trx, patientId, ["weights", "journal", "exercise", "messages", "medications"]);
}

/** Every patient's summary, each in a transaction of its own (the rebuild script, the seed). */
export async function rebuildAllCareSummaries(conn: Kysely<Database>, onProgress?: (done: number, total: number) => void): Promise<number> {
  const patients = await conn.selectFrom("users").select("id").where("user_type", "=", "P").orderBy("id").execute();
  for (const [i, p] of patients.entries()) {
    await conn.transaction().execute((trx) => rebuildCareSummary(trx, p.id));
    if (onProgress && (i + 1) % 1000 === 0) onProgress(i + 1, patients.length);
  }
  return patients.length;
}
