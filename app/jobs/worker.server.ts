import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { claimNext, type ClaimedJob, completeJob, failJob } from "./queue.server";

/**
 * The worker: claims due jobs one at a time and runs each kind's handler. It runs inside the web
 * server (the default, one machine) or alone (`npm run worker`); any number of them may share a
 * database, because a job is only ever run under its lease (docs/decisions/0130-job-queue.md).
 */

export interface JobContext {
  db: Kysely<Database>;
  /** When the job was claimed (epoch ms). */
  now: number;
  jobId: number;
  attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** A job that can never succeed (its record is gone, its payload is broken): failed at once, not retried. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  db: Kysely<Database>;
  handlers: Readonly<Record<string, JobHandler>>;
  leaseMs: number;
  /** How long an idle worker waits before it looks again. */
  pollMs: number;
  /** Run every `everyMs` by each worker (the scheduler's tick, itself a job with a per-minute key). */
  periodic?: { everyMs: number; run: (db: Kysely<Database>, now: number) => Promise<void> };
  log?: (line: string) => void;
  /** Only these kinds (a worker kept for some work; the tests' own kinds). Every kind when absent. */
  kinds?: readonly string[];
}

export type JobResult = "done" | "retry" | "failed" | "lost";

/** Runs one claimed job to its end: done, another try later, failed for good, or lost (another worker holds it now). */
export async function runJob(opts: Pick<WorkerOptions, "db" | "handlers" | "log">, job: ClaimedJob, now = Date.now()): Promise<JobResult> {
  const { db, handlers } = opts;
  const handler = handlers[job.kind];
  if (!handler) return failJob(db, job, `No handler for job kind "${job.kind}".`, { permanent: true });
  if (job.attempts > job.maxAttempts) {
    // The last try's worker died holding the lease: that try counts.
    return failJob(db, job, "The worker stopped before the job finished, on its last try.", { permanent: true });
  }
  try {
    await handler(job.payload, { db, now, jobId: job.id, attempts: job.attempts });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    opts.log?.(`[jobs] ${job.kind} #${job.id} try ${job.attempts} failed: ${message}`);
    return failJob(db, job, message, { permanent: e instanceof PermanentJobError });
  }
  return (await completeJob(db, job)) ? "done" : "lost";
}

/** Claims and runs due jobs until none is left (or `max` have run). Answers how many ran. */
export async function runDueJobs(opts: Pick<WorkerOptions, "db" | "handlers" | "leaseMs" | "log" | "kinds"> & { now?: number }, max = Infinity): Promise<number> {
  let ran = 0;
  while (ran < max) {
    const job = await claimNext(opts.db, { leaseMs: opts.leaseMs, kinds: opts.kinds, now: opts.now });
    if (!job) break;
    await runJob(opts, job, opts.now);
    ran += 1;
  }
  return ran;
}

export interface RunningWorker {
  /** Lets the job in hand finish, then stops. */
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
          await opts.periodic.run(opts.db, Date.now());
        }
        const ran = await runDueJobs({ ...opts, log }, 50);
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
