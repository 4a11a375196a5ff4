/**
 * Where a page's time goes (issue 15): starts the built portal with V8's CPU profiler, signs in
 * as the demo patient, asks for one page from ten connections for a while, stops the portal and
 * prints the profile's self time grouped by package and by function.
 *
 *   npm run build && npm run profile:page -- /home [seconds, default 10]
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startTestServer } from "../tests/support/server";
import { demoPatientCookie } from "./bench/sign-in";

const page = process.argv[2] ?? "/home";
const seconds = Number(process.argv[3] ?? 10);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

function get(agent: http.Agent, url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

function where(url: string): string {
  if (!url) return "(native/gc)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + 13).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes("/build/")) return "portal build";
  if (url.startsWith("node:")) return "node core";
  return path.basename(url);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "profile-page-"));
  const server = await startTestServer(Number(process.env.PROFILE_PORT ?? 3393), {}, { asDeployed: true, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
  try {
    // PROFILE_ANON=1 profiles the page signed out (the sign-in page itself, say).
    const headers: Record<string, string> = process.env.PROFILE_ANON ? {} : { Cookie: await demoPatientCookie(server.url, "10.99.0.2") };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const end = performance.now() + seconds * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < end) {
          const status = await get(agent, server.url + page, headers);
          if (status !== 200) throw new Error(`${page} answered ${status}`);
          n++;
        }
      }),
    );
    agent.destroy();
    console.log(`${page}: ${n} requests in ${seconds} s (${(n / seconds).toFixed(0)} req/s)`);
  } finally {
    await server.stop();
  }
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()].filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)").reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const byPkg = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, t] of self) {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === "(idle)") continue;
    const pkg = where(f.url);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
    const key = `${f.functionName || "(anonymous)"} ${pkg}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
  }
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  console.log(`busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s profiled\n\nself time by package:`);
  for (const [k, t] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${pct(t)}  ${k}`);
  console.log("\nself time by function:");
  for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${pct(t)}  ${k}`);
  fs.cpSync(path.join(dir, file), path.join(os.tmpdir(), `profile-${page.replace(/\W+/g, "_")}.cpuprofile`));
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
