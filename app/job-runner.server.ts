import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import { sendNotificationEmail } from "~/notifications/email.server";
import { NOTIFICATION_EMAIL_JOB } from "~/notifications/notify.server";
import { pruneNotifications } from "~/notifications/notifications.server";
import { REMINDER_HANDLERS, scheduleReminders } from "~/notifications/reminders.server";
import { ACCOUNT_JOB_HANDLERS, pruneAccountRecords } from "~/account/jobs.server";
import { CARE_DIGEST_HANDLERS, scheduleCareDigests } from "~/care/digest.server";
import { MEDICATION_JOB_HANDLERS, scheduleMedicationJobs } from "~/medications/jobs.server";
import { databaseNow, enqueue, pruneJobs } from "~/jobs/queue.server";
import { type JobHandler, type RunningWorker, startWorker } from "~/jobs/worker.server";

/**
 * The worker as the portal runs it: every kind of job with its handler, the scheduler's tick and
 * the daily maintenance. This is the queue's composition root (like a route, it may import the
 * areas whose jobs it runs); the queue and the worker themselves know no area.
 */

export const TICK_JOB = "schedule.tick";
export const MAINTENANCE_JOB = "maintenance.daily";
const TICK_EVERY_MS = 60_000;

const DAY_MS = 86_400_000;

/** Once a minute, whichever worker claims it: reminders, the care team's morning count and the medicines' jobs that came due, and the day's maintenance. */
const tick: JobHandler = async (_payload, { db: conn, now }) => {
  await scheduleReminders(conn, now);
  await scheduleCareDigests(conn, now);
  await scheduleMedicationJobs(conn, now);
  await enqueue(conn, MAINTENANCE_JOB, {}, { key: `maintenance:${new Date(now).toISOString().slice(0, 10)}`, now });
};

/** What is kept only for a while: notifications 180 days, finished jobs two weeks (failed ones 90 days). */
const maintenance: JobHandler = async (_payload, { db: conn, now }) => {
  await pruneNotifications(conn, now);
  await pruneJobs(conn, { doneBefore: new Date(now - 14 * DAY_MS).toISOString(), failedBefore: new Date(now - 90 * DAY_MS).toISOString() });
  await pruneAccountRecords(conn, now);
};

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [TICK_JOB]: tick,
  [MAINTENANCE_JOB]: maintenance,
  [NOTIFICATION_EMAIL_JOB]: sendNotificationEmail,
  ...REMINDER_HANDLERS,
  ...CARE_DIGEST_HANDLERS,
  ...MEDICATION_JOB_HANDLERS,
  ...ACCOUNT_JOB_HANDLERS,
};

/**
 * Each worker offers the minute's tick; its key makes it one job however many workers run. The
 * minute is the database's, so workers whose clocks differ still name the same one.
 */
async function offerTick(conn: Kysely<Database>) {
  const now = await databaseNow(conn);
  const minute = new Date(now).toISOString().slice(0, 16);
  await enqueue(conn, TICK_JOB, { at: minute }, { key: `tick:${minute}`, now, maxAttempts: 1 });
}

/** Starts the worker on the app's database (inside the web server, or alone: scripts in worker.mjs). */
export function startJobs(): RunningWorker {
  console.log(`[jobs] worker started (lease ${env.JOBS_LEASE_SECONDS} s, polling every ${env.JOBS_POLL_MS} ms)`);
  return startWorker({
    db,
    handlers: JOB_HANDLERS,
    leaseMs: env.JOBS_LEASE_SECONDS * 1000,
    pollMs: env.JOBS_POLL_MS,
    periodic: { everyMs: TICK_EVERY_MS, run: offerTick },
  });
}
