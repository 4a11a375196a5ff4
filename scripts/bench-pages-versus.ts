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
 * Each page's document size is printed from both (what React writes and the socket sends grows with
 * it); BENCH_SAVE=<dir> also writes both documents there, to compare.
 */
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { startTestServer } from "../tests/support/server";
import fs from "node:fs";
import http from "node:http";
import { CONNECTIONS, cpuSeconds, fetchPage, get, load, median } from "./bench/load";
import { demoPatientCookie } from "./bench/sign-in";

const other = process.argv[2];
const seconds = Number(process.argv[3] ?? 4);
const rounds = Number(process.argv[4] ?? 5);
// BENCH_CONNECTIONS=1: one request at a time, so the two portals never run at once.
const connections = Number(process.env.BENCH_CONNECTIONS ?? CONNECTIONS);
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const nodeArgs = process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [];
const thisNodeArgs = [...nodeArgs, ...(process.env.BENCH_THIS_NODE_OPTIONS?.split(/\s+/).filter(Boolean) ?? [])];

const ALL_PAGES = [
  { name: "/home", path: "/home" },
  { name: "recipe listing", path: "/nutrition/recipes" },
  { name: "recipe details", path: "/nutrition/recipes/12/details" },
  { name: "daily journal", path: "/nutrition/journal" },
  { name: "fitness home", path: "/fitness/home" },
  { name: "weight progress", path: "/progress" },
  { name: "/signin", path: "/signin", signedOut: true },
];
const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
// A signed-out page (/signin) is asked without the cookie: signed in, it sends the member home.
const PAGES: { name: string; path: string; signedOut?: boolean }[] = only ? ALL_PAGES.filter((p) => only.some((w) => p.name.includes(w))) : ALL_PAGES;


/** CPU seconds of a process's main thread (where JavaScript runs): the rest is V8's and libuv's helper threads. */
function mainThreadSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One round of a page: each connection asks this server, then the other, and again; CPU ms per request of each. */
async function pairedRound(servers: { server: Serving; cookie: string }[], pagePath: string, seconds: number, signedOut = false): Promise<{ all: number; main: number }[]> {
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const ask = (i: number) => get(agents[i], servers[i].server.url + pagePath, signedOut ? {} : { Cookie: servers[i].cookie });
  for (let k = 0; k < connections; k++) for (const i of servers.keys()) await ask(i);
  const counts = servers.map(() => 0);
  const cpu0 = servers.map((s) => cpuSeconds(s.server.pid));
  const main0 = servers.map((s) => mainThreadSeconds(s.server.pid));
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        for (const i of servers.keys()) {
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

interface Serving {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The other checkout's portal, started by a child running in that checkout (scripts/bench/serve-checkout.ts). */
function serveOther(dir: string, port: number): Promise<Serving> {
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), path.resolve("scripts/bench/serve-checkout.ts"), String(port), ...nodeArgs], {
    cwd: path.resolve(dir),
    stdio: ["pipe", "pipe", "inherit"],
  });
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once("exit", () => resolve()), child.stdin!.end())));
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve({ ...(JSON.parse(line) as { url: string; pid: number }), stop });
    });
    child.once("exit", (code) => reject(new Error(`the other checkout's portal exited with ${code}`)));
  });
}

async function main() {
  if (!other) throw new Error("Name the other checkout: npm run bench:versus -- <path> [seconds] [rounds]");
  const servers: { name: string; server: Serving; cookie: string }[] = [];
  const mine = await startTestServer(PORT, {}, { asDeployed: true, nodeArgs: thisNodeArgs });
  servers.push({ name: "this", server: mine, cookie: await demoPatientCookie(mine.url, "10.99.0.1") });
  const theirs = await serveOther(other, PORT + 1);
  servers.push({ name: "other", server: theirs, cookie: await demoPatientCookie(theirs.url, "10.99.0.2") });
  if (process.env.BENCH_PIN) {
    // BENCH_PIN=1: both portals (every thread) on the second core, this script on the first, so the
    // load's own work never shares a core with what is measured.
    for (const s of servers) execFileSync("taskset", ["-a", "-p", "-c", "1", String(s.server.pid)], { stdio: "ignore" });
    execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  }
  try {
    for (const s of servers) for (const p of PAGES) await load(s.server.url + p.path, 2, undefined, p.signedOut ? {} : { Cookie: s.cookie });
    const save = process.env.BENCH_SAVE;
    if (save) fs.mkdirSync(save, { recursive: true });
    for (const p of PAGES) {
      const sizes: string[] = [];
      for (const s of servers) {
        const { body } = await fetchPage(s.server.url + p.path, p.signedOut ? {} : { Cookie: s.cookie });
        sizes.push(`${s.name} ${Buffer.byteLength(body)}`);
        if (save) fs.writeFileSync(path.join(save, `${p.name.replace(/\W+/g, "-").replace(/^-/, "")}.${s.name}.html`), body);
      }
      console.log(`${p.name.padEnd(16)} document bytes: ${sizes.join(", ")}`);
    }
    const runs = PAGES.map(() => ({ this: [] as number[], other: [] as number[], thisMain: [] as number[], otherMain: [] as number[] }));
    for (let r = 0; r < rounds; r++) {
      for (const [i, p] of PAGES.entries()) {
        const [mine, theirs] = await pairedRound(servers, p.path, seconds, p.signedOut);
        runs[i].this.push(mine.all);
        runs[i].other.push(theirs.all);
        runs[i].thisMain.push(mine.main);
        runs[i].otherMain.push(theirs.main);
      }
    }
    console.log(`\nthis checkout's portal: pid ${servers[0].server.pid}; the other's: pid ${servers[1].server.pid}`);
    for (const [i, p] of PAGES.entries()) {
      const rows = runs[i].this.map((x, k) => `${x.toFixed(2)}/${runs[i].other[k].toFixed(2)}`);
      console.log(`${p.name.padEnd(16)} rounds (this/other CPU ms): ${rows.join("  ")}`);
    }
    const fmt = (n: number, w: number, d = 2) => n.toFixed(d).padStart(w);
    console.log(
      `\n${"page".padEnd(16)} ${"this ms".padStart(8)} ${"other ms".padStart(8)} ${"this/other".padStart(10)} | ${"main thread: this".padStart(17)} ${"other".padStart(6)} ${"this/other".padStart(10)}   (CPU ms per request, medians of ${rounds} rounds)`,
    );
    for (const [i, p] of PAGES.entries()) {
      const a = runs[i].this;
      const b = runs[i].other;
      const am = runs[i].thisMain;
      const bm = runs[i].otherMain;
      console.log(
        `${p.name.padEnd(16)} ${fmt(median(a), 8)} ${fmt(median(b), 8)} ${fmt(median(a.map((x, k) => x / b[k])), 10, 3)} | ${fmt(median(am), 17)} ${fmt(median(bm), 6)} ${fmt(median(am.map((x, k) => x / bm[k])), 10, 3)}`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.server.stop()));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
