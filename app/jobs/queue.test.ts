import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/connection";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import { backoffMs, claimNext, completeJob, databaseNow, enqueue, failJob } from "./queue.server";
import { type JobResult, LeaseLostError, PermanentJobError, runDueJobs, runJob } from "./worker.server";

/**
 * The queue on the test's real database (SQLite, or PostgreSQL on `npm run test:pg`). Each test
 * uses job kinds of its own, so the jobs other tests leave behind are never claimed here.
 */
let seq = 0;
const kindOf = (label: string) => `test.${label}.${Date.now().toString(36)}.${++seq}`;

// A second connection to the same database: another worker process, as far as the database can tell.
const other = openDatabase<Database>({ databaseUrl: env.DATABASE_URL, sqliteFile: env.DB_FILE, poolSize: 4 });
afterAll(() => other.destroy());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function jobRow(id: number) {
  return db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("enqueue", () => {
  it("writes nothing when the transaction that queued the job rolls back", async () => {
    const kind = kindOf("rollback");
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, kind, { n: 1 });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    const rows = await db.selectFrom("jobs").select("id").where("kind", "=", kind).execute();
    expect(rows).toEqual([]);
  });

  it("keeps the first job of an idempotency key: the second enqueue writes nothing", async () => {
    const kind = kindOf("key");
    const key = `${kind}:patient-7:2026-03-08`;
    const first = await enqueue(db, kind, { n: 1 }, { key });
    const second = await enqueue(db, kind, { n: 2 }, { key });
    expect(first).toBeGreaterThan(0);
    expect(second).toBeNull();
    const rows = await db.selectFrom("jobs").select(["id", "payload"]).where("idempotency_key", "=", key).execute();
    expect(rows).toEqual([{ id: first, payload: JSON.stringify({ n: 1 }) }]);
    // Jobs without a key never collide.
    expect(await enqueue(db, kind, {})).not.toBeNull();
    expect(await enqueue(db, kind, {})).not.toBeNull();
  });
});

describe("claiming", () => {
  it("takes due jobs only, and a leased job is nobody else's until the lease has passed", async () => {
    const kind = kindOf("lease");
    const now = Date.now();
    const due = (await enqueue(db, kind, {}, { now }))!;
    await enqueue(db, kind, {}, { runAt: now + 3_600_000, now });
    const claimed = await claimNext(db, { leaseMs: 30_000, now, kinds: [kind] });
    expect(claimed).toMatchObject({ id: due, attempts: 1 });
    // The other job is not due; the claimed one is leased.
    expect(await claimNext(other, { leaseMs: 30_000, now: now + 29_000, kinds: [kind] })).toBeNull();

    // The holder died: after the lease another worker takes it up, as its second try.
    const retaken = await claimNext(other, { leaseMs: 30_000, now: now + 31_000, kinds: [kind] });
    expect(retaken).toMatchObject({ id: due, attempts: 2 });
    // The first holder's late completion no longer counts; the new holder's does.
    expect(await completeJob(db, claimed!)).toBe(false);
    expect(await completeJob(other, retaken!)).toBe(true);
    expect(await jobRow(due)).toMatchObject({ status: "done", attempts: 2, lease_token: null });
  });

  it("two workers on one database run every job exactly once", async () => {
    const kind = kindOf("pair");
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await enqueue(db, kind, { i }))!);
    const ran: { worker: string; i: number }[] = [];
    const handlerFor = (worker: string) => ({
      [kind]: async (payload: Record<string, unknown>) => {
        ran.push({ worker, i: Number(payload.i) });
        // Give the other worker a chance to run between claims.
        await new Promise((r) => setImmediate(r));
      },
    });
    await Promise.all([
      runDueJobs({ db, handlers: handlerFor("a"), leaseMs: 60_000, kinds: [kind] }),
      runDueJobs({ db: other, handlers: handlerFor("b"), leaseMs: 60_000, kinds: [kind] }),
    ]);
    expect(ran.map((r) => r.i).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    const statuses = await db.selectFrom("jobs").select("status").where("kind", "=", kind).execute();
    expect(statuses.every((s) => s.status === "done")).toBe(true);
  });
});

describe("failures", () => {
  it("retries with a growing wait, then keeps the job as failed with its error", async () => {
    const kind = kindOf("retry");
    const id = (await enqueue(db, kind, {}, { maxAttempts: 3 }))!;
    const failing = { [kind]: async () => Promise.reject(new Error("SMTP server said no")) };
    let now = Date.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const job = (await claimNext(db, { leaseMs: 60_000, now, kinds: [kind] }))!;
      expect(job.attempts).toBe(attempt);
      await runJob({ db, handlers: failing, leaseMs: 60_000 }, job, now);
      const row = await jobRow(id);
      if (attempt < 3) {
        expect(row).toMatchObject({ status: "queued", last_error: "SMTP server said no" });
        waits.push(row.run_at - Date.now());
        expect(await claimNext(db, { leaseMs: 60_000, now: Date.now(), kinds: [kind] })).toBeNull();
        now = row.run_at;
      } else {
        expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "SMTP server said no" });
        expect(row.finished_at).not.toBeNull();
      }
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(await claimNext(db, { leaseMs: 60_000, now: now + 86_400_000, kinds: [kind] })).toBeNull();
  });

  it("a permanent error fails at once; a job without a handler too", async () => {
    const kind = kindOf("permanent");
    const id = (await enqueue(db, kind, {}))!;
    const job = (await claimNext(db, { leaseMs: 60_000, kinds: [kind] }))!;
    expect(await runJob({ db, leaseMs: 60_000, handlers: { [kind]: async () => Promise.reject(new PermanentJobError("record gone")) } }, job)).toBe("failed");
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "record gone" });

    const orphanKind = kindOf("orphan");
    const orphan = (await enqueue(db, orphanKind, {}))!;
    const claimed = (await claimNext(db, { leaseMs: 60_000, kinds: [orphanKind] }))!;
    expect(await runJob({ db, handlers: {}, leaseMs: 60_000 }, claimed)).toBe("failed");
    expect((await jobRow(orphan)).last_error).toMatch(/No handler/);
  });

  it("a worker that dies on the last try leaves the job failed, not running for ever", async () => {
    const kind = kindOf("last-try");
    const id = (await enqueue(db, kind, {}, { maxAttempts: 1 }))!;
    const now = Date.now();
    await claimNext(db, { leaseMs: 1_000, now, kinds: [kind] });
    const again = (await claimNext(db, { leaseMs: 1_000, now: now + 2_000, kinds: [kind] }))!;
    expect(await runJob({ db, leaseMs: 1_000, handlers: { [kind]: async () => undefined } }, again)).toBe("failed");
    expect((await jobRow(id)).status).toBe("failed");
  });

  it("backoff: 30 s, 2 min, 8 min … capped at 6 h, within a tenth either way", () => {
    expect(backoffMs(1, 0.5)).toBe(30_000);
    expect(backoffMs(2, 0.5)).toBe(120_000);
    expect(backoffMs(3, 0.5)).toBe(480_000);
    expect(backoffMs(20, 0.5)).toBe(6 * 3_600_000);
    expect(backoffMs(1, 0)).toBe(27_000);
    expect(backoffMs(1, 1)).toBe(33_000);
  });

  it("a failure without the lease changes nothing", async () => {
    const kind = kindOf("stale-fail");
    const id = (await enqueue(db, kind, {}))!;
    const job = (await claimNext(db, { leaseMs: 60_000, kinds: [kind] }))!;
    expect(await failJob(db, { ...job, leaseToken: "not-the-lease" }, "late")).toBe("lost");
    expect(await jobRow(id)).toMatchObject({ status: "running", last_error: null });
  });

  it("a failure reported after the lease passed to another worker is lost, not a retry", async () => {
    const kind = kindOf("late-fail");
    const id = (await enqueue(db, kind, {}))!;
    const now = Date.now();
    const first = (await claimNext(db, { leaseMs: 1_000, now, kinds: [kind] }))!;
    const second = (await claimNext(other, { leaseMs: 60_000, now: now + 2_000, kinds: [kind] }))!;
    expect(await runJob({ db, leaseMs: 1_000, handlers: { [kind]: async () => Promise.reject(new Error("too late")) } }, first, now)).toBe("lost");
    expect(await jobRow(id)).toMatchObject({ status: "running", attempts: 2, lease_token: second.leaseToken, last_error: null });
  });
});

describe("a job that outlives its lease (issue 37)", () => {
  it("keeps its lease while the handler runs: a second worker asking all along never takes it, and it runs once", async () => {
    const kind = kindOf("overrun");
    const id = (await enqueue(db, kind, {}))!;
    const leaseMs = 1_000;
    let runs = 0;
    const slow = {
      [kind]: async () => {
        runs += 1;
        await sleep(2.5 * leaseMs);
      },
    };
    const job = (await claimNext(db, { leaseMs, kinds: [kind] }))!;
    let result: JobResult | null = null;
    const running = runJob({ db, handlers: slow, leaseMs }, job).then((r) => (result = r));
    let asked = 0;
    while (result === null) {
      await runDueJobs({ db: other, handlers: slow, leaseMs, kinds: [kind] });
      asked += 1;
      await sleep(50);
    }
    await running;
    expect(result).toBe("done");
    expect(runs).toBe(1);
    expect(asked).toBeGreaterThan(10);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("a handler whose lease was lost anyway (its worker stalled) is told by its signal, and its end records nothing", async () => {
    const kind = kindOf("stolen");
    const id = (await enqueue(db, kind, {}))!;
    const job = (await claimNext(db, { leaseMs: 600, kinds: [kind] }))!;
    let reason: unknown = null;
    const waiting = {
      [kind]: (_: Record<string, unknown>, ctx: { signal: AbortSignal }) =>
        new Promise<void>((_resolve, reject) =>
          ctx.signal.addEventListener("abort", () => {
            reason = ctx.signal.reason;
            reject(ctx.signal.reason as Error);
          }),
        ),
    };
    const running = runJob({ db, handlers: waiting, leaseMs: 600 }, job);
    // Another worker takes the job as if the lease had passed (a clock an hour on).
    const taken = (await claimNext(other, { leaseMs: 60_000, now: (await databaseNow(db)) + 3_600_000, kinds: [kind] }))!;
    expect(taken).toMatchObject({ id, attempts: 2 });
    expect(await running).toBe("lost");
    expect(reason).toBeInstanceOf(LeaseLostError);
    expect(await jobRow(id)).toMatchObject({ status: "running", lease_token: taken.leaseToken, last_error: null });
  });

  it("past its time limit a handler is told to stop, and the try is recorded as failed, to be retried", async () => {
    const kind = kindOf("time-limit");
    const id = (await enqueue(db, kind, {}))!;
    const job = (await claimNext(db, { leaseMs: 60_000, kinds: [kind] }))!;
    const endless = {
      [kind]: async (_: Record<string, unknown>, ctx: { signal: AbortSignal }) => {
        for (;;) {
          ctx.signal.throwIfAborted();
          await sleep(20);
        }
      },
    };
    expect(await runJob({ db, handlers: endless, leaseMs: 60_000, timeLimitMs: 200 }, job)).toBe("retry");
    expect(await jobRow(id)).toMatchObject({ status: "queued", last_error: "The job ran longer than 0.2 s and was stopped." });
  });
});

describe("the clock (issue 37)", () => {
  it("leases and due times are the database's: a worker whose clock runs an hour fast takes no held job and queues none late", async () => {
    const kind = kindOf("clock");
    const held = (await enqueue(db, kind, {}))!;
    expect(await claimNext(db, { leaseMs: 60_000, kinds: [kind] })).toMatchObject({ id: held });
    const laterKind = kindOf("clock-queued");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_600_000 });
    try {
      // By its own clock the lease passed long ago; by the database's it has 60 s to run.
      expect(await claimNext(other, { leaseMs: 60_000, kinds: [kind] })).toBeNull();
      await enqueue(other, laterKind, {});
    } finally {
      vi.useRealTimers();
    }
    // Queued "now" by the fast worker: due now, not in an hour.
    expect(await claimNext(db, { leaseMs: 60_000, kinds: [laterKind] })).not.toBeNull();
    const row = await jobRow(held);
    expect(Math.abs(row.locked_until! - 60_000 - (await databaseNow(db)))).toBeLessThan(30_000);
  });
});
