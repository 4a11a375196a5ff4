/**
 * What a page costs in instructions (issue 37): the built portal under valgrind's cachegrind,
 * which counts every instruction the server process runs. A count does not move with the
 * machine's other load, with the host or from one start of the process to the next as CPU time
 * does: seven counts of one build's /signin agreed within 0.5 %, where two timed runs differ by up
 * to 10 %. A signed-in page's count moves more (/home ±3 %): some of its work follows the clock (a
 * kept read lives 10 s, a session is touched by the minute), and under valgrind a request is slow.
 * One build can still be erratic (the collector's heuristics follow the allocation rate over time):
 * count each build at least twice.
 *
 *   npm run build && npm run bench:instructions -- [other checkout ...]
 *
 * For each page, each checkout's portal (this one, then each other checkout named, e.g. a
 * `git worktree` of an older commit, built) is started twice on a fresh seeded database of its own
 * commit, under `valgrind --tool=cachegrind --cache-sim=no`, with `--single-threaded` (V8's
 * compiler and collector then run on the thread that is counted, in the same order every time)
 * and without its in-process job worker (whose polls would count by the clock, not by request).
 * One start answers WARM requests, the other WARM + MEASURED, one at a time; the difference of
 * the two counts over MEASURED is what one request costs once the code is warm, start-up left out.
 * Printed per page: each checkout's million instructions a request, this checkout's over each
 * other's, and the size of the document each sent; then the same without V8's optimising compiler
 * and its collector ("own work", splitCount), which is the figure that repeats: two counts of one
 * build's /home read 29.37 and 30.68 in all, 21.22 and 21.41 of own work (issue 37). Two counts run at once (one per core): a
 * count does not depend on what else runs.
 *
 * BENCH_PAGES=home,signin measures only the pages whose name or path holds one of those words (scripts/bench/pages.ts).
 * BENCH_WARM / BENCH_MEASURED change the request counts (default 150 and 200; /signin twice each).
 * Needs valgrind (Debian: `apt-get install valgrind`); about two minutes a page and checkout.
 * What a count leaves out: time spent waiting on memory (a larger working set costs time that no
 * instruction shows), which the timed benches (bench:pages, bench:versus) still measure.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchPagesAsked } from "./bench/pages";

const PORT = Number(process.env.BENCH_PORT ?? 3601);
const WARM = Number(process.env.BENCH_WARM ?? 150);
const MEASURED = Number(process.env.BENCH_MEASURED ?? 200);

interface Count {
  instructions: number;
  /** Of those, V8's optimising compiler's and its collector's (see splitCount). */
  compiler: number;
  collector: number;
  bytes: number;
}

const COMPILER = /v8::internal::compiler::|turboshaft/;
// The collector's functions, the allocator's slow path and the pretenuring it feeds included: a
// count whose window held a full collection read 1–4 % more "own work" while these were
// left out (issue 37).
const COLLECTOR =
  /Scaveng|Marking|MarkCompact|Sweeper|Heap::|heap::|cppgc::|Evacuat|Remembered|SlotSet|MemoryChunk|LargeObjectSpace|PagedSpace|IncrementalMarking|GCTracer|MinorMC|Worklist|BodyDescriptor|RecordWrite|PointersUpdating|RecordMigrated|FreeList|GlobalHandles|WeakObjects|TypedSlot|LiveObject|MemoryAllocator|StringTableCleaner|SizeFromMap|Pretenuring|EvacuationAllocator|SemiSpace|NewSpace|UsedInstanceSize|GetFillToAlign|SetTopAndLimit|Promot/;

/**
 * The instructions of V8's optimising compiler and of its collector, by the functions cachegrind
 * names. The rest (the page's own work: JavaScript, V8's built-ins and runtime, SQLite, Node) is
 * what repeats from count to count: the collector's share follows the allocation rate over time
 * and can double between two counts of one build, and under --single-threaded the compiler's
 * work, which a server does on another thread, is on the counted one.
 */
function splitCount(text: string): { compiler: number; collector: number } {
  const split = { compiler: 0, collector: 0 };
  let kind: keyof typeof split | null = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("fn=")) {
      const fn = line.slice(3);
      kind = COMPILER.test(fn) ? "compiler" : COLLECTOR.test(fn) ? "collector" : null;
    } else if (kind !== null && line.charCodeAt(0) >= 48 && line.charCodeAt(0) <= 57) {
      split[kind] += Number(line.slice(line.indexOf(" ") + 1));
    }
  }
  return split;
}

/**
 * Child mode, run inside the checkout measured (its own seed, secrets and sign-in helper):
 * `tsx bench-instructions.ts --one <path> <requests> <port> <signed-out: 0|1>` prints one Count as JSON.
 */
async function countOne(pagePath: string, requests: number, port: number, signedOut: boolean): Promise<Count> {
  const { freshPortal } = (await import(path.resolve("tests/support/seeded.ts"))) as { freshPortal: (prefix: string) => Promise<{ dataDir: string; dispose: () => Promise<void> }> };
  const { TEST_SECRETS } = (await import(path.resolve("tests/support/secrets.ts"))) as { TEST_SECRETS: Record<string, string> };
  const { demoPatientCookie } = (await import(path.resolve("scripts/bench/sign-in.ts"))) as { demoPatientCookie: (url: string, ip: string) => Promise<string> };
  const portal = await freshPortal("bench-instructions-");
  const out = path.join(portal.dataDir, "cachegrind.out");
  const url = `http://localhost:${port}`;
  const child = spawn("valgrind", ["--tool=cachegrind", "--cache-sim=no", `--cachegrind-out-file=${out}`, process.execPath, "--single-threaded", "server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: portal.dataDir, DATABASE_URL: "", PUBLIC_URL: url, TRUST_PROXY: "1", JOBS_WORKER: "off", ...TEST_SECRETS },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let log = "";
    child.stdout!.on("data", (d: Buffer) => (log += d));
    child.stderr!.on("data", (d: Buffer) => (log += d));
    const deadline = Date.now() + 300_000;
    while (!log.includes(`listening on ${url}`)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the portal under valgrind did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const headers: Record<string, string> = signedOut ? {} : { Cookie: await demoPatientCookie(url, "10.99.0.7") };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let bytes = 0;
    const ask = () =>
      new Promise<void>((resolve, reject) =>
        http
          .get(url + pagePath, { agent, headers }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`${pagePath} answered ${res.statusCode}`));
            res.on("data", (d: Buffer) => (bytes += d.length));
            res.on("end", resolve);
          })
          .on("error", reject),
      );
    for (let i = 0; i < requests; i++) await ask();
    agent.destroy();
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
    const text = fs.readFileSync(out, "utf8");
    const summary = /^summary: (\d+)/m.exec(text);
    if (!summary) throw new Error("cachegrind wrote no summary");
    return { instructions: Number(summary[1]), ...splitCount(text), bytes: bytes / Math.max(requests, 1) };
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    await portal.dispose();
  }
}

/** Runs countOne inside `checkout` (a child process whose working directory it is). */
function countIn(checkout: string, pagePath: string, requests: number, port: number, signedOut: boolean): Promise<Count> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), self, "--one", pagePath, String(requests), String(port), signedOut ? "1" : "0"], {
    cwd: path.resolve(checkout),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (code === 0 && line) resolve(JSON.parse(line) as Count);
      else reject(new Error(`counting ${pagePath} in ${checkout} failed (exit ${code})`));
    }),
  );
}

/** At most `limit` of the tasks at once, results in order. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

async function main() {
  if (process.argv[2] === "--one") {
    const [pagePath, requests, port, signedOut] = process.argv.slice(3);
    process.stdout.write(`${JSON.stringify(await countOne(pagePath, Number(requests), Number(port), signedOut === "1"))}\n`);
    return;
  }
  try {
    execFileSync("valgrind", ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error("valgrind is not installed (Debian: apt-get install valgrind)");
  }
  const checkouts = [".", ...process.argv.slice(2)];
  for (const c of checkouts) if (!fs.existsSync(path.join(c, "build/index.js"))) throw new Error(`${c} has no build: npm run build there first`);
  const pages = benchPagesAsked();
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  console.log(`million instructions a request (warm ${WARM}, measured ${MEASURED}; /signin twice each), ${parallel} counts at once\n`);
  console.log(`${"page".padEnd(16)} ${checkouts.map((c) => path.basename(path.resolve(c)).slice(0, 14).padStart(14)).join(" ")}   this/other   document bytes`);
  for (const page of pages) {
    const [warm, measured] = page.signedOut ? [WARM * 2, MEASURED * 2] : [WARM, MEASURED];
    // Each checkout's seed is made before two counts could race to make it.
    for (const c of checkouts) await countIn(c, page.path, 1, PORT, Boolean(page.signedOut));
    const tasks = checkouts.flatMap((c, i) => [warm, warm + measured].map((n, j) => () => countIn(c, page.path, n, PORT + 2 * i + j, Boolean(page.signedOut))));
    const counts = await inParallel(tasks, parallel);
    const per = (of: (c: Count) => number) => checkouts.map((_, i) => (of(counts[2 * i + 1]) - of(counts[2 * i])) / measured / 1e6);
    const ratios = (m: number[]) => m.slice(1).map((x) => (m[0] / x).toFixed(3).padStart(5)).join(" ").padEnd(10);
    const column = (m: number[]) => m.map((x) => x.toFixed(2).padStart(14)).join(" ");
    const perRequest = per((c) => c.instructions);
    const own = per((c) => c.instructions - c.compiler - c.collector);
    console.log(`${page.name.padEnd(16)} ${column(perRequest)}   ${ratios(perRequest)}   ${checkouts.map((_, i) => counts[2 * i + 1].bytes.toFixed(0)).join(" ")}`);
    console.log(
      `${"  own work".padEnd(16)} ${column(own)}   ${ratios(own)}   compiler ${per((c) => c.compiler).map((x) => x.toFixed(2)).join(" ")}, collector ${per((c) => c.collector).map((x) => x.toFixed(2)).join(" ")}`,
    );
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
