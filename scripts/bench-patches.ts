/**
 * What each patch in patches/ is worth (decision 0180): the built portal served from copies of the
 * checkout that differ in one patch each, measured in the same run, alternately.
 *
 *   npm run build && npm run bench:patches [requests per page and round, default 60] [rounds, default 8]
 *
 * Each variant is a folder under .cache/bench-patches/ holding server.mjs, the build and a copy of
 * node_modules made of hard links, in which the packages the variant leaves unpatched are real
 * copies with their patch taken back out (`patch -R`); nothing in the checkout's node_modules is
 * changed. Variants: every patch applied (as deployed), none, and every patch but one, for each
 * patch. All serve one seeded database (the job worker off in all of them), signed in as the demo
 * patient. Each round asks every variant for every page in a rotated order, the same number of
 * requests each (four keep-alive connections); a server's CPU time is read from the scheduler's
 * own count (/proc/<pid>/task/<tid>/schedstat, in nanoseconds, every thread of the process), so a
 * short burst is measured as finely as a long one. Printed per patch and page: the CPU time a
 * request costs without it minus with every patch, as the median of the rounds' differences with
 * their middle half and their least and greatest (the machine's other load moves single rounds;
 * the spread says how far), and the difference of the least rounds (others' load only ever adds).
 * BENCH_PAGES=home,sign picks pages as in bench:pages; BENCH_VARIANTS=conform,none the patches
 * measured (every patch applied is always measured, the others are left out).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshDataDir } from "../tests/support/seeded";
import { TEST_SECRETS } from "../tests/support/secrets";
import http from "node:http";
import { get, median } from "./bench/load";
import { demoPatientCookie } from "./bench/sign-in";
import { benchPagesAsked } from "./bench/pages";

const requests = Number(process.argv[2] ?? 60);
const rounds = Number(process.argv[3] ?? 8);
const CONNECTIONS = 4;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3391);
const root = process.cwd();
const cacheDir = path.join(root, ".cache/bench-patches");

const PAGES = benchPagesAsked();

/** The package a patch file changes: "@remix-run+router+1.23.3.patch" → "@remix-run/router". */
function packageOf(patchFile: string): string {
  const parts = patchFile.replace(/\.patch$/, "").split("+");
  parts.pop();
  return parts.join("/");
}

interface Variant {
  name: string;
  /** Patch files taken back out in this variant. */
  without: string[];
  dir: string;
}

/** A copy of the checkout to serve, with `without` taken back out of its node_modules. */
function makeVariant(name: string, without: string[]): Variant {
  const dir = path.join(cacheDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const f of ["server.mjs", "package.json"]) fs.copyFileSync(path.join(root, f), path.join(dir, f));
  fs.cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  fs.symlinkSync(path.join(root, "public"), path.join(dir, "public"));
  // Hard links: cheap, and each file is only ever replaced below, never written through.
  execFileSync("cp", ["-al", fs.realpathSync(path.join(root, "node_modules")), path.join(dir, "node_modules")]);
  for (const patch of without) {
    const pkg = path.join(dir, "node_modules", packageOf(patch));
    fs.rmSync(pkg, { recursive: true, force: true });
    fs.cpSync(path.join(fs.realpathSync(path.join(root, "node_modules")), packageOf(patch)), pkg, { recursive: true });
    execFileSync("patch", ["-R", "-p1", "--silent", "-d", dir, "-i", path.join(root, "patches", patch)]);
  }
  return { name, without, dir };
}

interface Served {
  variant: Variant;
  url: string;
  pid: number;
  child: ChildProcess;
}

async function serve(variant: Variant, port: number, dataDir: string): Promise<Served> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: variant.dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: url, TRUST_PROXY: "1", JOBS_WORKER: "off", ...TEST_SECRETS },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const deadline = Date.now() + 30_000;
  while (!log.includes(`listening on ${url}`)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`variant ${variant.name} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { variant, url, pid: child.pid!, child };
}

/** CPU nanoseconds the process has run so far, all its threads (the scheduler's count, not clock ticks). */
function cpuNs(pid: number): number {
  let total = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return total;
}

interface Burst {
  /** The server's CPU µs per request. */
  cpuUs: number;
  rps: number;
}

/** `n` requests for one URL over CONNECTIONS keep-alive connections; the answering server's CPU per request. */
async function burst(url: string, n: number, pid: number, headers: Record<string, string>): Promise<Burst> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    for (let i = 0; i < CONNECTIONS; i++) await get(agent, url, headers);
    let left = n;
    const cpu0 = cpuNs(pid);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (left > 0) {
          left -= 1;
          const res = await get(agent, url, headers);
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return { cpuUs: (cpuNs(pid) - cpu0) / 1000 / n, rps: n / seconds };
  } finally {
    agent.destroy();
  }
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.round((p / 100) * (xs.length - 1))))];

async function main() {
  if (!fs.existsSync("build/index.js")) throw new Error("Run `npm run build` first: the benchmark serves the built portal.");
  // chart.js's patch changes only its browser build, what the browser downloads (decision 0180); the server loads the CommonJS build, as published.
  // @remix-run/dev's changes what the build writes for the browser (which chunks a page preloads), not what the server runs.
  const patches = fs.readdirSync(path.join(root, "patches")).filter((f) => f.endsWith(".patch") && !f.startsWith("chart.js+") && !f.startsWith("@remix-run+dev+")).sort();
  // BENCH_VARIANTS=conform,server-runtime measures only those patches against every patch (and "none" when named).
  const wanted = process.env.BENCH_VARIANTS?.split(",").filter(Boolean);
  const named = (name: string) => !wanted || wanted.some((w) => name.includes(w));
  const variants = [
    makeVariant("all", []),
    ...(named("none") ? [makeVariant("none", patches)] : []),
    ...patches.filter((p) => named(p)).map((p) => makeVariant(`without-${p.replace(/\.patch$/, "")}`, [p])),
  ];
  const dataDir = await freshDataDir("bench-patches-");
  const served: Served[] = [];
  const stopAll = () => {
    for (const s of served) s.child.kill("SIGTERM");
  };
  process.once("SIGINT", () => {
    stopAll();
    process.exit(130);
  });
  try {
    for (const [i, v] of variants.entries()) served.push(await serve(v, FIRST_PORT + i, dataDir));
    const cookie = await demoPatientCookie(served[0].url, "10.99.0.1");
    const headersOf = (p: (typeof PAGES)[number]): Record<string, string> => (p.signedOut ? {} : { Cookie: cookie });
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; ${served.length} variants, ${PAGES.length} pages, ${requests} requests each, ${rounds} rounds`);
    // Unmeasured first: every server's hot paths compiled.
    for (const s of served) for (const p of PAGES) await burst(s.url + p.path, requests, s.pid, headersOf(p));

    const runs = new Map<string, Burst[]>(); // `${variant}|${page}` → a burst per round
    for (let r = 0; r < rounds; r++) {
      // Rotated each round, so no variant always follows the same neighbour.
      const order = served.map((_, i) => served[(i + r) % served.length]);
      for (const p of PAGES) {
        for (const s of order) {
          const key = `${s.variant.name}|${p.name}`;
          runs.set(key, [...(runs.get(key) ?? []), await burst(s.url + p.path, requests, s.pid, headersOf(p))]);
        }
      }
      console.log(`round ${r + 1} of ${rounds} done (load ${os.loadavg()[0].toFixed(1)})`);
    }

    console.log(`\nCPU µs a request with every patch (median of the rounds, least); per variant, the difference (variant − all): median of the rounds' differences [middle half] {least … greatest}, and the least round's minus the least round's`);
    for (const p of PAGES) {
      const all = runs.get(`all|${p.name}`)!;
      const least = (xs: Burst[]) => Math.min(...xs.map((x) => x.cpuUs));
      console.log(`\n${p.name}: all patches ${Math.round(median(all.map((x) => x.cpuUs)))} µs (least ${Math.round(least(all))}), ${Math.round(median(all.map((x) => x.rps)))} req/s`);
      for (const v of variants.slice(1)) {
        const mine = runs.get(`${v.name}|${p.name}`)!;
        const diff = mine.map((x, k) => x.cpuUs - all[k].cpuUs);
        const r0 = (n: number) => String(Math.round(n));
        console.log(
          `  ${v.name.padEnd(44)} ${r0(median(diff)).padStart(6)} µs [${r0(pct(diff, 25))} … ${r0(pct(diff, 75))}] {${r0(Math.min(...diff))} … ${r0(Math.max(...diff))}}   least ${r0(least(mine) - least(all)).padStart(6)} µs`,
        );
      }
    }
    console.log(`\nload average after: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  } finally {
    stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
