import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The import floors of app/ (docs/decisions/0100-import-floors.md): which module may import
 * which. A file may import its own floor and the floors below; an import that runs upward is
 * allowed only where ALLOWED_UPWARD names it. Checked by app/platform/import-floors.test.ts;
 * `npx tsx scripts/import-floors.ts [repo]` prints the figures and every upward import and cycle.
 */

/**
 * Highest first; every top-level folder and file of app/ is named on exactly one floor (a new one
 * fails the test until it is placed). Each area is a floor of its own, so the order between areas
 * is checked too: an area may use the domain functions of the areas below it, never of one above.
 */
export const FLOORS: readonly { floor: string; members: readonly string[] }[] = [
  { floor: "routes", members: ["routes", "root.tsx", "entry.client.tsx", "entry.server.tsx", "job-runner.server.ts"] },
  // The areas, from those that gather others (home, the export, the visit reports, the care team) down to those that stand alone.
  { floor: "home", members: ["home"] },
  { floor: "export", members: ["export"] },
  { floor: "reports", members: ["reports"] },
  { floor: "contact", members: ["contact"] },
  { floor: "messages", members: ["messages"] },
  { floor: "care", members: ["care"] },
  { floor: "medications", members: ["medications"] },
  { floor: "journal", members: ["journal"] },
  { floor: "fitness", members: ["fitness"] },
  { floor: "progress", members: ["progress"] },
  { floor: "recipes", members: ["recipes"] },
  { floor: "foods", members: ["foods"] },
  { floor: "testimonials", members: ["testimonials"] },
  { floor: "badges", members: ["badges"] },
  { floor: "content", members: ["content"] },
  { floor: "resources", members: ["resources"] },
  { floor: "account", members: ["account"] },
  { floor: "referral", members: ["referral"] },
  { floor: "notifications", members: ["notifications"] },
  // What the clinic derives from the patient areas' writes (the care summary, flags, trend, who sees whom).
  { floor: "clinical", members: ["clinical"] },
  { floor: "request edge", members: ["api", "auth", "page"] },
  { floor: "services", members: ["security", "toast", "mail", "uploads", "captcha", "ui", "jobs"] },
  { floor: "kit", members: ["domain", "i18n", "validation", "paths.ts", "platform", "styles", "document-encoding.server.ts"] },
  { floor: "db", members: ["db"] },
  { floor: "ground", members: ["config", "env.server.ts", "request-scope.server.ts"] },
];

/**
 * Upward imports that stay, each with the decision that says why (`from -> to`, paths under app/).
 */
export const ALLOWED_UPWARD: Readonly<Record<string, string>> = {
  // The care summary keeps adherence and the two medication flags on every write (issue 38): the
  // medicines' schedule rules and row readers stay with the medicines (decision 0240).
  "clinical/summary.server.ts -> medications/summary.server.ts": "docs/decisions/0240-every-folder-on-its-floor.md",
  "clinical/summary.server.ts -> medications/rows.server.ts": "docs/decisions/0240-every-folder-on-its-floor.md",
};

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The floor index of a file under app/ (0 is the highest); -1 for a folder or file no floor names. */
export function floorOf(file: string): number {
  const top = file.split("/")[0];
  return FLOORS.findIndex((f) => f.members.includes(top));
}

/** The top-level folders and source files of app/ that no floor names (tests aside). */
export function unplaced(repo: string): string[] {
  return fs
    .readdirSync(path.join(repo, "app"), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name)))
    .map((e) => e.name)
    .filter((name) => floorOf(`${name}/x`) === -1 && floorOf(name) === -1)
    .sort();
}

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolve(appDir: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(appDir, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Comments removed, so an example in a doc comment is not read as an import. */
const stripComments = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const STATIC = /\b(import|export)\s+(type\s+)?([^"';]*?)\s*from\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Every import between two source files of app/ (tests aside; stylesheets are not modules here). */
export function importEdges(repo: string): ImportEdge[] {
  const appDir = path.join(repo, "app");
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(appDir)) {
    const src = stripComments(fs.readFileSync(file, "utf8"));
    const add = (spec: string, typeOnly: boolean) => {
      if (spec.endsWith(".css")) return;
      const target = resolve(appDir, file, spec);
      if (target) edges.push({ from: path.relative(appDir, file), to: path.relative(appDir, target), typeOnly });
    };
    for (const m of src.matchAll(STATIC)) {
      const names = m[3].replace(/[{}]/g, "").split(",").map((s) => s.trim()).filter(Boolean);
      add(m[4], Boolean(m[2]) || (names.length > 0 && names.every((n) => n.startsWith("type "))));
    }
    for (const m of src.matchAll(DYNAMIC)) add(m[1], false);
  }
  return edges;
}

export const upwardImports = (edges: ImportEdge[]) => edges.filter((e) => floorOf(e.to) < floorOf(e.from));

/** Groups of files that import each other (directly or round a loop): each is a cycle. */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  // Tarjan's strongly connected components.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of new Set(edges.map((e) => e.from))) if (!order.has(v)) visit(v);
  return groups;
}

/** The imports between top-level folders (and files), one edge per pair: what the folder-level cycles are read from. */
export function folderEdges(edges: ImportEdge[]): ImportEdge[] {
  const pairs = new Map<string, ImportEdge>();
  for (const e of edges) {
    // A named exception is not a circle the floors allow by accident.
    if (ALLOWED_UPWARD[`${e.from} -> ${e.to}`]) continue;
    const from = e.from.split("/")[0];
    const to = e.to.split("/")[0];
    if (from !== to) pairs.set(`${from} -> ${to}`, { from, to, typeOnly: false });
  }
  return [...pairs.values()];
}

/** Imports from one area into another (allowed downward: an area may use the domain functions of the areas below it). */
export const sidewaysImports = (edges: ImportEdge[]) => {
  const first = FLOORS.findIndex((f) => f.floor === "home");
  const last = FLOORS.findIndex((f) => f.floor === "clinical");
  const isArea = (file: string) => floorOf(file) >= first && floorOf(file) <= last;
  return edges.filter((e) => isArea(e.from) && isArea(e.to) && e.from.split("/")[0] !== e.to.split("/")[0]);
};

const key = (e: ImportEdge) => `${e.from} -> ${e.to}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const repo = path.resolve(process.argv[2] ?? ".");
  const edges = importEdges(repo);
  const upward = upwardImports(edges);
  const cycles = importCycles(edges);
  const routesToDb = edges.filter((e) => e.from.startsWith("routes/") && e.to.startsWith("db/"));
  console.log(`imports between app/ files: ${edges.length}`);
  console.log(`upward: ${upward.length} (${upward.filter((e) => ALLOWED_UPWARD[key(e)]).length} named in a decision)`);
  for (const e of upward) console.log(`  ${key(e)}${e.typeOnly ? " (type)" : ""}${ALLOWED_UPWARD[key(e)] ? `  [${ALLOWED_UPWARD[key(e)]}]` : ""}`);
  console.log(`cycles between files: ${cycles.length}`);
  for (const c of cycles) console.log(`  ${c.join(" <-> ")}`);
  const folderCycles = importCycles(folderEdges(edges));
  console.log(`cycles between folders: ${folderCycles.length}`);
  for (const c of folderCycles) console.log(`  ${c.join(" <-> ")}`);
  console.log(`not on any floor: ${unplaced(repo).join(", ") || "none"}`);
  console.log(`routes importing the database: ${new Set(routesToDb.map((e) => e.from)).size}`);
  console.log(`area to area: ${sidewaysImports(edges).length}`);
}
