/**
 * This checkout's pages beside another checkout's, in one run (issue 37: which pages got slower,
 * and what a fix gains): two figures from different times on a shared machine are not comparable,
 * two servers measured round by round under the same load are.
 *
 *   npm run build   (here and in the other checkout, e.g. a `git worktree` of an older commit)
 *   npm run bench:versus -- <other checkout> [seconds per round, default 4] [rounds, default 5]
 *
 * Starts both built portals (each on a fresh seeded database of its own commit), signs in as the
 * demo patient on each, then in each round asks for each page from ten keep-alive connections,
 * each asking this server then the other in turn, so both answer under the same load at the same
 * moments. Printed per page: each server's CPU ms per request (the median of the rounds) and the
 * median of the rounds' ratios, this over the other.
 * BENCH_PAGES=home,journal measures only those pages; BENCH_PORT moves the two ports;
 * BENCH_NODE_OPTIONS passes node or V8 flags to both portals (e.g. --cpu-prof --cpu-prof-dir=<dir>),
 * BENCH_THIS_NODE_OPTIONS to this checkout's only (to weigh a flag against the same code without it).
 * BENCH_CONNECTIONS=1 asks one page at a time. BENCH_PIN=1 runs both portals on the second core and
 * this script on the first: on a two-core machine the load's own work then never shares a core with
 * what is measured, and two runs of the same build beside itself agree more closely (decision 0180,
 * docs/bench-log/page-throughput.md, ninth sitting).
 * BENCH_ALTERNATE=1 loads one portal at a time, half of each round each, instead of asking both in turn.
 * BENCH_THIS=<checkout> measures that checkout's build in this one's place.
 * BENCH_RUNS=n repeats the whole run n times with both portals started afresh, the order of asking
 * swapped every other run, and prints each page's geometric mean of the runs' ratios with its 95 %
 * interval: one run's ratio moves from the next by up to 10 %, pinned or not.
 * Each page's document size is printed from both (what React writes and the socket sends grows with
 * it); BENCH_SAVE=<dir> also writes both documents there, to compare.
 */
import path from "node:path";
import { startTestServer } from "../tests/support/server";
import fs from "node:fs";
import http from "node:http";
import { CONNECTIONS, cpuSeconds, fetchPage, get, load, mainThreadSeconds, median } from "./bench/load";
import { pinIfAsked, serveCheckout, type Serving } from "./bench/checkout";
import { demoPatientCookie } from "./bench/sign-in";
import { benchPagesAsked } from "./bench/pages";

const other = process.argv[2];
// BENCH_THIS=<checkout> puts a third checkout in this one's place: two older commits compared with
// one harness (a bisect between them: a worktree moved from commit to commit, built each time).
const thisCheckout = process.env.BENCH_THIS;
const seconds = Number(process.argv[3] ?? 4);
const rounds = Number(process.argv[4] ?? 5);
// BENCH_CONNECTIONS=1: one request at a time, so the two portals never run at once.
const connections = Number(process.env.BENCH_CONNECTIONS ?? CONNECTIONS);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const nodeArgs = process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
const thisNodeArgs = [...nodeArgs, ...(process.env.BENCH_THIS_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [])];

const PAGES = benchPagesAsked();


/**
 * BENCH_ALTERNATE=1: one server at a time, each for half the round, with every connection, as a
 * portal runs in production (alone on its core). Asked in turn, the two share the second core from
 * one request to the next, and the one with the larger working set (code, heap) loses more to the
 * other's use of the core's caches than it would alone: a difference of a few percent between two
 * builds can be that and not their code (docs/bench-log/page-throughput.md, tenth sitting).
 */
const alternate = Boolean(process.env.BENCH_ALTERNATE);

/** One round of a page: each connection asks this server, then the other, and again; CPU ms per request of each. */
async function pairedRound(servers: { server: Serving; cookie: string }[], pagePath: string, seconds: number, signedOut = false, order = [0, 1]): Promise<{ all: number; main: number }[]> {
  if (alternate) {
    const result: { all: number; main: number }[] = [];
    for (const i of order) {
      const { server, cookie } = servers[i];
      const run = await load(server.url + pagePath, seconds / 2, server.pid, signedOut ? {} : { Cookie: cookie }, connections);
      result[i] = { all: run.cpuMs, main: run.mainMs };
    }
    return result;
  }
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const ask = (i: number) => get(agents[i], servers[i].server.url + pagePath, signedOut ? {} : { Cookie: servers[i].cookie });
  for (let k = 0; k < connections; k++) for (const i of order) await ask(i);
  const counts = servers.map(() => 0);
  const cpu0 = servers.map((s) => cpuSeconds(s.server.pid));
  const main0 = servers.map((s) => mainThreadSeconds(s.server.pid));
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        for (const i of order) {
          const res = await ask(i);
          if (res.status !== 200) throw new Error(`${pagePath} answered ${res.status}`);
          counts[i]++;
        }
      }
    }),
  );
  for (const a of agents) a.destroy();
  return servers.map((s, i) => ({
    all: ((cpuSeconds(s.server.pid) - cpu0[i]) * 1000) / counts[i],
    main: ((mainThreadSeconds(s.server.pid) - main0[i]) * 1000) / counts[i],
  }));
}

/** Each page's ratios in one run, this over the other: the median of the rounds', whole process and main thread. */
type RunRatios = { all: number; main: number }[];

/**
 * One run: both portals started afresh, each page measured `rounds` times. Odd runs ask the other
 * portal first on every connection, so the order's own bias (about 2 % of the main thread against
 * the one asked first) falls on each side in turn.
 */
async function oneRun(run: number): Promise<RunRatios> {
  const order = run % 2 ? [1, 0] : [0, 1];
  const servers: { name: string; server: Serving; cookie: string }[] = [];
  try {
    // Each portal joins the list as soon as it runs, so a failure after it (a sign-in refused) still stops it.
    const mine = thisCheckout ? await serveCheckout(thisCheckout, PORT, thisNodeArgs) : await startTestServer(PORT, {}, { asDeployed: true, nodeArgs: thisNodeArgs });
    servers.push({ name: "this", server: mine, cookie: "" });
    servers[0].cookie = await demoPatientCookie(mine.url, "10.99.0.1");
    const theirs = await serveCheckout(other, PORT + 1, nodeArgs);
    servers.push({ name: "other", server: theirs, cookie: "" });
    servers[1].cookie = await demoPatientCookie(theirs.url, "10.99.0.2");
    pinIfAsked(servers.map((s) => s.server.pid));
    for (const s of servers) for (const p of PAGES) await load(s.server.url + p.path, 2, undefined, p.signedOut ? {} : { Cookie: s.cookie });
    const save = process.env.BENCH_SAVE;
    if (save) fs.mkdirSync(save, { recursive: true });
    if (run === 0) {
      for (const p of PAGES) {
        const sizes: string[] = [];
        for (const s of servers) {
          const { body } = await fetchPage(s.server.url + p.path, p.signedOut ? {} : { Cookie: s.cookie });
          sizes.push(`${s.name} ${Buffer.byteLength(body)}`);
          if (save) fs.writeFileSync(path.join(save, `${p.name.replace(/\W+/g, "-").replace(/^-/, "")}.${s.name}.html`), body);
        }
        console.log(`${p.name.padEnd(16)} document bytes: ${sizes.join(", ")}`);
      }
    }
    const runs = PAGES.map(() => ({ this: [] as number[], other: [] as number[], thisMain: [] as number[], otherMain: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      for (const [i, p] of PAGES.entries()) {
        const [mine, theirs] = await pairedRound(servers, p.path, seconds, p.signedOut, order);
        runs[i].this.push(mine.all);
        runs[i].other.push(theirs.all);
        runs[i].thisMain.push(mine.main);
        runs[i].otherMain.push(theirs.main);
      }
    }
    console.log(`\nrun ${run + 1} (${order[0] === 0 ? "this" : "the other"} asked first): this checkout's portal: pid ${servers[0].server.pid}; the other's: pid ${servers[1].server.pid}`);
    for (const [i, p] of PAGES.entries()) {
      const rows = runs[i].this.map((x, k) => `${x.toFixed(2)}/${runs[i].other[k].toFixed(2)}`);
      console.log(`${p.name.padEnd(16)} rounds (this/other CPU ms): ${rows.join("  ")}`);
    }
    console.log(
      `\n${"page".padEnd(16)} ${"this ms".padStart(8)} ${"other ms".padStart(8)} ${"this/other".padStart(10)} | ${"main thread: this".padStart(17)} ${"other".padStart(6)} ${"this/other".padStart(10)}   (CPU ms per request, medians of ${rounds} rounds)`,
    );
    return PAGES.map((p, i) => {
      const { this: a, other: b, thisMain: am, otherMain: bm } = runs[i];
      const ratio = { all: median(a.map((x, k) => x / b[k])), main: median(am.map((x, k) => x / bm[k])) };
      console.log(`${p.name.padEnd(16)} ${fmt(median(a), 8)} ${fmt(median(b), 8)} ${fmt(ratio.all, 10, 3)} | ${fmt(median(am), 17)} ${fmt(median(bm), 6)} ${fmt(ratio.main, 10, 3)}`);
      return ratio;
    });
  } finally {
    await Promise.all(servers.map((s) => s.server.stop()));
  }
}

const fmt = (n: number, w: number, d = 2) => n.toFixed(d).padStart(w);

// Student's t at 97.5 % for n - 1 degrees of freedom (n = 2..10 runs); 1.96 beyond.
const T975 = [12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26];

/** The geometric mean of ratios and its 95 % interval across runs (on their logarithms). */
function meanWithInterval(ratios: number[]): { mean: number; low: number; high: number } {
  const logs = ratios.map(Math.log);
  const m = logs.reduce((a, b) => a + b, 0) / logs.length;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - m) ** 2, 0) / (logs.length - 1));
  const half = (T975[logs.length - 2] ?? 1.96) * (sd / Math.sqrt(logs.length));
  return { mean: Math.exp(m), low: Math.exp(m - half), high: Math.exp(m + half) };
}

async function main() {
  if (!other) throw new Error("Name the other checkout: npm run bench:versus -- <path> [seconds] [rounds]");
  // BENCH_RUNS=n: n runs, each with both portals started afresh. A run's ratios move from one run
  // to the next by more than its rounds do (each process's own start: its heap, what V8 compiles),
  // so a difference of a few percent is read from several runs' mean and its interval.
  const runCount = Number(process.env.BENCH_RUNS ?? 1);
  const all: RunRatios[] = [];
  for (let run = 0; run < runCount; run++) all.push(await oneRun(run));
  if (runCount < 2) return;
  console.log(`\n${"page".padEnd(16)} ${"runs, this/other (main thread)".padEnd(12)}`);
  for (const [i, p] of PAGES.entries()) console.log(`${p.name.padEnd(16)} ${all.map((r) => `${r[i].all.toFixed(3)} (${r[i].main.toFixed(3)})`).join("  ")}`);
  console.log(`\n${"page".padEnd(16)} ${"mean".padStart(6)} ${"95 % interval".padStart(14)} | ${"main thread: mean".padStart(17)} ${"95 % interval".padStart(14)}   (this/other, geometric mean of ${runCount} runs)`);
  for (const [i, p] of PAGES.entries()) {
    const w = meanWithInterval(all.map((r) => r[i].all));
    const m = meanWithInterval(all.map((r) => r[i].main));
    console.log(`${p.name.padEnd(16)} ${fmt(w.mean, 6, 3)} ${`${w.low.toFixed(3)}–${w.high.toFixed(3)}`.padStart(14)} | ${fmt(m.mean, 17, 3)} ${`${m.low.toFixed(3)}–${m.high.toFixed(3)}`.padStart(14)}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
