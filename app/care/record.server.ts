import { badgeCardsOf, type BadgeCard } from "~/badges/award.server";
import { nextAppointment } from "~/clinical/appointments.server";
import { db } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { done, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { DEFAULT_UNITS, type Units } from "~/domain/units";
import { exerciseWeeks } from "~/fitness/history.server";
import { daySummaries, journalDayOf } from "~/journal/days.server";
import type { JournalDay, JournalGoal, JournalSummary } from "~/journal/types";
import { weightProgress, type ProgressOverview, type WeightHistoryRow } from "~/progress/weights.server";
import { patientInScope, type CarePatient } from "~/clinical/access.server";
import { FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { RECORD_FITNESS_WEEKS, RECORD_JOURNAL_DAYS } from "./codes";
import type { CareNote } from "~/clinical/api-shapes";
import { firstNoteDay as firstNoteDayOf, notesOfPatient } from "./notes.server";
import { joinedDayOf } from "~/clinical/flags";
import { panelNumbers, windowsOf } from "./panel.server";
import { flagsWithReviews } from "./panel-read.server";
import { journalDayIn } from "~/journal/fluid-units";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * A patient's record as the care team sees it (/patients/{id}, GET /api/care/patients/{id}):
 * the weight chart and weigh-ins (the clinic's and the patient's own told apart, with who
 * entered each), the trend and goal as /progress shows them, the journal by day against its goal,
 * exercise by week, badges, the flags with their history, and the notes left. Read only; the
 * record's actions are actions.server.ts.
 */

export type FlagEpisode = z.infer<typeof apiShapes.flagEpisode>;

export type RecordFlag = z.infer<typeof apiShapes.recordFlag>;

export interface PatientRecord {
  patient: { id: number; name: string; email: string; clinic: { id: number; name: string } };
  today: string;
  /** The weights' units (the headline, chart, weigh-ins and goal): the reader's choice. */
  units: Units;
  headline: ReturnType<typeof panelNumbers> & { next_appointment: { date: string; time: string } | null };
  overview: ProgressOverview;
  /** The latest weigh-ins, newest first, with who entered each clinic weigh-in. */
  weighIns: (WeightHistoryRow & { entered_by: string | null })[];
  /** The last RECORD_JOURNAL_DAYS days, newest first, each with the goal in force. */
  journal: (JournalSummary & { goal_calories: number | null })[];
  /** The first day a note may be about: the day the patient joined, or an earlier day their record holds. */
  firstNoteDay: string;
  /** The goal in force today (what the goals form starts from). */
  goalToday: JournalGoal | null;
  /** One day's entries when a day is open (read only). */
  day: Pick<JournalDay, "day" | "entries" | "summary" | "goal" | "progress"> | null;
  fitness: { week: string; minutes: number; calories: number }[];
  badges: BadgeCard[];
  flags: RecordFlag[];
  history: FlagEpisode[];
  notes: CareNote[];
}

const LATEST_WEIGH_INS = 10;

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ""}`.trim());

async function episodes(conn: Db, patientId: number): Promise<FlagEpisode[]> {
  const rows = await conn
    .selectFrom("care_flags as f")
    .leftJoin("users as r", "r.id", "f.reviewed_by")
    .select(["f.id", "f.code", "f.since", "f.cleared_on", "f.reviewed_at", "f.review_note", "r.first_name", "r.last_name"])
    .where("f.patient_id", "=", patientId)
    .orderBy("f.since", "desc")
    .orderBy("f.id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code as FlagCode,
    label: FLAG_LABELS[r.code as FlagCode] ?? r.code,
    since: r.since,
    cleared_on: r.cleared_on,
    reviewed_at: r.reviewed_at,
    reviewed_by: nameOf(r.first_name, r.last_name),
    review_note: r.review_note,
  }));
}

/** Who entered the patient's latest clinic weigh-ins (the record shows the latest weigh-ins of either kind). */
async function enteredBy(conn: Db, patientId: number, latest: number): Promise<Map<number, string>> {
  const rows = await conn
    .selectFrom("weights as w")
    .innerJoin("users as u", "u.id", "w.created_by")
    .select(["w.id", "u.first_name", "u.last_name", "u.user_type"])
    .where("w.user_id", "=", patientId)
    .where("w.member_created", "=", 0)
    .orderBy("w.measured_on", "desc")
    .orderBy("w.id", "desc")
    .limit(latest)
    .execute();
  return new Map(rows.map((r) => [r.id, r.user_type === "A" ? `${r.first_name} ${r.last_name}`.trim() : "the patient"]));
}

/**
 * The patient's record, or not found (missing, not a patient, or a clinic the viewer does not
 * look after). Weights in `units`: the staff member's own choice on the page, `?units=` in the API.
 */
export async function patientRecord(viewer: Viewer, patientId: number, opts: { day?: string | null; units?: Units } = {}): Promise<Outcome<PatientRecord>> {
  const patient = await patientInScope(viewer, patientId);
  if (!patient) return notFound;
  return done(await readRecord(db, patient, opts.day ?? null, opts.units ?? DEFAULT_UNITS));
}

/** The open journal day as the record shows it, its drinks in the staff member's units. */
const openDayOf = (d: JournalDay) => ({ day: d.day, entries: d.entries, summary: d.summary, goal: d.goal, progress: d.progress });

/**
 * The flags open on a patient today, each with its review if staff reviewed that very episode,
 * and the summary they were read from: the record and the visit summary (app/reports) show them.
 */
export async function openFlagsOf(conn: Db, patient: Pick<CarePatient, "id" | "created_at" | "time_zone">, today: string) {
  const [summary, reviews] = await Promise.all([
    conn.selectFrom("care_summaries").selectAll().where("user_id", "=", patient.id).executeTakeFirst(),
    conn
      .selectFrom("care_flags as f")
      .leftJoin("users as r", "r.id", "f.reviewed_by")
      .select(["f.code", "f.since", "f.reviewed_at", "f.review_note", "r.first_name", "r.last_name"])
      .where("f.patient_id", "=", patient.id)
      .where("f.cleared_on", "is", null)
      .where("f.reviewed_at", "is not", null)
      .execute(),
  ]);
  const flags = flagsWithReviews(summary ?? null, joinedDayOf(patient.created_at, patient.time_zone), today, reviews).map((f): RecordFlag => {
    const r = reviews.find((x) => x.code === f.code && x.since === f.since);
    return { ...f, label: FLAG_LABELS[f.code], review: r ? { by: nameOf(r.first_name, r.last_name), at: r.reviewed_at!, note: r.review_note } : null };
  });
  return { summary: summary ?? null, flags };
}

async function readRecord(conn: Db, patient: CarePatient, openDay: string | null, units: Units): Promise<PatientRecord> {
  const today = todayIn(patient.time_zone);
  const joined = joinedDayOf(patient.created_at, patient.time_zone);
  const [progress, journal, day, weeks, badges, { summary, flags }, history, notes, next, entered, firstNoteDay] = await Promise.all([
    weightProgress(conn, patient.id, { limit: LATEST_WEIGH_INS, offset: 0 }, units),
    daySummaries(conn, patient.id, addDays(today, -(RECORD_JOURNAL_DAYS - 1)), today),
    openDay && openDay <= today ? journalDayOf(conn, patient, openDay) : null,
    exerciseWeeks(conn, patient.id, RECORD_FITNESS_WEEKS, today),
    badgeCardsOf(conn, patient.id, units),
    openFlagsOf(conn, patient, today),
    episodes(conn, patient.id),
    notesOfPatient(conn, patient.id),
    nextAppointment(conn, patient.id, today),
    enteredBy(conn, patient.id, LATEST_WEIGH_INS),
    firstNoteDayOf(conn, patient),
  ]);
  const goalsById = new Map(journal.goals.map((g) => [g.id, g]));
  return {
    patient: { id: patient.id, name: `${patient.first_name} ${patient.last_name}`.trim(), email: patient.email, clinic: { id: patient.clinic_id, name: patient.clinic_name } },
    today,
    units,
    headline: { ...panelNumbers(summary, joined, windowsOf(today), units), next_appointment: next },
    overview: progress.overview,
    weighIns: progress.history.results.map((r) => ({ ...r, entered_by: r.member_created ? null : (entered.get(r.id) ?? null) })),
    journal: [...journal.summaries].reverse().map((s) => ({ ...s, goal_calories: s.goal === null ? null : (goalsById.get(s.goal)?.calories ?? null) })),
    firstNoteDay,
    goalToday: journal.goals.length ? journal.goals[journal.goals.length - 1] : null,
    day: day && day.ok ? openDayOf(journalDayIn(day.data, units)) : null,
    fitness: weeks.categories.map((week, i) => ({ week, minutes: weeks.minutes[i], calories: weeks.calories[i] })).reverse(),
    badges: badges.filter((b) => b.badge_count > 0),
    flags,
    history,
    notes,
  };
}
