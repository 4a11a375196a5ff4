import { type Kysely, sql } from "kysely";
import { getSessionUser } from "~/auth/users.server";
import type { Database } from "~/db/schema";
import { addDays, DEFAULT_TIME_ZONE } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import { enqueue } from "~/jobs/queue.server";
import { dueDay, hhmm, type Slot } from "~/jobs/schedule";
import { type JobHandler, PermanentJobError } from "~/jobs/worker.server";
import { type Channel, NOTIFICATION_KINDS } from "~/notifications/kinds";
import { careFlagsRaised, type ClinicFlags } from "~/notifications/messages";
import { notify, type NewNotification } from "~/notifications/notify.server";
import { clinicZones } from "~/notifications/reminders.server";
import { unansweredAt } from "~/clinical/waiting.server";
import { paths } from "~/paths";
import { translate } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { FLAG_CODES, FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { clinicsOf } from "~/clinical/access.server";
import { CARE_THRESHOLDS, joinedDayOf, openFlags, unansweredSince } from "~/clinical/flags";

/**
 * The care team's morning count (docs/decisions/0124-care-team-morning-count.md): at 8 am on each staff member's clinic
 * clock, how many flags were raised the day before on the patients of the clinics assigned to
 * them, each clinic's by kind, in the bell (and by email for who asked). It names no patient:
 * the panel does, where each patient shown is an audited read. As the reminders: one fan-out per
 * zone and day, then one job per staff member and day, each keyed so it runs once.
 */

type Conn = Kysely<Database>;

export const CARE_DIGEST_SLOT: Slot = { at: hhmm("08:00") };
export const CARE_DIGEST_JOBS = { fanout: "care.flags_fanout", digest: "care.flags_digest" } as const;

/** The tick: one fan-out per zone whose 8 am has come today. */
export async function scheduleCareDigests(db: Conn, now: number): Promise<number> {
  let queued = 0;
  for (const zone of await clinicZones(db)) {
    const day = dueDay(CARE_DIGEST_SLOT, zone, new Date(now));
    if (day && (await enqueue(db, CARE_DIGEST_JOBS.fanout, { zone, day }, { key: `care-flags-fanout:${zone}:${day}`, now }))) queued += 1;
  }
  return queued;
}

/** Active staff on this zone's clock with a clinic assigned to them who have not turned the count off. */
function staffToTell(db: Conn, zone: string) {
  const byDefault = (NOTIFICATION_KINDS.care_flags.default as Channel) !== "off";
  return db
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .leftJoin("notification_preferences as p", (j) => j.onRef("p.user_id", "=", "u.id").on("p.kind", "=", "care_flags"))
    .select("u.id")
    .where("u.user_type", "=", "A")
    .where("u.is_active", "=", 1)
    .where(sql<string>`coalesce(c.time_zone, ${DEFAULT_TIME_ZONE})`, "=", zone)
    .where((eb) => (byDefault ? eb.or([eb("p.channel", "is", null), eb("p.channel", "!=", "off")]) : eb("p.channel", "in", ["portal", "email"])))
    .where((eb) => eb.exists(eb.selectFrom("staff_clinics as s").select("s.user_id").whereRef("s.user_id", "=", "u.id")))
    .execute();
}

/** One morning count per staff member and day: the key of its job. */
export const digestKey = (staffId: number, day: string) => `care-flags:${staffId}:${day}`;

const fanout: JobHandler = async (payload, { db, now, signal }) => {
  const { zone, day } = payload;
  if (typeof zone !== "string" || typeof day !== "string") throw new PermanentJobError("Bad care digest fan-out payload.");
  const staff = await staffToTell(db, zone);
  for (let i = 0; i < staff.length; i += 200) {
    signal.throwIfAborted();
    await db.transaction().execute(async (trx) => {
      for (const s of staff.slice(i, i + 200)) await enqueue(trx, CARE_DIGEST_JOBS.digest, { user: s.id, day }, { key: digestKey(s.id, day), now });
    });
  }
};

/**
 * The flags raised on `day - 1` and not yet reviewed, per clinic assigned to the staff member, read
 * through their own panel (so a clinic no longer theirs, or a role that lost the care pages, counts
 * nothing). A flag raised that day is counted the next morning only: its day is what it was raised on.
 */
export async function newFlags(db: Conn, staffId: number, day: string): Promise<NewFlags> {
  // The member as a page would see them: active, their role, their clinic's zone.
  const viewer = await getSessionUser(staffId);
  if (!viewer || viewer.user_type !== "A") return [];
  return newFlagsOf(db, viewer, day);
}

type NewFlags = (ClinicFlags & { clinicId: number })[];

/** The summary's columns that hold the day a stored flag began (the weight and medication rules). */
const SINCE_COLUMNS = ["s.plateau_since", "s.rapid_loss_since", "s.regain_since", "s.implausible_since", "s.missed_doses_since", "s.side_effects_since"] as const;

/** The clinic days a message must have been sent on to raise the `unanswered` flag on `raisedOn`. */
function sentDaysRaising(raisedOn: string): string[] {
  const days: string[] = [];
  for (let back = 1; back <= 7; back++) if (unansweredSince(addDays(raisedOn, -back)) === raisedOn) days.push(addDays(raisedOn, -back));
  return days;
}

/**
 * newFlags for a staff member already read (the demo's seed writes the morning count its data
 * raises). One query for all their clinics (issue 37: it read each clinic's whole panel): the
 * patients whose summary holds a day that can raise a flag on `day - 1` (a stored flag's start, a
 * last weigh-in or activity 14 or 7 days before it, a message waiting since the right day, an
 * account made then), with that day's reviewed episodes; the flag rules (app/clinical/flags.ts)
 * then decide, as the panel does.
 */
export async function newFlagsOf(db: Conn, viewer: Viewer, day: string): Promise<NewFlags> {
  const raisedOn = addDays(day, -1);
  const [assigned, visible] = await Promise.all([
    db.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", viewer.id).orderBy("clinic_id").execute(),
    clinicsOf(db, viewer),
  ]);
  // A clinic no longer theirs, or a role that lost the care pages, counts nothing.
  const clinics = assigned.map((a) => visible.find((c) => c.id === a.clinic_id)).filter((c) => c !== undefined);
  if (!clinics.length) return [];
  const T = CARE_THRESHOLDS;
  const weighedOn = addDays(raisedOn, -T.noWeighIn.days);
  const activeOn = addDays(raisedOn, -T.quiet.days);
  const sentOn = sentDaysRaising(raisedOn);
  const rows = await db
    .selectFrom("users as u")
    .leftJoin("care_summaries as s", "s.user_id", "u.id")
    .leftJoin("care_flags as f", (j) => j.onRef("f.patient_id", "=", "u.id").on("f.since", "=", raisedOn).on("f.cleared_on", "is", null).on("f.reviewed_at", "is not", null))
    .select([
      "u.id",
      "u.clinic_id",
      "u.created_at",
      ...SINCE_COLUMNS,
      "s.waiting_since_day",
      "s.last_weigh_in_day",
      "s.last_journal_day",
      "s.last_exercise_day",
      "f.code as reviewed_code",
    ])
    .where("u.user_type", "=", "P")
    .where(
      "u.clinic_id",
      "in",
      clinics.map((c) => c.id),
    )
    .where((eb) =>
      eb.or([
        ...SINCE_COLUMNS.map((c) => eb(c, "=", raisedOn)),
        eb("s.last_weigh_in_day", "in", [weighedOn, activeOn]),
        eb("s.last_journal_day", "=", activeOn),
        eb("s.last_exercise_day", "=", activeOn),
        ...(sentOn.length ? [eb("s.waiting_since_day", "in", sentOn)] : []),
        // Nothing logged: measured from the clinic day the account was made (a day either side of it in UTC).
        eb.and([eb("u.created_at", ">=", addDays(weighedOn, -1)), eb("u.created_at", "<", addDays(activeOn, 2))]),
      ]),
    )
    .execute();
  const zoneOf = new Map(clinics.map((c) => [c.id, c.time_zone]));
  const byPatient = new Map<number, { row: (typeof rows)[number]; reviewed: string[] }>();
  for (const r of rows) {
    const seen = byPatient.get(r.id) ?? byPatient.set(r.id, { row: r, reviewed: [] }).get(r.id)!;
    if (r.reviewed_code) seen.reviewed.push(r.reviewed_code);
  }
  const counts = new Map<number, Map<FlagCode, number>>();
  for (const { row, reviewed } of byPatient.values()) {
    const facts = { ...row, joined_day: joinedDayOf(row.created_at, zoneOf.get(row.clinic_id!)!) };
    for (const f of openFlags(facts, day)) {
      if (f.since !== raisedOn || reviewed.includes(f.code)) continue;
      const clinic = counts.get(row.clinic_id!) ?? counts.set(row.clinic_id!, new Map()).get(row.clinic_id!)!;
      clinic.set(f.code, (clinic.get(f.code) ?? 0) + 1);
    }
  }
  const out: NewFlags = [];
  for (const clinic of clinics) {
    const raised = counts.get(clinic.id) ?? new Map<FlagCode, number>();
    const flags = FLAG_CODES.filter((code) => raised.has(code)).map((code) => ({ label: FLAG_LABELS[code], count: raised.get(code)! }));
    // Issue 39: and the conversations waiting past a working day this morning, new or not.
    const unanswered = await unansweredAt(db, clinic.id, day);
    if (flags.length || unanswered) out.push({ clinicId: clinic.id, clinic: clinic.name, flags, ...(unanswered ? { unanswered } : {}) });
  }
  return out;
}

const digest: JobHandler = async (payload, { db }) => {
  const user = Number(payload.user);
  const { day } = payload;
  if (!Number.isInteger(user) || typeof day !== "string") throw new PermanentJobError("Bad care digest payload.");
  const clinics = await newFlags(db, user, day);
  // Nothing new: nothing said.
  if (clinics.length === 0) return;
  const { language } = await db.selectFrom("users").select("language").where("id", "=", user).executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => notify(trx, user, morningCount(clinics, day, language)));
};

/** A flag's code from the English label newFlags counts it by. */
const CODE_OF_LABEL = new Map(FLAG_CODES.map((code) => [FLAG_LABELS[code], code]));

/**
 * The morning count of `day` (the flags raised and the messages left unanswered the day before),
 * in the staff member's language (null: English): its link opens the first clinic with new flags, else the inbox.
 */
export function morningCount(clinics: NewFlags, day: string, language: string | null): NewNotification {
  const flagged = clinics.find((c) => c.flags.length);
  const link = flagged ? `${paths.patients()}?clinic=${flagged.clinicId}` : `${paths.careInbox()}?clinic=${clinics[0].clinicId}`;
  const label = (english: string) => {
    const code = CODE_OF_LABEL.get(english);
    return code ? translate(language ?? DEFAULT_LANGUAGE, `care:flagLabels.${code}`) : english;
  };
  return careFlagsRaised({
    day: addDays(day, -1),
    clinics: clinics.map(({ clinic, flags, unanswered }) => ({ clinic, flags: flags.map((f) => ({ label: label(f.label), count: f.count })), unanswered })),
    link,
    language,
  });
}

export const CARE_DIGEST_HANDLERS: Record<string, JobHandler> = {
  [CARE_DIGEST_JOBS.fanout]: fanout,
  [CARE_DIGEST_JOBS.digest]: digest,
};
