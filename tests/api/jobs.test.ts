import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TEST_SECRETS } from "../support/secrets";
import { freshPortal, type TestPortal } from "../support/seeded";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { openTestDb } from "../support/test-db";

/**
 * The job queue across processes (docs/decisions/0130): `npm run worker` processes (worker.mjs
 * on the build) on one database of their own (the SQLite file, or a PostgreSQL database on
 * `npm run test:pg`), sending notification emails to a test mail server.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let portal: TestPortal;
const workers: ChildProcess[] = [];
const servers: TestSmtp[] = [];

beforeAll(async () => {
  portal = await freshPortal("portal-jobs-");
}, 120_000);

afterEach(async () => {
  for (const w of workers.splice(0)) if (w.exitCode === null && w.signalCode === null) {
    w.kill("SIGKILL");
    await new Promise((r) => w.once("exit", r));
  }
  for (const s of servers.splice(0)) await s.close();
});

afterAll(async () => {
  await portal?.dispose();
});

/** A worker alone, as `npm run worker` starts it; resolves once it has started polling. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["worker.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: portal.dataDir,
      DATABASE_URL: portal.databaseUrl ?? "",
      PUBLIC_URL: "http://portal.test",
      ...TEST_SECRETS,
      JOBS_POLL_MS: "50",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.push(child);
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes("[jobs] worker started")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`worker exited (${code}):\n${log}`)));
  });
  return child;
}

let seq = 0;
/** A member and `n` notifications with their queued emails, written at once (one transaction). */
async function queueEmails(n: number): Promise<{ email: string; ids: number[] }> {
  seq += 1;
  const email = `jobs-${seq}-${Date.now().toString(36)}@example.com`;
  const db = openTestDb(portal);
  try {
    const now = new Date().toISOString();
    await db.prepare("begin").run();
    const user = await db
      .prepare("insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'Jo', 'Bs', 'Tampa', 'FL', 1, ?, ?) returning id")
      .get<{ id: number }>(email, now, now);
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const note = await db
        .prepare("insert into notifications (user_id, kind, title, body, link, created_at) values (?, 'food_decision', ?, '', '/nutrition/myfood', ?) returning id")
        .get<{ id: number }>(user!.id, `Message ${i + 1} of ${n}`, now);
      await db.prepare("insert into jobs (kind, payload, idempotency_key, run_at, created_at) values ('notification.email', ?, ?, ?, ?)").run(JSON.stringify({ notification: note!.id }), `notification-email:${note!.id}`, Date.now(), now);
      ids.push(note!.id);
    }
    await db.prepare("commit").run();
    return { email, ids };
  } finally {
    await db.close();
  }
}

async function jobsOf(ids: number[]) {
  const db = openTestDb(portal);
  try {
    return await db
      .prepare(`select idempotency_key, status, attempts, locked_until from jobs where idempotency_key in (${ids.map(() => "?").join(", ")}) order by id`)
      .all<{ idempotency_key: string; status: string; attempts: number; locked_until: number | null }>(...ids.map((id) => `notification-email:${id}`));
  } finally {
    await db.close();
  }
}

/** Every job's state, by id. */
async function everyJob() {
  const db = openTestDb(portal);
  try {
    const rows = await db.prepare("select id, status, attempts from jobs").all<{ id: number; status: string; attempts: number }>();
    return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), status: r.status, attempts: Number(r.attempts) }]));
  } finally {
    await db.close();
  }
}

/** Every job still waiting or held (by a worker a test killed) is marked done: no later worker takes it. */
async function setAsideEveryJob() {
  const db = openTestDb(portal);
  try {
    await db.prepare("update jobs set status = 'done', lease_token = null, locked_until = null where status in ('queued', 'running')").run();
  } finally {
    await db.close();
  }
}

/** Waits (polling the database, at most `ms`) until every job is done. */
async function allDone(ids: number[], ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const rows = await jobsOf(ids);
    if (rows.every((r) => r.status === "done")) return rows;
    if (Date.now() > deadline) throw new Error(`jobs not done: ${JSON.stringify(rows.filter((r) => r.status !== "done"))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const subjects = (smtp: TestSmtp, to: string) => smtp.received.filter((m) => m.to.some((t) => t.includes(to))).map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1] ?? "");

describe("workers on one database", () => {
  it("two workers send each job once, and both take their share", async () => {
    // A mail server that takes 20 ms a message, so neither worker can empty the queue alone in one poll.
    const smtp = await startSmtp({ delayMs: 20 });
    servers.push(smtp);
    await Promise.all([startWorker({ SMTP_URL: smtp.url, MAIL_FROM: "Worker A <a@portal.test>" }), startWorker({ SMTP_URL: smtp.url, MAIL_FROM: "Worker B <b@portal.test>" })]);
    const { email, ids } = await queueEmails(40);
    const rows = await allDone(ids);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const sent = subjects(smtp, email);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const byWorker = (who: string) => smtp.received.filter((m) => m.to.some((t) => t.includes(email)) && m.from.includes(who)).length;
    expect(byWorker("a@portal.test") + byWorker("b@portal.test")).toBe(40);
    expect(byWorker("a@portal.test")).toBeGreaterThan(0);
    expect(byWorker("b@portal.test")).toBeGreaterThan(0);
  }, 60_000);

  it("SIGTERM mid-batch: the job in hand finishes, nothing more is claimed, the process exits (issue 37)", async () => {
    // What earlier tests' killed workers held, and the day's reminders they queued, are set aside:
    // the one job in hand is this test's first mail.
    await setAsideEveryJob();
    // Each message is held 1.5 s by the mail server: the worker is mid-send when it is told to stop.
    const smtp = await startSmtp({ delayMs: 1_500 });
    servers.push(smtp);
    const worker = await startWorker({ SMTP_URL: smtp.url });
    const connected = smtp.nextConnection();
    const { email, ids } = await queueEmails(5);
    await connected;
    const before = await everyJob();
    expect([...before.values()].filter((j) => j.status === "running")).toEqual([{ id: expect.any(Number), status: "running", attempts: 1 }]);
    const exited = new Promise<number | null>((resolve) => worker.once("exit", (code) => resolve(code)));
    worker.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect((await jobsOf(ids)).map((r) => [r.status, r.attempts])).toEqual([
      ["done", 1],
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
      ["queued", 0],
    ]);
    // Nothing else was claimed either (a tick, a reminder): every other job is as it was.
    const after = await everyJob();
    const changed = [...after.values()].filter((j) => JSON.stringify(before.get(j.id)) !== JSON.stringify(j));
    expect(changed).toEqual([{ id: expect.any(Number), status: "done", attempts: 1 }]);
    expect(subjects(smtp, email)).toEqual(["Message 1 of 5"]);
    expect(smtp.received).toHaveLength(1);
    // Left for no later test's worker to send.
    await setAsideEveryJob();
  }, 60_000);

  it("a job that outlives its lease is run once, however many workers ask (issue 37)", async () => {
    // A lease of 1 s and a mail server that takes 2.5 s a message: two workers polling all along.
    const smtp = await startSmtp({ delayMs: 2_500 });
    servers.push(smtp);
    await Promise.all([startWorker({ SMTP_URL: smtp.url, JOBS_LEASE_SECONDS: "1" }), startWorker({ SMTP_URL: smtp.url, JOBS_LEASE_SECONDS: "1" })]);
    const { email, ids } = await queueEmails(1);
    const [row] = await allDone(ids);
    expect(row.attempts).toBe(1);
    expect(subjects(smtp, email)).toEqual(["Message 1 of 1"]);
  }, 60_000);

  it("a killed worker's leased job is picked up by another once the lease has passed, and sent once", async () => {
    // The first worker's mail server never answers: it is killed while it holds the job.
    const stalled = await startSmtp({ silent: true });
    const working = await startSmtp();
    servers.push(stalled, working);
    const a = await startWorker({ SMTP_URL: stalled.url, JOBS_LEASE_SECONDS: "3" });
    const connected = stalled.nextConnection();
    const { email, ids } = await queueEmails(1);
    await connected;
    a.kill("SIGKILL");
    await new Promise((r) => a.once("exit", r));
    const [held] = await jobsOf(ids);
    expect(held).toMatchObject({ status: "running", attempts: 1 });

    await startWorker({ SMTP_URL: working.url });
    const [done] = await allDone(ids);
    expect(done.attempts).toBe(2);
    expect(subjects(working, email)).toEqual(["Message 1 of 1"]);
    // Not before the dead worker's lease had run out.
    expect(working.received[0].at).toBeGreaterThanOrEqual(held.locked_until!);
  }, 60_000);
});
