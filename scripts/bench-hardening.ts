/**
 * Issue 13 §1 measured: the server's memory (RSS) and the latency of GET /signin for another
 * client while 200 MB bodies are sent to /api/token-auth/ (chunked JSON) and /register (form
 * data, declared length). Run against the production build: `npm run build && npm run bench:hardening`.
 */
import fs from "node:fs";
import http from "node:http";
import { startTestServer } from "../tests/support/server";

const PORT = Number(process.env.BENCH_PORT ?? 3379);
const MB = 1024 * 1024;

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

function post(path: string, total: number, type: string, declare: boolean): Promise<{ status: number; ms: number; sentMb: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { "Content-Type": type, "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    if (declare) headers["Content-Length"] = total;
    const req = http.request({ method: "POST", host: "localhost", port: PORT, path, headers, agent: false });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, ms: Date.now() - started, sentMb: Math.round(sent / MB) });
      req.destroy();
    };
    req.on("response", (res) => finish(res.statusCode ?? 0));
    req.on("error", () => finish(0));
    const pump = () => {
      while (!done && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

async function signinLatencies(until: Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  while (!stop || out.length < 5) {
    const t = Date.now();
    const res = await fetch(`http://localhost:${PORT}/signin`);
    await res.text();
    out.push(Date.now() - t);
  }
  return out;
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const server = await startTestServer(PORT);
try {
  const idle = await signinLatencies(Promise.resolve());
  console.log(`GET /signin idle: median ${pct(idle, 50)} ms; RSS ${rssMb(server.pid)} MB`);
  for (const [label, path, type, declare] of [
    ["200 MB chunked JSON → /api/token-auth/", "/api/token-auth/", "application/json", false],
    ["200 MB form (declared length) → /register", "/register", "application/x-www-form-urlencoded", true],
    ["200 MB chunked form → /register", "/register", "application/x-www-form-urlencoded", false],
  ] as const) {
    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const big = post(path, 200 * MB, type, declare);
    const lat = await signinLatencies(big);
    const r = await big;
    clearInterval(sampler);
    console.log(`${label}: ${r.status} after ${r.ms} ms (${r.sentMb} MB written by the client); GET /signin meanwhile median ${pct(lat, 50)} ms, max ${Math.max(...lat)} ms; peak RSS ${peak} MB`);
  }
} finally {
  await server.stop();
}
