import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/connection";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import { backoffMs, claimNext, completeJob, enqueue, failJob } from "./queue.server";
import { PermanentJobError, runDueJobs, runJob } from "./worker.server";

/**
 * The queue on the test's real database (SQLite, or PostgreSQL on `npm run test:pg`). Each test
 * uses job kinds of its own, so the jobs other tests leave behind are never claimed here.
 */
let seq = 0;
const kindOf = (label: string) => `test.${label}.${Date.now().toString(36)}.${++seq}`;

// A second connection to the same database: another worker process, as far as the database can tell.
const other = openDatabase<Database>({ databaseUrl: env.DATABASE_URL, sqliteFile: env.DB_FILE, poolSize: 4 });
afterAll(() => other.destroy());

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
      await runJob({ db, handlers: failing }, job, now);
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
    expect(await runJob({ db, handlers: { [kind]: async () => Promise.reject(new PermanentJobError("record gone")) } }, job)).toBe("failed");
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "record gone" });

    const orphanKind = kindOf("orphan");
    const orphan = (await enqueue(db, orphanKind, {}))!;
    const claimed = (await claimNext(db, { leaseMs: 60_000, kinds: [orphanKind] }))!;
    expect(await runJob({ db, handlers: {} }, claimed)).toBe("failed");
    expect((await jobRow(orphan)).last_error).toMatch(/No handler/);
  });

  it("a worker that dies on the last try leaves the job failed, not running for ever", async () => {
    const kind = kindOf("last-try");
    const id = (await enqueue(db, kind, {}, { maxAttempts: 1 }))!;
    const now = Date.now();
    await claimNext(db, { leaseMs: 1_000, now, kinds: [kind] });
    const again = (await claimNext(db, { leaseMs: 1_000, now: now + 2_000, kinds: [kind] }))!;
    expect(await runJob({ db, handlers: { [kind]: async () => undefined } }, again)).toBe("failed");
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
    await failJob(db, { ...job, leaseToken: "not-the-lease" }, "late");
    expect(await jobRow(id)).toMatchObject({ status: "running", last_error: null });
  });
});
