import fs from "node:fs";
import http from "node:http";
import { percentile } from "./harness";

/**
 * The page benchmarks' load: ten keep-alive connections asking for one URL as fast as it answers
 * (scripts/bench-pages.ts, scripts/bench-pages-bisect.ts). Beside requests a second, the
 * server's own CPU time per request (utime + stime of its process, all threads, from /proc):
 * on this shared machine req/s moves with everyone else's load, the CPU a request costs barely.
 */

export const CONNECTIONS = 10;

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU milliseconds per answered request; NaN when no pid was given. */
  cpuMs: number;
  /** The same, its main thread's alone (where JavaScript runs); NaN when no pid was given. */
  mainMs: number;
}

export function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** One GET outside any measurement: the page's HTML and headers (a status other than 200 throws). */
export async function fetchPage(url: string, headers: Record<string, string> = {}) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const res = await get(agent, url, headers);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res;
  } finally {
    agent.destroy();
  }
}

const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/** CPU seconds the process has used so far (user + system, all its threads). */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After the command name: state is field 3 of proc(5), utime 14 and stime 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of a process's main thread (where JavaScript runs): the rest is V8's and libuv's helper threads. */
export function mainThreadSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The part of a process's RSS in malloc's main arena (the `[heap]` mapping of /proc/<pid>/smaps):
 * what native code and Buffers allocate, and what glibc keeps after they are freed. The
 * JavaScript heap is mapped elsewhere.
 */
export function heapArenaMb(pid: number): number {
  const smaps = fs.readFileSync(`/proc/${pid}/smaps`, "utf8");
  const at = smaps.indexOf("[heap]");
  if (at < 0) return 0;
  return Number(/Rss:\s+(\d+) kB/.exec(smaps.slice(at))?.[1] ?? 0) / 1024;
}

/** `connections` connections asking for one URL for `seconds`; `pid` is the answering server's. */
export async function load(url: string, seconds: number, pid?: number, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  for (let i = 0; i < connections; i++) await get(agent, url, headers); // warm the connections and caches
  const latencies: number[] = [];
  const cpu0 = pid ? cpuSeconds(pid) : 0;
  const main0 = pid ? mainThreadSeconds(pid) : 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await get(agent, url, headers);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = pid ? ((cpuSeconds(pid) - cpu0) * 1000) / latencies.length : NaN;
  const mainMs = pid ? ((mainThreadSeconds(pid) - main0) * 1000) / latencies.length : NaN;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpuMs, mainMs };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
