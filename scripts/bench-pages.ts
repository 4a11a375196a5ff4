/**
 * Page throughput (issues 15 and 28): how much a page costs beyond rendering its HTML, beside
 * what the framework itself costs for the sign-in page's markup.
 *
 *   npm run build && npm run bench:pages [seconds per round, default 5] [rounds, default 3]
 *
 * Starts the built portal (server.mjs) on a fresh seeded database, signs in as the demo patient,
 * saves the HTML of each measured page, and starts
 * - the floor (scripts/bench/floor.ts): a bare Remix app of the same versions whose one route
 *   renders the signed-out /signin's body, built when its sources changed;
 * - a baseline process (bench-pages-baseline.mjs) serving each page's markup rendered by React's
 *   renderToString on every request, and the saved bytes from memory.
 * Then, in alternating rounds, ten keep-alive connections ask each server for each page as fast
 * as it answers. Printed per page: req/s, p50/p99 and the server's CPU time per request beside
 * the baselines'; the ratio req/s / renderToString req/s of the same markup (the median of the
 * rounds), and that ratio over the floor's (goal 0.6); /signin's req/s over the floor's (goal
 * 0.8), also by CPU per request, which the machine's other load barely moves; /signin once more
 * with a browser's Accept-Encoding, sent compressed (not a goal: the floor compresses nothing); at
 * the end the portal's resident memory.
 * BENCH_CHECKOUT=<dir> measures another checkout's built portal (an older commit's `git worktree`,
 * built) with this checkout's floor, baseline and load, so two commits' figures come from one harness;
 * the audit rows' cost, this checkout's code, is then left out. BENCH_PIN=1 runs the portal, the floor
 * and the baseline on the second core and this script on the first (scripts/bench/checkout.ts): each
 * server is loaded in turn, so they never share the core at once, and the load's own work never runs
 * beside what is measured.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freshDataDir } from "../tests/support/seeded";
import { startTestServer } from "../tests/support/server";
import { pinIfAsked, serveCheckout } from "./bench/checkout";
import { buildFloor, FLOOR, startFloor, type RunningFloor } from "./bench/floor";
import { measureOnEngines, measuring, report } from "./bench/harness";
import { fetchPage, load, median, rssMb, type Run } from "./bench/load";
import { demoPatientCookie } from "./bench/sign-in";
import { benchPagesAsked } from "./bench/pages";

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3391);
const BASELINE_PORT = PORTAL_PORT + 1;
const FLOOR_PORT = PORTAL_PORT + 2;

// Goals of issue 28: a signed-in page's ratio at least 0.6 of the floor's; /signin at 0.8 of its req/s.
const RATIO_GOAL = 0.6;
const SIGNIN_GOAL = 0.8;
// What a browser sends (Chrome's), for /signin's compressed figure.
const BROWSER_ENCODINGS = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const PAGES = benchPagesAsked();

/** One audit row's cost to the process writing it: CPU and wall time, in µs per row. */
interface AuditRowCost {
  alone: { cpu: number; wall: number };
  batched: { cpu: number; wall: number };
}

/**
 * In the measuring child (scripts/bench/harness.ts): health-read audit rows written each in its
 * own statement, as before decision 0150, and queued and written ten at a time.
 */
async function measureAuditRows(): Promise<AuditRowCost> {
  const { writeAuditRow, queueAuditRow, flushAuditRows } = await import("../app/security/audit-queue.server");
  const row = () => ({ occurred_at: new Date().toISOString(), event: "health_read", user_id: 2, ip: "10.99.0.1", user_agent: "bench", detail: "page", patient_id: 2, record_type: "journal_day", record_id: null });
  const perRow = async (write: (i: number) => Promise<unknown>, n = 2000) => {
    for (let i = 0; i < 100; i++) await write(i);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await write(i);
    const c = process.cpuUsage(c0);
    return { cpu: (c.user + c.system) / n, wall: ((performance.now() - t0) * 1000) / n };
  };
  const alone = await perRow(() => writeAuditRow(row()));
  const batched = await perRow(async (i) => {
    queueAuditRow(row());
    if (i % 10 === 9) await flushAuditRows();
  });
  return { alone, batched };
}

/**
 * What an audit row costs (decision 0150), on a fresh copy of the seeded database in a child
 * process of its own (the app reads its database from the environment once), then on PostgreSQL
 * with the same rows when a server binary is installed.
 */
async function auditRowCosts() {
  const dataDir = await freshDataDir("bench-audit-");
  try {
    return await measureOnEngines<AuditRowCost>(fileURLToPath(import.meta.url), dataDir, []);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const checkout = process.env.BENCH_CHECKOUT;
  if (!fs.existsSync(path.join(checkout ?? ".", "build/index.js"))) throw new Error("Run `npm run build` first (in BENCH_CHECKOUT's checkout when it is set): the benchmark serves the built portal.");
  // BENCH_NODE_OPTIONS tries node or V8 flags on the portal only (e.g. --max-semi-space-size=4).
  const nodeArgs = process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
  const server = checkout ? await serveCheckout(checkout, PORTAL_PORT, nodeArgs) : await startTestServer(PORTAL_PORT, {}, { asDeployed: true, nodeArgs });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  let baseline: ReturnType<typeof fork> | null = null;
  let floor: RunningFloor | null = null;
  // Interrupted, the servers it started stop with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      baseline?.kill();
      void Promise.all([floor?.stop(), server.stop()]).finally(() => process.exit(130));
    });
  }
  try {
    const cookie = await demoPatientCookie(server.url, "10.99.0.1");
    const portalHeaders = { Cookie: cookie };
    const headersOf = (p: (typeof PAGES)[number]) => (p.signedOut ? {} : portalHeaders);

    const html: string[] = [];
    for (const p of PAGES) html.push((await fetchPage(server.url + p.path, headersOf(p))).body);
    const signinHtml = (await fetchPage(`${server.url}/signin`)).body;
    floor = await startFloor(buildFloor("floor", FLOOR, signinHtml), FLOOR_PORT);
    const floorUrl = `${floor.url}/signin`;
    const floorHtml = (await fetchPage(floorUrl)).body;
    const FLOOR_INDEX = html.length; // the floor's markup is the baseline's last page
    const pagesFile = path.join(tmp, "pages.json");
    fs.writeFileSync(pagesFile, JSON.stringify([...html, floorHtml]));
    baseline = fork(path.resolve("scripts/bench-pages-baseline.mjs"), [pagesFile, String(BASELINE_PORT)], { env: { ...process.env, NODE_ENV: "production" } });
    await new Promise<void>((resolve, reject) => {
      baseline!.once("message", () => resolve());
      baseline!.once("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
    });
    const base = `http://localhost:${BASELINE_PORT}`;

    const pinned = pinIfAsked([server.pid, floor.pid, baseline.pid!]);
    if (checkout) console.log(`the portal measured: ${path.resolve(checkout)}'s build`);
    const loadBefore = os.loadavg();
    console.log(`${pinned ? "pinned (servers on the second core); " : ""}load average ${loadBefore.map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores; 10 connections, ${seconds} s a run, ${rounds} alternating rounds`);
    // One unmeasured pass first, so the JIT has compiled every server's hot paths.
    const warm = Math.min(seconds, 2);
    await load(floorUrl, warm);
    for (const p of PAGES) await load(server.url + p.path, warm, undefined, headersOf(p));

    const floorRuns = { floor: [] as Run[], render: [] as Run[] };
    const results = PAGES.map(() => ({ portal: [] as Run[], render: [] as Run[], static: [] as Run[] }));
    // /signin also as a browser asks for it: compressed (the floor compresses nothing).
    const signinAsBrowser: Run[] = [];
    const measuresSignin = PAGES.some((p) => p.path === "/signin");
    for (let r = 0; r < rounds; r++) {
      floorRuns.floor.push(await load(floorUrl, seconds, floor.pid));
      floorRuns.render.push(await load(`${base}/render/${FLOOR_INDEX}`, seconds, baseline.pid));
      for (const [i, p] of PAGES.entries()) {
        results[i].portal.push(await load(server.url + p.path, seconds, server.pid, headersOf(p)));
        results[i].render.push(await load(`${base}/render/${i}`, seconds, baseline.pid));
        results[i].static.push(await load(`${base}/static/${i}`, seconds));
      }
      if (measuresSignin) signinAsBrowser.push(await load(`${server.url}/signin`, seconds, server.pid, BROWSER_ENCODINGS));
    }

    const floorRatios = floorRuns.floor.map((run, k) => run.rps / floorRuns.render[k].rps);
    // The same ratio by the servers' CPU per request (renderToString's over the server's), which
    // the machine's other load moves far less than req/s.
    const floorCpuRatios = floorRuns.floor.map((run, k) => floorRuns.render[k].cpuMs / run.cpuMs);
    const floorRatio = median(floorRatios);
    const fmt = (n: number, w: number, d = 0) => n.toFixed(d).padStart(w);
    const ms = (runs: Run[]) => median(runs.map((x) => x.cpuMs));
    console.log(
      `\n${"page".padEnd(16)} ${"KB".padStart(4)} | ${"req/s".padStart(6)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"CPU ms/req".padStart(10)} | ${"render req/s".padStart(12)} ${"CPU ms".padStart(6)} | ${"static req/s".padStart(12)} | ${"ratio".padStart(6)} ${"of floor's".padStart(10)} ${"by CPU".padStart(6)}`,
    );
    console.log(
      `${"floor (bare)".padEnd(16)} ${fmt(floorHtml.length / 1024, 4)} | ${fmt(median(floorRuns.floor.map((x) => x.rps)), 6)} ${fmt(median(floorRuns.floor.map((x) => x.p50)), 7, 1)} ${fmt(median(floorRuns.floor.map((x) => x.p99)), 7, 1)} ${fmt(ms(floorRuns.floor), 10, 2)} | ${fmt(median(floorRuns.render.map((x) => x.rps)), 12)} ${fmt(ms(floorRuns.render), 6, 2)} | ${"".padStart(12)} | ${fmt(floorRatio, 6, 3)}`,
    );
    for (const [i, p] of PAGES.entries()) {
      const res = results[i];
      // Within each round: this page's ratio over the floor's of the same round; then the median.
      const ratio = median(res.portal.map((run, k) => run.rps / res.render[k].rps));
      const ofFloor = median(res.portal.map((run, k) => run.rps / res.render[k].rps / floorRatios[k]));
      const ofFloorCpu = median(res.portal.map((run, k) => res.render[k].cpuMs / run.cpuMs / floorCpuRatios[k]));
      const goal = p.signedOut ? "" : ` ${ofFloor >= RATIO_GOAL ? "met" : "NOT MET"} (goal ${RATIO_GOAL}; by CPU ${ofFloorCpu >= RATIO_GOAL ? "met" : "not met"})`;
      console.log(
        `${p.name.padEnd(16)} ${fmt(html[i].length / 1024, 4)} | ${fmt(median(res.portal.map((x) => x.rps)), 6)} ${fmt(median(res.portal.map((x) => x.p50)), 7, 1)} ${fmt(median(res.portal.map((x) => x.p99)), 7, 1)} ${fmt(ms(res.portal), 10, 2)} | ${fmt(median(res.render.map((x) => x.rps)), 12)} ${fmt(ms(res.render), 6, 2)} | ${fmt(median(res.static.map((x) => x.rps)), 12)} | ${fmt(ratio, 6, 3)} ${fmt(ofFloor, 10, 2)} ${fmt(ofFloorCpu, 6, 2)}${goal}`,
      );
    }
    const signin = PAGES.findIndex((p) => p.path === "/signin");
    if (signin >= 0) {
      const byRps = median(results[signin].portal.map((run, k) => run.rps / floorRuns.floor[k].rps));
      const byCpu = ms(floorRuns.floor) / ms(results[signin].portal);
      // Other processes only ever add CPU time to a request: the least of the rounds is steadier.
      const least = (runs: Run[]) => Math.min(...runs.map((x) => x.cpuMs));
      const byLeastCpu = least(floorRuns.floor) / least(results[signin].portal);
      console.log(
        `\n/signin against the floor: ${byRps.toFixed(2)} of its req/s (goal ${SIGNIN_GOAL}: ${byRps >= SIGNIN_GOAL ? "met" : "NOT MET"}); ` +
          `by CPU per request ${byCpu.toFixed(2)} (medians: the floor's ${ms(floorRuns.floor).toFixed(2)} ms, /signin's ${ms(results[signin].portal).toFixed(2)} ms), ` +
          `${byLeastCpu.toFixed(2)} by the least of the rounds (${least(floorRuns.floor).toFixed(2)} ms, ${least(results[signin].portal).toFixed(2)} ms)`,
      );
    }
    if (measuresSignin) {
      const byRps = median(signinAsBrowser.map((run, k) => run.rps / floorRuns.floor[k].rps));
      console.log(
        `/signin as a browser asks for it (Accept-Encoding: ${BROWSER_ENCODINGS["Accept-Encoding"]}; sent compressed): ${byRps.toFixed(2)} of the floor's req/s, ` +
          `${ms(signinAsBrowser).toFixed(2)} ms of CPU a request (not a goal: the floor compresses nothing)`,
      );
    }
    const rss = rssMb(server.pid);
    console.log(`portal RSS after the run: ${rss.toFixed(0)} MB (goal under 300 MB: ${rss < 300 ? "met" : "NOT MET"})`);
    console.log(`load average before ${loadBefore.map((l) => l.toFixed(1)).join(" ")}, after ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);

    const audited = PAGES.map((p, i) => ({ p, ms: ms(results[i].portal) })).filter((x) => x.p.audited);
    if (audited.length && checkout) console.log("\naudit row: not measured (BENCH_CHECKOUT: that is this checkout's code, not the one served)");
    if (audited.length && !checkout) {
      const cheapest = audited.reduce((a, b) => (b.ms < a.ms ? b : a));
      console.log(`\naudit row of a health read (decision 0150); the cheapest audited page here is ${cheapest.p.name} at ${cheapest.ms.toFixed(2)} ms of CPU`);
      for (const { engine, result: a } of await auditRowCosts()) {
        // The portal queues a read's row (decision 0150): the page waits for none of it, and under
        // load its CPU is the batched figure. Alone is how rows were written before, and what a row
        // costs when pages come one at a time (a window holds one row), when the CPU is idle anyway.
        const share = (us: number) => ((100 * us) / 1000 / cheapest.ms).toFixed(1);
        console.log(
          `  ${engine.padEnd(10)} queued, as the portal writes it, ten a statement: ${a.batched.cpu.toFixed(0)} µs CPU a row (${share(a.batched.cpu)} % of that page; goal under 5 %), written off the page's path; ` +
            `in its own statement: ${a.alone.cpu.toFixed(0)} µs CPU (${share(a.alone.cpu)} %), ${a.alone.wall.toFixed(0)} µs a page would wait`,
        );
      }
    }
  } finally {
    baseline?.kill();
    await floor?.stop();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (measuring()) {
  measureAuditRows().then(
    (cost) => {
      report(cost);
      process.exit(0);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
} else {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
