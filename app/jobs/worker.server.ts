import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { claimNext, type ClaimedJob, completeJob, failJob, renewLease } from "./queue.server";

/**
 * The worker: claims due jobs one at a time and runs each kind's handler. It runs inside the web
 * server (the default, one machine) or alone (`npm run worker`); any number of them may share a
 * database, because a job is only ever run under its lease (docs/decisions/0130-job-queue.md).
 * The lease is renewed while the handler runs, so a long job is never taken up by a second worker
 * beside the first (decision 0182).
 */

export interface JobContext {
  db: Kysely<Database>;
  /** When the job was claimed: the database's time (epoch ms). */
  now: number;
  jobId: number;
  attempts: number;
  /**
   * Aborted when the job should stop: its time limit has passed, or its lease was lost (another
   * worker holds it now). A handler that loops over many rows checks it between batches.
   */
  signal: AbortSignal;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** A job that can never succeed (its record is gone, its payload is broken): failed at once, not retried. */
export class PermanentJobError extends Error {}

/** Why a job's signal was aborted: its lease is gone (another worker holds the job now). */
export class LeaseLostError extends Error {}
/** Why a job's signal was aborted: it ran past its time limit. */
export class JobTimeLimitError extends Error {}

export interface WorkerOptions {
  db: Kysely<Database>;
  handlers: Readonly<Record<string, JobHandler>>;
  /** How long a claim holds a job; renewed every third of it while the handler runs. */
  leaseMs: number;
  /** A handler still running after this is told to stop (its signal); the lease is kept until it returns. */
  timeLimitMs?: number;
  /** How long an idle worker waits before it looks again. */
  pollMs: number;
  /** Run every `everyMs` by each worker (the scheduler's tick, itself a job with a per-minute key). */
  periodic?: { everyMs: number; run: (db: Kysely<Database>) => Promise<void> };
  log?: (line: string) => void;
  /** Only these kinds (a worker kept for some work; the tests' own kinds). Every kind when absent. */
  kinds?: readonly string[];
}

export type JobResult = "done" | "retry" | "failed" | "lost";

/** Without a time limit of its own, a job is told to stop after this. */
export const DEFAULT_TIME_LIMIT_MS = 10 * 60_000;

/**
 * Keeps the claim on a running job: renews its lease every third of it, on the database's clock.
 * When a renewal finds the claim gone, or none has succeeded for a whole lease (the database was
 * out of reach), the job is no longer this worker's: its signal is aborted.
 */
function holdLease(opts: Pick<WorkerOptions, "db" | "leaseMs" | "log">, job: ClaimedJob, controller: AbortController): () => void {
  const every = Math.max(10, Math.floor(opts.leaseMs / 3));
  let renewedAt = performance.now();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const renew = async () => {
    if (stopped) return;
    try {
      if (!(await renewLease(opts.db, job, opts.leaseMs))) {
        if (!stopped) controller.abort(new LeaseLostError(`Job #${job.id} lost its lease: another worker holds it now.`));
        return;
      }
      renewedAt = performance.now();
    } catch (e) {
      opts.log?.(`[jobs] ${job.kind} #${job.id}: the lease could not be renewed: ${e instanceof Error ? e.message : String(e)}`);
      if (performance.now() - renewedAt >= opts.leaseMs) {
        controller.abort(new LeaseLostError(`Job #${job.id} could not renew its lease for ${opts.leaseMs} ms.`));
        return;
      }
    }
    if (!stopped) timer = setTimeout(() => void renew(), every).unref();
  };
  timer = setTimeout(() => void renew(), every).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Runs one claimed job to its end: done, another try later, failed for good, or lost (another
 * worker holds it now). Its lease is renewed while the handler runs; past `timeLimitMs` the
 * handler's signal tells it to stop, and the lease is still held until it has returned, so a job
 * never runs beside itself.
 */
export async function runJob(opts: Pick<WorkerOptions, "db" | "handlers" | "log" | "leaseMs" | "timeLimitMs">, job: ClaimedJob, now = job.claimedAt): Promise<JobResult> {
  const { db, handlers } = opts;
  const handler = handlers[job.kind];
  if (!handler) return failJob(db, job, `No handler for job kind "${job.kind}".`, { permanent: true });
  if (job.attempts > job.maxAttempts) {
    // The last try's worker died holding the lease: that try counts.
    return failJob(db, job, "The worker stopped before the job finished, on its last try.", { permanent: true });
  }
  const controller = new AbortController();
  const limitMs = opts.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const limit = setTimeout(() => controller.abort(new JobTimeLimitError(`The job ran longer than ${limitMs / 1000} s and was stopped.`)), limitMs).unref();
  const release = holdLease(opts, job, controller);
  try {
    await handler(job.payload, { db, now, jobId: job.id, attempts: job.attempts, signal: controller.signal });
  } catch (e) {
    release();
    const message = e instanceof Error ? e.message : String(e);
    opts.log?.(`[jobs] ${job.kind} #${job.id} try ${job.attempts} failed: ${message}`);
    return failJob(db, job, message, { permanent: e instanceof PermanentJobError });
  } finally {
    release();
    clearTimeout(limit);
  }
  return (await completeJob(db, job)) ? "done" : "lost";
}

/**
 * Claims and runs due jobs until none is left, `max` have run, or `keepGoing` says stop (asked
 * before each claim: a stopping worker claims nothing more). Answers how many ran.
 */
export async function runDueJobs(
  opts: Pick<WorkerOptions, "db" | "handlers" | "leaseMs" | "timeLimitMs" | "log" | "kinds"> & { now?: number; keepGoing?: () => boolean },
  max = Infinity,
): Promise<number> {
  let ran = 0;
  while (ran < max && (opts.keepGoing?.() ?? true)) {
    const job = await claimNext(opts.db, { leaseMs: opts.leaseMs, kinds: opts.kinds, now: opts.now });
    if (!job) break;
    await runJob(opts, job, opts.now);
    ran += 1;
  }
  return ran;
}

export interface RunningWorker {
  /** Lets the job in hand finish, claims nothing more, then stops. */
  stop(): Promise<void>;
}

export function startWorker(opts: WorkerOptions): RunningWorker {
  const log = opts.log ?? ((line: string) => console.log(line));
  let running = true;
  let wake: (() => void) | null = null;
  let nextPeriodic = 0;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (running) {
      try {
        if (opts.periodic && Date.now() >= nextPeriodic) {
          nextPeriodic = Date.now() + opts.periodic.everyMs;
          await opts.periodic.run(opts.db);
        }
        const ran = await runDueJobs({ ...opts, log, keepGoing: () => running }, 50);
        if (ran === 0 && running) await sleep(opts.pollMs);
      } catch (e) {
        // The database went away for a moment: say so and try again after a pause.
        log(`[jobs] worker: ${e instanceof Error ? e.message : String(e)}`);
        if (running) await sleep(Math.max(opts.pollMs, 1000));
      }
    }
  })();

  return {
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
