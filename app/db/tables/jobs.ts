import type { Generated, Selectable } from "kysely";

/**
 * The durable job queue (migration 0025, docs/decisions/0130-job-queue.md). Times compared by the
 * queue (run_at, locked_until) are epoch milliseconds; created_at and finished_at are ISO text
 * like every other timestamp.
 */
export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobsTable {
  id: Generated<number>;
  /** What to do: the handler's name ("notification.email", "schedule.tick", …). */
  kind: string;
  /** JSON: ids and days, never a secret or a health value. */
  payload: Generated<string>;
  /** Unique: enqueuing the same key again keeps the first job (null: no key). */
  idempotency_key: string | null;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Not before this time (a retry's backoff, a scheduled send). */
  run_at: number;
  /** The claim a worker holds; its completion counts only while it still holds it. */
  lease_token: string | null;
  /** Until then no other worker takes the job; after it, a dead worker's job is taken up again. */
  locked_until: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobsTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
