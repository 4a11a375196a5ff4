/**
 * Where the sign-in page's cost comes from (issue 28): the floor (a bare Remix app rendering the
 * same markup, scripts/bench/floor.ts) plus one layer of the portal at a time.
 *
 *   npm run build && npm run bench:bisect [seconds per round, default 5] [rounds, default 3]
 *
 * Starts the built portal on a fresh seeded database for its /signin markup and headers, builds
 * the floor's variants, and measures them in groups of eight servers (ports 3392-3399; the portal
 * is on 3391), in alternating rounds, ten keep-alive connections each. Per variant: its page's
 * size, req/s, the server's CPU time per request (the figure to read on a loaded machine; the
 * median of the rounds and their least) and what the layer adds to the floor's CPU per request,
 * also as a share of the whole gap between the floor and the portal's /signin in the same rounds.
 * BISECT_ONLY=scope,entry measures only the variants whose names contain one of those words.
 */
import os from "node:os";
import { startTestServer } from "../tests/support/server";
import { buildFloor, FLOOR, startFloor, type Pieces, type RunningFloor } from "./bench/floor";
import { fetchPage, load, median, type Run } from "./bench/load";

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);
const PORTAL_PORT = 3391;
const FLOOR_PORTS = [3392, 3393, 3394, 3395, 3396, 3397, 3398, 3399];

interface Variant {
  name: string;
  what: string;
  pieces?: Partial<Pieces>;
  layers?: string[];
}

const SERVER_LAYERS = ["heap", "compression", "headers", "passes", "static", "scope", "context"];
const PORTAL_PIECES: Pieces = { root: "portal", layout: "portal", page: "portal", entry: "portal" };

// Each group is measured together, floor first; a variant adds one layer to the floor.
const GROUPS: Variant[][] = [
  [
    { name: "floor", what: "bare Remix, the sign-in markup as static JSX" },
    { name: "heap", what: "server: V8 heap grows by 60 %", layers: ["heap"] },
    { name: "compression", what: "server: compression middleware", layers: ["compression"] },
    { name: "headers", what: "server: CSP nonce and security headers", layers: ["headers"] },
    { name: "passes", what: "server: cross-site check, body bound (GET passes)", layers: ["passes"] },
    { name: "static", what: "server: static files under prefixes", layers: ["static"] },
    { name: "scope", what: "server: request scope (AsyncLocalStorage)", layers: ["scope"] },
    { name: "context", what: "server: load context (nonce, address)", layers: ["context"] },
  ],
  [
    { name: "floor", what: "bare Remix, the sign-in markup as static JSX" },
    { name: "root-loader", what: "app: the root loader (toast, config) and headers", pieces: { root: "portal-loader" } },
    { name: "root-module", what: "app: the portal's root module (loader, links, meta, Document, toaster)", pieces: { root: "portal" } },
    { name: "layout", what: "app: a static pathless layout route", pieces: { layout: "static" } },
    { name: "public-loader", what: "app: that layout with the public layout's loader", pieces: { layout: "portal-loader" } },
    { name: "public-module", what: "app: the portal's public layout module (loader, shell)", pieces: { layout: "portal" } },
    { name: "signin-module", what: "app: static layout + the portal's sign-in route (form kit)", pieces: { layout: "static", page: "portal" } },
    { name: "entry", what: "app: the portal's entry.server", pieces: { entry: "portal" } },
  ],
  [
    { name: "floor", what: "bare Remix, the sign-in markup as static JSX" },
    { name: "all-app", what: "every app piece of the portal, no server layer", pieces: PORTAL_PIECES },
    { name: "all-server", what: "every server layer, the floor's app", layers: SERVER_LAYERS },
    { name: "all", what: "every piece and layer: the portal's /signin rebuilt", pieces: PORTAL_PIECES, layers: SERVER_LAYERS },
  ],
  // The limit: the same page written with the libraries alone (no portal module), beside the
  // portal's own route, each in the static layout.
  [
    { name: "floor", what: "bare Remix, the sign-in markup as static JSX" },
    { name: "stock-page", what: "app: static layout + the page as the libraries' docs write it", pieces: { layout: "static", page: "stock" } },
    { name: "signin-module", what: "app: static layout + the portal's sign-in route (form kit)", pieces: { layout: "static", page: "portal" } },
    { name: "stock-all", what: "the stock page with every server layer", pieces: { layout: "static", page: "stock" }, layers: SERVER_LAYERS },
  ],
];
const only = process.env.BISECT_ONLY?.split(",").filter(Boolean);
const groups = GROUPS.map((g) => g.filter((v) => v.name === "floor" || !only || only.some((w) => v.name.includes(w)))).filter((g) => g.length > 1);

// Response headers that are the portal's choice (the headers layer sends them), not HTTP's.
const TRANSPORT = new Set(["date", "connection", "keep-alive", "content-length", "content-type", "transfer-encoding", "vary", "cache-control", "set-cookie", "content-encoding"]);

async function main() {
  const portal = await startTestServer(PORTAL_PORT, {}, { asDeployed: true });
  const floors: RunningFloor[] = [];
  // Interrupted, the servers it started stop with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void Promise.all([...floors.map((f) => f.stop()), portal.stop()]).finally(() => process.exit(130)));
  }
  try {
    const signin = await fetchPage(`${portal.url}/signin`);
    const headers = Object.fromEntries(Object.entries(signin.headers).filter(([k, v]) => !TRANSPORT.has(k) && typeof v === "string")) as Record<string, string>;
    // The portal's modules read the portal's environment (no cookie is read, so any secret does).
    const env = { DATA_DIR: portal.dataDir, DATABASE_URL: "", TRUST_PROXY: "1", PUBLIC_URL: "https://portal.example" };

    console.log(`building ${groups.flat().filter((v, i, all) => all.findIndex((w) => w.name === v.name) === i).length} variants of the floor…`);
    const dirs = new Map<string, string>();
    for (const v of groups.flat()) {
      const key = JSON.stringify({ ...FLOOR, ...v.pieces });
      if (!dirs.has(key)) dirs.set(key, buildFloor(v.pieces ? v.name : "floor", { ...FLOOR, ...v.pieces }, signin.body));
    }

    console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.cpus().length} cores; 10 connections, ${seconds} s a run, ${rounds} alternating rounds`);
    const fmt = (n: number, w: number, d = 0) => n.toFixed(d).padStart(w);
    for (const group of groups) {
      floors.length = 0;
      for (const [i, v] of group.entries()) {
        floors.push(await startFloor(dirs.get(JSON.stringify({ ...FLOOR, ...v.pieces }))!, FLOOR_PORTS[i], { layers: v.layers, headers, env }));
      }
      const bytes = await Promise.all(floors.map(async (f) => (await fetchPage(`${f.url}/signin`)).body.length));
      // One unmeasured round first: the JIT has compiled the hot paths before anything counts.
      const warm = Math.min(seconds, 2);
      await load(`${portal.url}/signin`, warm);
      for (const f of floors) await load(`${f.url}/signin`, warm);
      const runs: Run[][] = group.map(() => []);
      const portalRuns: Run[] = [];
      for (let r = 0; r < rounds; r++) {
        portalRuns.push(await load(`${portal.url}/signin`, seconds, portal.pid));
        for (const [i, f] of floors.entries()) runs[i].push(await load(`${f.url}/signin`, seconds, f.pid));
      }
      // The median of the rounds, and their least: other processes' load only ever adds CPU time
      // to a request (cache misses, a shared core), so the least is the steadier figure for a
      // small difference.
      const cpu = (rs: Run[]) => median(rs.map((x) => x.cpuMs)) * 1000;
      const least = (rs: Run[]) => Math.min(...rs.map((x) => x.cpuMs)) * 1000;
      const gap = cpu(portalRuns) - cpu(runs[0]);
      const leastGap = least(portalRuns) - least(runs[0]);
      const row = (name: string, what: string, size: number, rs: Run[], first: boolean) => {
        const added = cpu(rs) - cpu(runs[0]);
        const leastAdded = least(rs) - least(runs[0]);
        return `${name.padEnd(14)} ${what.padEnd(70)} ${fmt(size, 6)} ${fmt(median(rs.map((x) => x.rps)), 6)} ${fmt(cpu(rs), 7)} ${fmt(least(rs), 7)} ${
          first ? "" : `${fmt(added, 7)} ${fmt(leastAdded, 7)} ${fmt((100 * leastAdded) / leastGap, 5)}%`
        }`;
      };
      console.log(
        `\n${"variant".padEnd(14)} ${"what it adds to the floor".padEnd(70)} ${"bytes".padStart(6)} ${"req/s".padStart(6)} ${"CPU µs/req".padStart(15)} ${"added µs".padStart(15)} ${"of gap".padStart(6)}`,
      );
      console.log(`${"".padEnd(14)} ${"".padEnd(70)} ${"".padStart(6)} ${"".padStart(6)} ${"median".padStart(7)} ${"least".padStart(7)} ${"median".padStart(7)} ${"least".padStart(7)} ${"(least)".padStart(6)}`);
      for (const [i, v] of group.entries()) console.log(row(v.name, v.what, bytes[i], runs[i], i === 0));
      console.log(row("portal", "the portal's own /signin (server.mjs and the real build)", signin.body.length, portalRuns, false));
      console.log(`(gap floor → portal: ${gap.toFixed(0)} µs by the medians, ${leastGap.toFixed(0)} µs by the least)`);
      console.log(`load average now ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
      for (const f of floors) await f.stop();
    }
  } finally {
    for (const f of floors) await f.stop();
    await portal.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
