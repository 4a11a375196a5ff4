import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { todayIn } from "~/domain/calendar";
import { done, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { careNoteLeft } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { patientInScope, type CarePatient } from "~/clinical/access.server";
import { joinedDayOf } from "~/clinical/flags";
import { CARE_MSG } from "./codes";
import type { NoteInput } from "./schemas";
import type { CareNote } from "~/clinical/api-shapes";

/**
 * Notes from the care team: a staff member leaves one for a patient on a day of their journal;
 * the patient sees it on that day, with the author's name, and marks it read.
 */

function notes(conn: Db) {
  return conn
    .selectFrom("care_notes as n")
    .leftJoin("users as a", "a.id", "n.author_id")
    .select(["n.id", "n.day", "n.body", "n.created_at", "n.read_at", "a.first_name", "a.last_name"]);
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof notes>["executeTakeFirstOrThrow"]>>;

const toNote = (r: NoteRow): CareNote => ({
  id: r.id,
  date: r.day,
  text: r.body,
  author: r.first_name === null ? CARE_MSG.formerAuthor : `${r.first_name} ${r.last_name ?? ""}`.trim(),
  created_at: r.created_at,
  read: r.read_at !== null,
  read_at: r.read_at,
});

/**
 * A staff member leaves a note on a day of a patient's journal (not a day in the patient's
 * future). The patient sees it on that day, and is told by a notification (in the portal, and by
 * email if they wish; its text names the day, never the note) written in the same transaction.
 */
export async function leaveNote(viewer: Viewer, patientId: number, input: NoteInput): Promise<Outcome<CareNote>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  if (input.date > todayIn(patient.time_zone)) return invalidField("date", CARE_MSG.futureNote);
  if (input.date < (await firstNoteDay(db, patient))) return invalidField("date", CARE_MSG.beforeJoined);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("care_notes")
      .values({ patient_id: patient.id, author_id: viewer.id, day: input.date, body: input.text, created_at: nowIso(), read_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await notify(trx, patient.id, careNoteLeft({ day: input.date }));
    return row.id;
  });
  return done(toNote(await notes(db).where("n.id", "=", id).executeTakeFirstOrThrow()));
}

/**
 * The first day of a patient's journal a note may be about (issue 36): the day they joined (their
 * account made, on their clinic's calendar), or an earlier day their record already holds, when a
 * weigh-in, a food entry or an exercise was entered for a day before it (the intake weigh-in,
 * history brought over from the clinic's own system).
 */
export async function firstNoteDay(conn: Db, patient: Pick<CarePatient, "id" | "created_at" | "time_zone">): Promise<string> {
  const first = (q: Promise<{ d: string | null } | undefined>) => q.then((r) => r?.d ?? null);
  const days = await Promise.all([
    first(conn.selectFrom("weights").select(sql<string | null>`min(measured_on)`.as("d")).where("user_id", "=", patient.id).executeTakeFirst()),
    first(conn.selectFrom("journal_entries").select(sql<string | null>`min(day)`.as("d")).where("user_id", "=", patient.id).executeTakeFirst()),
    first(conn.selectFrom("exercise_logs").select(sql<string | null>`min(done_on)`.as("d")).where("user_id", "=", patient.id).executeTakeFirst()),
  ]);
  return days.reduce<string>((a, d) => (d !== null && d < a ? d : a), joinedDayOf(patient.created_at, patient.time_zone));
}

/** The patient's own notes on one day, oldest first (the journal day shows them). */
export async function notesForDay(viewer: Viewer, day: string): Promise<CareNote[]> {
  const rows = await notes(db).where("n.patient_id", "=", viewer.id).where("n.day", "=", day).orderBy("n.id").execute();
  return rows.map(toNote);
}

/** GET /api/journals/notes: the patient's own notes, of one day or all of them, newest first. */
export async function listNotes(viewer: Viewer, q: { date?: string; limit: number; offset: number }) {
  let base = db.selectFrom("care_notes as n").where("n.patient_id", "=", viewer.id);
  if (q.date) base = base.where("n.day", "=", q.date);
  const [rows, total] = await Promise.all([
    notes(db)
      .where("n.patient_id", "=", viewer.id)
      .$if(q.date !== undefined, (qb) => qb.where("n.day", "=", q.date!))
      .orderBy("n.day", "desc")
      .orderBy("n.id", "desc")
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toNote) };
}

/** The patient marks one of their notes read (again: nothing changes). Another patient's note is not found. */
export async function markNoteRead(viewer: Viewer, noteId: number): Promise<Outcome<CareNote>> {
  await db
    .updateTable("care_notes")
    .set({ read_at: nowIso() })
    .where("id", "=", noteId)
    .where("patient_id", "=", viewer.id)
    .where("read_at", "is", null)
    .executeTakeFirst();
  const row = await notes(db).where("n.id", "=", noteId).where("n.patient_id", "=", viewer.id).executeTakeFirst();
  return row ? done(toNote(row)) : notFound;
}

/** The patient's own notes of these ids (their messages page lists them among the conversations, issue 39). */
export async function notesOfIds(conn: Db, patientId: number, ids: readonly number[]): Promise<CareNote[]> {
  if (ids.length === 0) return [];
  const rows = await notes(conn).where("n.patient_id", "=", patientId).where("n.id", "in", ids).execute();
  return rows.map(toNote);
}

/** The notes staff left a patient, newest first (the record). */
export async function notesOfPatient(conn: Db, patientId: number, limit = 20): Promise<CareNote[]> {
  const rows = await notes(conn).where("n.patient_id", "=", patientId).orderBy("n.day", "desc").orderBy("n.id", "desc").limit(limit).execute();
  return rows.map(toNote);
}
