import crypto from "node:crypto";
import { type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import { engineOf } from "~/db/connection";
import type { Database } from "~/db/schema";
import type { JobRow } from "~/db/tables/jobs";
import type { Db } from "~/domain/outcome";

/**
 * The durable job queue (docs/decisions/0130-job-queue.md): an outbox table in our own
 * database, written through the caller's transaction, so a job exists exactly when the event
 * that causes it has committed. Workers claim one job at a time with a lease; a retry waits
 * longer each time; a job that keeps failing is kept as failed with its last error.
 *
 * Times are the database's clock, never a worker's (several machines share one database, and
 * their clocks differ): a lease is granted, renewed and judged by the one clock every worker
 * reads. Every function takes an optional `now` (epoch ms) so that the tests can move time;
 * the app passes none.
 */

/**
 * The database's clock in epoch milliseconds, or the test's `now`. SQLite's `unixepoch('subsec')`
 * (3.42+) is fixed for one statement; PostgreSQL's statement_timestamp() is the statement's start.
 */
function clock(db: Db, now?: number): RawBuilder<number> {
  if (now !== undefined) return sql<number>`cast(${now} as bigint)`;
  return engineOf(db as Kysely<Database>) === "postgres"
    ? sql<number>`cast(floor(extract(epoch from statement_timestamp()) * 1000) as bigint)`
    : sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;
}

const plus = (t: Expression<number>, ms: number) => sql<number>`${t} + cast(${Math.round(ms)} as bigint)`;

/** The database's time now (epoch ms): what a lease is measured against. */
export async function databaseNow(db: Db): Promise<number> {
  const row = await sql<{ now: number }>`select ${clock(db)} as now`.execute(db);
  return Number(row.rows[0].now);
}

export interface EnqueueOptions {
  /** A second job with the same key is not created (a reminder for one patient and day). */
  key?: string;
  /** Not before this time (epoch ms); the database's now when not given. */
  runAt?: number;
  maxAttempts?: number;
  /** The tests' clock; the database's when not given. */
  now?: number;
}

/**
 * Writes a job through `conn`: pass the transaction of the change that causes it. Answers the
 * new job's id, or null when a job with the same key already exists (then nothing is written).
 */
export async function enqueue(conn: Db, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}): Promise<number | null> {
  const row = await conn
    .insertInto("jobs")
    .values({
      kind,
      payload: JSON.stringify(payload),
      idempotency_key: opts.key ?? null,
      run_at: opts.runAt ?? clock(conn, opts.now),
      created_at: new Date(opts.now ?? Date.now()).toISOString(),
      ...(opts.maxAttempts ? { max_attempts: opts.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Due and waiting, or held by a worker whose lease has run out. */
const claimable = (now: Expression<number>) => (eb: ExpressionBuilder<Database, "jobs">) =>
  eb.or([
    eb.and([eb("status", "=", "queued"), eb("run_at", "<=", now)]),
    eb.and([eb("status", "=", "running"), eb("locked_until", "<", now)]),
  ]);

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  leaseToken: string;
  /** When the lease was granted: the database's time (epoch ms). */
  claimedAt: number;
}

/**
 * Takes the next job that is due, or whose holder's lease has run out (a worker that was killed
 * or lost its database), and leases it to the caller for `leaseMs`. One statement: SQLite runs
 * writers one at a time; on PostgreSQL the candidate row is locked and rows other workers hold
 * are skipped, and the update checks the row is still claimable, so two workers never take the
 * same job. The lease runs on the database's clock.
 */
export async function claimNext(db: Kysely<Database>, opts: { leaseMs: number; now?: number; kinds?: readonly string[] }): Promise<ClaimedJob | null> {
  const now = clock(db, opts.now);
  const leaseToken = crypto.randomBytes(12).toString("base64url");
  let candidate = db
    .selectFrom("jobs")
    .select("id")
    .where(claimable(now))
    .$if(opts.kinds !== undefined, (q) => q.where("kind", "in", opts.kinds!.length ? [...opts.kinds!] : [""]))
    .orderBy("run_at")
    .orderBy("id")
    .limit(1);
  if (engineOf(db) === "postgres") candidate = candidate.forUpdate().skipLocked();
  const row = await db
    .updateTable("jobs")
    .set((eb) => ({ status: "running", lease_token: leaseToken, locked_until: plus(now, opts.leaseMs), attempts: eb("attempts", "+", 1) }))
    .where("id", "=", candidate)
    .where(claimable(now))
    .returning(["id", "kind", "payload", "attempts", "max_attempts", "locked_until"])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: parsePayload(row.payload),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    leaseToken,
    claimedAt: Number(row.locked_until) - opts.leaseMs,
  };
}

/**
 * Extends the lease of a job still running under this claim: `leaseMs` from the database's now.
 * False when the claim is gone (the lease had passed and another worker took the job, or it was
 * finished): the caller no longer holds the job.
 */
export async function renewLease(db: Kysely<Database>, job: Pick<ClaimedJob, "id" | "leaseToken">, leaseMs: number, now?: number): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ locked_until: plus(clock(db, now), leaseMs) })
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Marks a claimed job done. False when the lease had passed and another worker took the job. */
export async function completeJob(db: Kysely<Database>, job: Pick<ClaimedJob, "id" | "leaseToken">, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "done", finished_at: new Date(now).toISOString(), lease_token: null, locked_until: null, last_error: null })
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How long a job waits before its next try: 30 s, 2 min, 8 min, 32 min, … at most 6 h, give or take a tenth. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
  return Math.round(base * (0.9 + 0.2 * random));
}

const ERROR_MAX = 1000;

/**
 * A try failed: the job waits for its next try, or, after its last one, is kept as failed with
 * the error. `permanent` fails it at once (a job that can never succeed). "lost" when the lease
 * had passed and another worker holds the job now: nothing is recorded (the holder's try counts).
 */
export async function failJob(
  db: Kysely<Database>,
  job: Pick<ClaimedJob, "id" | "leaseToken" | "attempts" | "maxAttempts">,
  error: string,
  opts: { now?: number; permanent?: boolean } = {},
): Promise<"retry" | "failed" | "lost"> {
  const last = opts.permanent || job.attempts >= job.maxAttempts;
  const result = await db
    .updateTable("jobs")
    .set(
      last
        ? { status: "failed", finished_at: new Date(opts.now ?? Date.now()).toISOString(), lease_token: null, locked_until: null, last_error: error.slice(0, ERROR_MAX) }
        : { status: "queued", run_at: plus(clock(db, opts.now), backoffMs(job.attempts)), lease_token: null, locked_until: null, last_error: error.slice(0, ERROR_MAX) },
    )
    .where("id", "=", job.id)
    .where("lease_token", "=", job.leaseToken)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost";
  return last ? "failed" : "retry";
}

/** Finished jobs older than `keepMs` go (failed ones are kept longer by the caller's choice). */
export async function pruneJobs(db: Kysely<Database>, opts: { doneBefore: string; failedBefore: string }): Promise<number> {
  const done = await db.deleteFrom("jobs").where("status", "=", "done").where("finished_at", "<", opts.doneBefore).executeTakeFirst();
  const failed = await db.deleteFrom("jobs").where("status", "=", "failed").where("finished_at", "<", opts.failedBefore).executeTakeFirst();
  return Number(done.numDeletedRows) + Number(failed.numDeletedRows);
}

/** How many jobs are in each state (the worker's start line and the tests). */
export async function jobCounts(db: Kysely<Database>): Promise<Record<JobRow["status"], number>> {
  const rows = await db.selectFrom("jobs").select(["status", sql<number>`count(*)`.as("n")]).groupBy("status").execute();
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
