/**
 * The rules of docs/decisions/0032-css-by-area.md, checked on the source: a selector lives in one
 * sheet, every sheet is loaded by some route, and every class a screen names in a className is
 * defined in a sheet that screen loads (root's, its layouts', its own).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(__dirname, "..");
const STYLES = path.join(APP, "styles");
const ROUTES = path.join(APP, "routes");

type Rule = { media: string; prelude: string };

/** Top-level and @media rules of a sheet (comments removed; @keyframes bodies are not rules). */
function rulesOf(css: string, media = ""): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (depth > 0 && j < text.length) {
      if (text[j] === "{") depth += 1;
      else if (text[j] === "}") depth -= 1;
      j += 1;
    }
    const body = text.slice(open + 1, j - 1);
    if (prelude.startsWith("@media")) rules.push(...rulesOf(body, prelude));
    else if (!prelude.startsWith("@")) rules.push({ media, prelude: prelude.replace(/\s+/g, " ") });
    i = j;
  }
  return rules;
}

/** The selectors of a rule's prelude (commas inside :is()/:not() kept). */
function selectorsOf(prelude: string): string[] {
  return prelude.split(/,(?![^(]*\))/).map((s) => s.trim());
}

const sheetFiles = fs.readdirSync(STYLES).filter((f) => f.endsWith(".css"));
/** print.css is loaded with media="print": its rules live in the print context. */
const sheets = new Map(
  sheetFiles.map((f) => [f, rulesOf(fs.readFileSync(path.join(STYLES, f), "utf8"), f === "print.css" ? "print" : "")]),
);

function classesDefinedBy(file: string): Set<string> {
  const out = new Set<string>();
  for (const r of sheets.get(file) ?? []) for (const m of r.prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The module graph of a route: its imports (not *.server modules, whose code never renders).

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(APP, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "route.tsx"), path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importsCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const src = fs.readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+["']([^"']+)["']/gm)) {
    const target = resolveImport(file, m[1]);
    if (target && !/\.server\.tsx?$/.test(target)) out.push(target);
  }
  importsCache.set(file, out);
  return out;
}

function graphOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...importsOf(f));
  }
  return seen;
}

/** Class names written in className attributes (string literals and template text inside them). */
function classNamesIn(file: string): Set<string> {
  if (!file.endsWith(".tsx")) return new Set();
  const src = fs.readFileSync(file, "utf8");
  const out = new Set<string>();
  for (const m of src.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    let text = m[1];
    if (text === undefined) {
      let depth = 1;
      let j = (m.index ?? 0) + m[0].length;
      const start = j;
      while (depth > 0 && j < src.length) {
        if (src[j] === "{") depth += 1;
        else if (src[j] === "}") depth -= 1;
        j += 1;
      }
      const expr = src.slice(start, j - 1);
      text = [...expr.matchAll(/"([^"]*)"|'([^']*)'|`([^`]*)`/g)].map((s) => (s[1] ?? s[2] ?? s[3] ?? "").replace(/\$\{[^}]*\}/g, " ")).join(" ");
    }
    for (const token of text.split(/\s+/)) if (/^-?[_a-zA-Z][\w-]*$/.test(token)) out.add(token);
  }
  return out;
}

/** Layout routes above a flat route file: `_app.nutrition.recipes._index` → `_app`, `_app.nutrition`. */
function ancestorsOf(routeFile: string): string[] {
  const id = path.basename(routeFile, ".tsx");
  const parts = id.split(".");
  const out: string[] = [];
  for (let n = 1; n < parts.length; n += 1) {
    const candidate = path.join(ROUTES, `${parts.slice(0, n).join(".")}.tsx`);
    if (fs.existsSync(candidate)) out.push(candidate);
  }
  return out;
}

function sheetsImportedBy(files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const f of files) {
    const src = fs.readFileSync(f, "utf8");
    for (const m of src.matchAll(/from\s+["']~\/styles\/([\w-]+\.css)["']/g)) out.add(m[1]);
  }
  return out;
}

const ROOT = path.join(APP, "root.tsx");
const screenRoutes = fs
  .readdirSync(ROUTES)
  // The API reference (api.docs) is the one /api route that is a page.
  .filter((f) => f.endsWith(".tsx") && (!f.startsWith("api.") || f === "api.docs.tsx"))
  .map((f) => path.join(ROUTES, f));

describe("style sheets (decision 0032)", () => {
  it("define each selector in one sheet only", () => {
    const owners = new Map<string, Set<string>>();
    for (const [file, rules] of sheets) {
      for (const r of rules) {
        for (const sel of selectorsOf(r.prelude)) {
          const key = `${r.media} ${sel}`;
          owners.set(key, (owners.get(key) ?? new Set()).add(file));
        }
      }
    }
    const shared = [...owners].filter(([, files]) => files.size > 1).map(([sel, files]) => `${sel.trim()} in ${[...files].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("never repeat a rule's selector list within a sheet", () => {
    const repeated: string[] = [];
    for (const [file, rules] of sheets) {
      const seen = new Set<string>();
      for (const r of rules) {
        const key = `${r.media} ${r.prelude}`;
        if (seen.has(key)) repeated.push(`${file}: ${r.prelude}`);
        seen.add(key);
      }
    }
    expect(repeated).toEqual([]);
  });

  it("are each loaded by a route", () => {
    const loaded = sheetsImportedBy([ROOT, ...screenRoutes]);
    expect(sheetFiles.filter((f) => !loaded.has(f))).toEqual([]);
  });

  it("give every screen the classes it names", () => {
    const definedIn = new Map<string, string[]>();
    for (const file of sheetFiles) for (const c of classesDefinedBy(file)) definedIn.set(c, [...(definedIn.get(c) ?? []), file]);
    const missing: string[] = [];
    for (const route of screenRoutes) {
      const layers = [ROOT, ...ancestorsOf(route), route];
      const loaded = new Set<string>();
      for (const layer of layers) for (const s of sheetsImportedBy(graphOf(layer))) loaded.add(s);
      const available = new Set([...loaded].flatMap((s) => [...classesDefinedBy(s)]));
      const named = new Set([...graphOf(route)].flatMap((f) => [...classNamesIn(f)]));
      for (const c of named) {
        if (definedIn.has(c) && !available.has(c)) missing.push(`${path.basename(route)} names .${c} (in ${definedIn.get(c)!.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
