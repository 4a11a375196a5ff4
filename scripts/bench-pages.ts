/**
 * Page throughput (issue 15): how much a signed-in page costs beyond rendering its HTML.
 *
 *   npm run build && npm run bench:pages [seconds per round, default 5] [rounds, default 3]
 *
 * Starts the built portal (server.mjs) on a fresh seeded database, signs in as the demo patient,
 * saves the HTML of each measured page, and starts a baseline process (bench-pages-baseline.mjs)
 * that serves the same markup rendered by React's renderToString on every request, and the saved
 * bytes from memory. Then, in alternating rounds, ten keep-alive connections ask each server for
 * each page as fast as it answers. Printed per page: the portal's req/s and p50/p99 beside the
 * baseline's, the ratio portal / renderToString (the median of the rounds) against the issue's
 * goal, and at the end the portal's resident memory.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startTestServer } from "../tests/support/server";
import { demoPatientCookie } from "./bench/sign-in";

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);
const CONNECTIONS = 10;
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3391);
const BASELINE_PORT = PORTAL_PORT + 1;

// The signed-out sign-in page (one form, no data) is the floor: what any page costs the framework.
const ALL_PAGES: { name: string; path: string; goal: number | null; signedOut?: boolean }[] = [
  { name: "/home", path: "/home", goal: 0.1 },
  { name: "recipe listing", path: "/nutrition/recipes", goal: 0.4 },
  { name: "recipe details", path: "/nutrition/recipes/12/details", goal: 0.15 },
  { name: "daily journal", path: "/nutrition/journal", goal: null },
  { name: "fitness home", path: "/fitness/home", goal: null },
  { name: "weight progress", path: "/progress", goal: null },
  { name: "sign-in (floor)", path: "/signin", goal: null, signedOut: true },
];
// BENCH_PAGES=home,details measures only the pages whose names contain one of those words.
const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((p) => only.some((w) => p.name.includes(w))) : ALL_PAGES;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
}

/** Ten connections asking for one URL for `seconds`. */
async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  for (let i = 0; i < CONNECTIONS; i++) await get(agent, url, headers); // warm the connections and caches
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await get(agent, url, headers);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main() {
  if (!fs.existsSync("build/index.js")) throw new Error("Run `npm run build` first: the benchmark serves the built portal.");
  // BENCH_NODE_OPTIONS tries node or V8 flags on the portal only (e.g. --max-semi-space-size=4).
  const server = await startTestServer(PORTAL_PORT, {}, { nodeArgs: process.env.BENCH_NODE_OPTIONS?.split(/\s+/).filter(Boolean) });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  let baseline: ReturnType<typeof fork> | null = null;
  try {
    const cookie = await demoPatientCookie(server.url, "10.99.0.1");
    const portalHeaders = { Cookie: cookie };

    const agent = new http.Agent({ keepAlive: true });
    const html: string[] = [];
    for (const p of PAGES) {
      const res = await get(agent, server.url + p.path, p.signedOut ? {} : portalHeaders);
      if (res.status !== 200) throw new Error(`${p.path} answered ${res.status}`);
      html.push(res.body);
    }
    agent.destroy();
    const pagesFile = path.join(tmp, "pages.json");
    fs.writeFileSync(pagesFile, JSON.stringify(html));
    baseline = fork(path.resolve("scripts/bench-pages-baseline.mjs"), [pagesFile, String(BASELINE_PORT)], { env: { ...process.env, NODE_ENV: "production" } });
    await new Promise<void>((resolve, reject) => {
      baseline!.once("message", () => resolve());
      baseline!.once("exit", (code) => reject(new Error(`baseline exited with ${code}`)));
    });
    const base = `http://localhost:${BASELINE_PORT}`;

    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores; ${CONNECTIONS} connections, ${seconds} s a run, ${rounds} alternating rounds`);
    const results = PAGES.map(() => ({ portal: [] as Run[], render: [] as Run[], static: [] as Run[] }));
    for (let r = 0; r < rounds; r++) {
      for (const [i, p] of PAGES.entries()) {
        results[i].portal.push(await load(server.url + p.path, p.signedOut ? {} : portalHeaders));
        results[i].render.push(await load(`${base}/render/${i}`));
        results[i].static.push(await load(`${base}/static/${i}`));
      }
    }
    const fmt = (n: number, d = 0) => n.toFixed(d).padStart(7);
    console.log(
      `\n${"page".padEnd(18)} ${"KB".padStart(5)} | ${"portal req/s".padStart(12)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} | ${"render req/s".padStart(12)} | ${"static req/s".padStart(12)} | ${"ratio".padStart(6)} goal`,
    );
    for (const [i, p] of PAGES.entries()) {
      const res = results[i];
      const ratio = median(res.portal.map((run, k) => run.rps / res.render[k].rps));
      const portal = median(res.portal.map((x) => x.rps));
      console.log(
        `${p.name.padEnd(18)} ${fmt(html[i].length / 1024).slice(2)} | ${fmt(portal).padStart(12)} ${fmt(median(res.portal.map((x) => x.p50)), 1)} ${fmt(median(res.portal.map((x) => x.p99)), 1)} | ${fmt(median(res.render.map((x) => x.rps))).padStart(12)} | ${fmt(median(res.static.map((x) => x.rps))).padStart(12)} | ${ratio.toFixed(3).padStart(6)} ${p.goal === null ? "" : `${p.goal.toFixed(2)} ${ratio >= p.goal ? "met" : "NOT MET"}`}`,
      );
    }
    const rss = rssMb(server.pid);
    console.log(`\nportal RSS after the run: ${rss.toFixed(0)} MB (goal under 300 MB: ${rss < 300 ? "met" : "NOT MET"})`);
  } finally {
    baseline?.kill();
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
