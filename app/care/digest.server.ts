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
import { FLAG_CODES, FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { PANEL_CSV_MAX } from "./codes";
import { carePanel } from "./panel.server";

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

/** newFlags for a staff member already read (the demo's seed writes the morning count its data raises). */
export async function newFlagsOf(db: Conn, viewer: Viewer, day: string): Promise<NewFlags> {
  const assigned = await db.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", viewer.id).orderBy("clinic_id").execute();
  const raisedOn = addDays(day, -1);
  const out: NewFlags = [];
  for (const { clinic_id } of assigned) {
    const panel = await carePanel(viewer, { clinic: clinic_id, flag: null, search: "", sort: "name", desc: false, limit: PANEL_CSV_MAX, offset: 0, units: "imperial" }, { conn: db, today: day });
    if (!panel.ok) continue;
    const counts = new Map<FlagCode, number>();
    for (const row of panel.data.results) for (const f of row.flags) if (!f.reviewed && f.since === raisedOn) counts.set(f.code, (counts.get(f.code) ?? 0) + 1);
    const flags = FLAG_CODES.filter((code) => counts.has(code)).map((code) => ({ label: FLAG_LABELS[code], count: counts.get(code)! }));
    // Issue 39: and the conversations waiting past a working day this morning, new or not.
    const unanswered = await unansweredAt(db, clinic_id, day);
    if (flags.length || unanswered) out.push({ clinicId: clinic_id, clinic: panel.data.clinic.name, flags, ...(unanswered ? { unanswered } : {}) });
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
  await db.transaction().execute((trx) => notify(trx, user, morningCount(clinics, day)));
};

/** The morning count of `day` (the flags raised and the messages left unanswered the day before): its link opens the first clinic with new flags, else the inbox. */
export function morningCount(clinics: NewFlags, day: string): NewNotification {
  const flagged = clinics.find((c) => c.flags.length);
  const link = flagged ? `${paths.patients()}?clinic=${flagged.clinicId}` : `${paths.careInbox()}?clinic=${clinics[0].clinicId}`;
  return careFlagsRaised({ day: addDays(day, -1), clinics: clinics.map(({ clinic, flags, unanswered }) => ({ clinic, flags, unanswered })), link });
}

export const CARE_DIGEST_HANDLERS: Record<string, JobHandler> = {
  [CARE_DIGEST_JOBS.fanout]: fanout,
  [CARE_DIGEST_JOBS.digest]: digest,
};
