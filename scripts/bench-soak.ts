/**
 * The soak (issue 36 §22): does the built portal's memory level off under a steady load, and do
 * its answers stay as fast from the first minute to the last?
 *
 *   npm run build && npm run bench:soak [minutes, default 30]
 *
 * Starts the built portal (server.mjs, as deployed: the job worker inside it, audit rows batched)
 * on a fresh seeded database and signs in twenty clients (scripts/bench/soak-mix.ts: patients in a
 * browser and in the app, care staff, an administrator). After one unmeasured pass of every
 * action (each must answer what it should, or the run stops), the clients ask back to back, each
 * on its own keep-alive connection, for `minutes`. Every minute it prints that minute's requests,
 * p50/p99, unexpected answers, and the server's resident memory (RSS) with the part of it held by
 * malloc's main arena (the `[heap]` mapping: what native code and Buffers allocate and glibc keeps
 * after they are freed; the JavaScript heap lives in other mappings). At the end: whether RSS
 * levels off under 300 MB (every sample after the first minute under it, and the second half of
 * the run rising by less than 1 MB a minute), and the last minute's p99 beside the first's.
 *
 * SOAK_SNAPSHOTS=<folder> also writes a heap snapshot of the server before and after the load and
 * prints what grew between them, by constructor (scripts/bench/heap.ts); the snapshots stay in the
 * folder for Chrome's DevTools (Memory tab, Comparison view).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestServer } from "../tests/support/server";
import { percentile } from "./bench/harness";
import { compareSnapshots, takeSnapshot } from "./bench/heap";
import { heapArenaMb, rssMb } from "./bench/load";
import { ACTIONS, loadFixtures, send, signInClients, type Action, type Client, type Fixtures } from "./bench/soak-mix";

const minutes = Number(process.argv[2] ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS ? path.resolve(process.env.SOAK_SNAPSHOTS) : null;
const RSS_GOAL_MB = 300;
/** "Levels off": over the second half of the run, RSS rises by less than this a minute. */
const PLATEAU_MB_PER_MINUTE = 1;

interface Minute {
  latencies: number[];
  unexpected: number;
  /** Each action's request times this minute (which one slows down, when the p99 does). */
  byAction: Map<string, number[]>;
}

interface Sample {
  minute: number;
  requests: number;
  p50: number;
  p99: number;
  unexpected: number;
  rss: number;
  arena: number;
}

/** A seeded random sequence per client: the same run asks the same URLs. */
function randomFrom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function chooser(actions: Action[], rand: () => number) {
  const total = actions.reduce((n, a) => n + a.weight, 0);
  return () => {
    let r = rand() * total;
    for (const a of actions) if ((r -= a.weight) < 0) return a;
    return actions[actions.length - 1];
  };
}

/** Runs one action's steps; `record` gets each request's time and whether it answered as it should. */
async function run(baseUrl: string, c: Client, f: Fixtures, action: Action, rand: () => number, record: (ms: number, ok: boolean, what: string, action: string) => void) {
  const steps = action.steps(c, f, rand);
  let next = await steps.next();
  while (!next.done) {
    const step = next.value;
    const t0 = performance.now();
    const res = await send(baseUrl, c, step).catch(() => ({ status: 0, body: "" }));
    record(performance.now() - t0, step.expect.includes(res.status), `${action.name}: ${step.method} ${step.path} answered ${res.status}${res.status >= 400 && res.body.startsWith("{") ? ` ${res.body.slice(0, 200)}` : ""}`, action.name);
    next = await steps.next(res);
  }
}

/** Least-squares slope of RSS over the samples, MB a minute. */
function slope(samples: Sample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, x) => s + x.minute, 0) / n;
  const my = samples.reduce((s, x) => s + x.rss, 0) / n;
  const num = samples.reduce((s, x) => s + (x.minute - mx) * (x.rss - my), 0);
  const den = samples.reduce((s, x) => s + (x.minute - mx) ** 2, 0);
  return num / den;
}

/** Each action's p50 and p99 in the first minute and the last, the ones that slowed most first. */
function printActions(first: Minute, last: Minute) {
  const p = (xs: number[] | undefined, q: number) => (xs?.length ? (percentile([...xs].sort((a, b) => a - b), q) ?? NaN) : NaN);
  const rows = [...last.byAction.keys()].map((name) => {
    const a = first.byAction.get(name);
    const b = last.byAction.get(name);
    return { name, n: b?.length ?? 0, p50: [p(a, 50), p(b, 50)], p99: [p(a, 99), p(b, 99)] };
  });
  rows.sort((x, y) => y.p50[1] / y.p50[0] - x.p50[1] / x.p50[0]);
  console.log("\nby action, first minute → last (p50, p99 ms), most slowed first:");
  for (const r of rows.slice(0, 12)) {
    console.log(`  ${r.name.padEnd(44)} ${String(r.n).padStart(5)}  p50 ${r.p50[0].toFixed(1)} → ${r.p50[1].toFixed(1)}  p99 ${r.p99[0].toFixed(1)} → ${r.p99[1].toFixed(1)}`);
  }
}

async function main() {
  if (!fs.existsSync("build/index.js")) throw new Error("Run `npm run build` first: the soak serves the built portal.");
  if (SNAPSHOTS) fs.mkdirSync(SNAPSHOTS, { recursive: true });
  // BENCH_NODE_OPTIONS tries node or V8 flags on the portal only, as bench:pages does.
  const nodeArgs = [...(process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? []), ...(SNAPSHOTS ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${SNAPSHOTS}`] : [])];
  // The app clients keep one sign-in for the whole run.
  const server = await startTestServer(PORT, { JWT_TTL_SECONDS: String(minutes * 60 + 3600) }, { asDeployed: true, nodeArgs });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.stop().finally(() => process.exit(130)));
  try {
    const clients = await signInClients(server.url);
    const fixtures = await loadFixtures(server.url, clients);
    const fresh = rssMb(server.pid);

    // One pass of every action by every client: each must answer as it should (a changed route or
    // message stops the run here rather than measuring error pages), and the JIT warms up.
    const failures: string[] = [];
    await Promise.all(
      clients.map(async (c, i) => {
        const rand = randomFrom(1000 + i);
        for (const action of ACTIONS[c.role]) await run(server.url, c, fixtures, action, rand, (_ms, ok, what) => ok || failures.push(what));
      }),
    );
    if (failures.length) throw new Error(`the mix does not answer as expected:\n  ${[...new Set(failures)].join("\n  ")}`);
    const warm = rssMb(server.pid);
    const before = SNAPSHOTS ? await takeSnapshot(server.pid, SNAPSHOTS, "before", `${server.url}/signin`) : null;

    const loadBefore = os.loadavg();
    console.log(
      `${clients.length} clients for ${minutes} min on ${os.cpus().length} cores (load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")}); ` +
        `server RSS ${fresh.toFixed(0)} MB after start, ${warm.toFixed(0)} MB after the warm-up pass\n`,
    );
    console.log(`${"minute".padStart(6)} ${"requests".padStart(9)} ${"req/s".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"unexpected".padStart(10)} ${"RSS MB".padStart(7)} ${"arena MB".padStart(8)}`);

    const samples: Sample[] = [];
    const unexpectedSeen = new Map<string, number>();
    let current: Minute = { latencies: [], unexpected: 0, byAction: new Map() };
    let firstMinute: Minute | null = null;
    let lastMinute: Minute | null = null;
    const record = (ms: number, ok: boolean, what: string, action: string) => {
      current.latencies.push(ms);
      (current.byAction.get(action) ?? current.byAction.set(action, []).get(action)!).push(ms);
      if (!ok) {
        current.unexpected++;
        unexpectedSeen.set(what, (unexpectedSeen.get(what) ?? 0) + 1);
      }
    };
    const started = performance.now();
    const end = started + minutes * 60_000;
    const sampler = setInterval(() => {
      const m = current;
      current = { latencies: [], unexpected: 0, byAction: new Map() };
      firstMinute ??= m;
      lastMinute = m;
      m.latencies.sort((a, b) => a - b);
      const s: Sample = {
        minute: samples.length + 1,
        requests: m.latencies.length,
        p50: percentile(m.latencies, 50) ?? NaN,
        p99: percentile(m.latencies, 99) ?? NaN,
        unexpected: m.unexpected,
        rss: rssMb(server.pid),
        arena: heapArenaMb(server.pid),
      };
      samples.push(s);
      console.log(
        `${String(s.minute).padStart(6)} ${String(s.requests).padStart(9)} ${(s.requests / 60).toFixed(0).padStart(6)} ${s.p50.toFixed(1).padStart(7)} ${s.p99.toFixed(1).padStart(7)} ${String(s.unexpected).padStart(10)} ${s.rss.toFixed(0).padStart(7)} ${s.arena.toFixed(0).padStart(8)}`,
      );
    }, 60_000);
    await Promise.all(
      clients.map(async (c, i) => {
        const rand = randomFrom(i + 1);
        const next = chooser(ACTIONS[c.role], rand);
        while (performance.now() < end) await run(server.url, c, fixtures, next(), rand, record);
      }),
    );
    // The last minute's sample is taken when it ends; the clients stop at the same moment.
    while (samples.length < minutes) await new Promise((r) => setTimeout(r, 100));
    clearInterval(sampler);

    const after = SNAPSHOTS ? await takeSnapshot(server.pid, SNAPSHOTS, "after", `${server.url}/signin`) : null;
    const steady = samples.slice(1);
    const peak = Math.max(...steady.map((s) => s.rss), 0);
    const secondHalf = samples.slice(Math.floor(samples.length / 2));
    const rise = slope(secondHalf);
    const under = steady.every((s) => s.rss < RSS_GOAL_MB);
    const levels = rise < PLATEAU_MB_PER_MINUTE;
    const first = samples[0];
    const last = samples[samples.length - 1];
    console.log(
      `\nRSS: ${fresh.toFixed(0)} MB after start, ${first.rss.toFixed(0)} MB after the first minute, peak ${peak.toFixed(0)} MB after it, ${last.rss.toFixed(0)} MB at the end; ` +
        `second half of the run ${rise >= 0 ? "+" : ""}${rise.toFixed(2)} MB a minute`,
    );
    console.log(
      `plateau under ${RSS_GOAL_MB} MB: ${under && levels ? "YES" : "NO"} (every sample after the first minute under ${RSS_GOAL_MB} MB: ${under ? "yes" : "NO"}; ` +
        `the second half rising by less than ${PLATEAU_MB_PER_MINUTE} MB a minute: ${levels ? "yes" : "NO"})`,
    );
    console.log(`p99: first minute ${first.p99.toFixed(1)} ms, last minute ${last.p99.toFixed(1)} ms (${(last.p99 / first.p99).toFixed(2)}×); p50 ${first.p50.toFixed(1)} → ${last.p50.toFixed(1)} ms`);
    const total = samples.reduce((n, s) => n + s.requests, 0);
    const unexpected = samples.reduce((n, s) => n + s.unexpected, 0);
    console.log(`${total} requests, ${unexpected} answered otherwise than expected; load average after ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
    for (const [what, n] of [...unexpectedSeen].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${n}× ${what}`);
    if (firstMinute && lastMinute) printActions(firstMinute, lastMinute);
    if (before && after) compareSnapshots(before, after);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
