import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { adminQuery, findPgBin, startPgCluster } from "../../tests/support/pg-cluster";

/**
 * What the benchmark scripts share: timing a call, and measuring the same data on both engines.
 *
 * A benchmark builds its data once, in a SQLite file (the fast way: one process, prepared
 * statements). The measuring then runs in a child process per engine, because the app's
 * connection is chosen from the environment when app/db/db.server.ts is first imported: first on
 * that SQLite file, then, when a PostgreSQL server binary is installed, on a throwaway cluster
 * holding the same rows, copied by `npm run db:copy-to-postgres`. The parent prints both.
 */

export interface Timing {
  label: string;
  /** The name BENCH_ONLY picks it by (timeSelected), when it has one. */
  key?: string;
  p50: number;
  p95: number;
  max: number;
  /** The process's own CPU time per call: on a busy machine the wall clock also counts other processes' turns. */
  cpu50: number;
  cpu95: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Twenty warm-up calls, then `iterations` timed ones; `fn` gets the call's number. */
export async function time(label: string, fn: (i: number) => Promise<unknown>, iterations: number): Promise<Timing> {
  for (let i = 0; i < 20; i++) await fn(i);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { label, p50: percentile(wall, 50), p95: percentile(wall, 95), max: wall[wall.length - 1], cpu50: percentile(cpu, 50), cpu95: percentile(cpu, 95) };
}

/** A call a benchmark measures: `key` names it for BENCH_ONLY. */
export interface Measured {
  key: string;
  label: string;
  fn: (i: number) => Promise<unknown>;
  iterations: number;
}

/**
 * Times the calls in order; with BENCH_ONLY=key,key only those (the fast loop while working on
 * one read: `BENCH_ONLY=panel BENCH_ENGINES=sqlite BENCH_DB=<kept folder>`).
 */
export async function timeSelected(calls: Measured[]): Promise<Timing[]> {
  const only = process.env.BENCH_ONLY?.split(",").map((k) => k.trim()).filter(Boolean);
  const out: Timing[] = [];
  for (const c of calls) if (!only || only.includes(c.key)) out.push({ ...(await time(c.label, c.fn, c.iterations)), key: c.key });
  return out;
}

/** Whether BENCH_ONLY selects `key` (everything when it is not set). */
export const selected = (key: string) => {
  const only = process.env.BENCH_ONLY?.split(",").map((k) => k.trim()).filter(Boolean);
  return !only || only.includes(key);
};

/** The machine's load as the figures are printed: a p95 means little without it. */
export const loadLine = (iterations: number) =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} on ${os.cpus().length} cores; ${iterations} iterations each`;

export type EngineName = "SQLite" | "PostgreSQL";

/** True in the child process that measures; it reads its data from the environment's database. */
export const measuring = () => process.env.BENCH_MEASURE === "1";

const RESULT = "BENCH_RESULT ";

/** In the measuring child: hands the timings (and any figures the parent prints) to the parent. */
export function report<T>(result: T): void {
  process.stdout.write(`\n${RESULT}${JSON.stringify(result)}\n`);
}

function measureIn<T>(script: string, args: string[], env: Record<string, string>): T {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, ...env, BENCH_MEASURE: "1" },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = run.stdout.split("\n").find((l) => l.startsWith(RESULT));
  if (run.status !== 0 || !line) throw new Error(`measuring ${path.basename(script)} failed (exit ${run.status}):\n${run.stdout}`);
  return JSON.parse(line.slice(RESULT.length)) as T;
}

/**
 * Measures `script` (run again with BENCH_MEASURE=1) on the SQLite file in `dataDir`, then on
 * PostgreSQL with the same rows. `context` reaches the child as BENCH_CONTEXT (JSON). The
 * PostgreSQL run is skipped, and says so, when no server binary is installed or BENCH_ENGINES=sqlite.
 */
export async function measureOnEngines<T>(
  script: string,
  dataDir: string,
  args: string[],
  context: unknown = null,
): Promise<{ engine: EngineName; result: T }[]> {
  const env = { DATA_DIR: dataDir, BENCH_CONTEXT: JSON.stringify(context), DATABASE_URL: "" };
  const runs: { engine: EngineName; result: T }[] = [{ engine: "SQLite", result: measureIn<T>(script, args, env) }];
  const bin = findPgBin();
  if (process.env.BENCH_ENGINES === "sqlite" || !bin) {
    console.log(`\nPostgreSQL: not measured (${bin ? "BENCH_ENGINES=sqlite" : "no PostgreSQL server binary: apt-get install postgresql, or set PG_BIN"}).`);
    return runs;
  }
  const cluster = await startPgCluster(bin);
  try {
    await adminQuery(cluster.adminUrl, "create database portal_bench");
    const databaseUrl = cluster.urlFor("portal_bench");
    const t0 = performance.now();
    const copy = spawnSync(process.execPath, ["--import", "tsx", path.resolve("scripts/sqlite-to-postgres.ts"), path.join(dataDir, "portal.sqlite")], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (copy.status !== 0) throw new Error(`copying into PostgreSQL failed:\n${copy.stdout}`);
    // The copy ends with VACUUM ANALYZE: the planner's statistics and the GIN index are ready.
    console.log(`\nPostgreSQL: the same rows copied by db:copy-to-postgres in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The secrets PostgreSQL deployments must share (app/env.server.ts); any value serves a benchmark.
    const secrets = Object.fromEntries(["SESSION_SECRET", "JWT_SECRET", "CAPTCHA_HMAC_KEY"].map((k) => [k, randomBytes(24).toString("hex")]));
    runs.push({ engine: "PostgreSQL", result: measureIn<T>(script, args, { ...env, ...secrets, DATABASE_URL: databaseUrl }) });
  } finally {
    await cluster.stop();
  }
  return runs;
}

/** The context the parent passed to measureOnEngines. */
export const benchContext = <T>(): T => JSON.parse(process.env.BENCH_CONTEXT ?? "null") as T;

const ms = (n: number) => `${n.toFixed(2)} ms`;

/** One line per timing with each engine's p50 and p95, and PostgreSQL's median over SQLite's. */
export function printTimings(runs: { engine: EngineName; timings: Timing[] }[], width = 80): void {
  const [first, second] = runs;
  console.log("");
  console.log(`  ${"".padEnd(width)} ${runs.map((r) => `${r.engine} (cpu: the process's own time, p95)`.padEnd(44)).join(" ")}${second ? "PG/SQLite (p50)" : ""}`);
  first.timings.forEach((t, i) => {
    const cells = runs.map((r) => `p50 ${ms(r.timings[i].p50)}, p95 ${ms(r.timings[i].p95)}, cpu ${ms(r.timings[i].cpu95)}`.padEnd(44));
    const ratio = second ? `${(second.timings[i].p50 / t.p50).toFixed(2)}×` : "";
    console.log(`  ${t.label.padEnd(width)} ${cells.join(" ")}${ratio}`);
  });
}

/**
 * The budget lines: each engine within the absolute budget (p95), and PostgreSQL within twice
 * SQLite's figure (issue 14). Returns false when any is over.
 */
export function printBudget(runs: { engine: EngineName; timings: Timing[] }[], which: number | string, name: string, budgetMs: number): boolean {
  // By key: a run of BENCH_ONLY measured some calls only; the budget of one it left out is not printed.
  const index = typeof which === "number" ? which : runs[0].timings.findIndex((t) => t.key === which);
  if (index < 0) return true;
  const parts = runs.map((r) => {
    const t = r.timings[index];
    return { engine: r.engine, ok: t.p95 < budgetMs, text: `${r.engine} ${t.p95 < budgetMs ? "within" : "OVER"} (p50 ${ms(t.p50)}, p95 ${ms(t.p95)}; cpu p95 ${ms(t.cpu95)})` };
  });
  let ok = parts.every((p) => p.ok);
  let ratio = "";
  if (runs.length === 2) {
    // The wall clock's p95 of sub-millisecond calls is mostly scheduling noise on a busy machine;
    // compare the medians, which is what "within 2× of SQLite" is about.
    const r = runs[1].timings[index].p50 / runs[0].timings[index].p50;
    ok &&= r <= 2;
    ratio = `; PostgreSQL/SQLite p50 ${r.toFixed(2)}× (${r <= 2 ? "within" : "OVER"} 2×)`;
  }
  console.log(`budget ${name} < ${budgetMs} ms: ${parts.map((p) => p.text).join("; ")}${ratio}`);
  return ok;
}

/**
 * The care team's budgets (issues 25, 39, 40): p95 under `budgetMs` on SQLite, and "within 2× on
 * PostgreSQL" read as a p95 under twice the budget there; the medians' ratio (printBudget's rule)
 * is printed beside it. `which` is the timing's key (timeSelected) or its index.
 */
export function printBudgetDoubled(runs: { engine: EngineName; timings: Timing[] }[], which: number | string, name: string, budgetMs: number): boolean {
  const index = typeof which === "number" ? which : runs[0].timings.findIndex((t) => t.key === which);
  if (index < 0) return true;
  let ok = true;
  const parts = runs.map((r) => {
    const t = r.timings[index];
    const limit = r.engine === "PostgreSQL" ? 2 * budgetMs : budgetMs;
    ok &&= t.p95 < limit;
    return `${r.engine} ${t.p95 < limit ? "within" : "OVER"} ${limit} ms (p50 ${ms(t.p50)}, p95 ${ms(t.p95)}; cpu p95 ${ms(t.cpu95)})`;
  });
  const ratio = runs.length === 2 ? `; PostgreSQL/SQLite p50 ${(runs[1].timings[index].p50 / runs[0].timings[index].p50).toFixed(2)}×` : "";
  console.log(`budget ${name} (p95): ${parts.join("; ")}${ratio}`);
  return ok;
}
