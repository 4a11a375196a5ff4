import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs and the code's comments name real files and real decisions: a file moved or renamed, or
 * a decision renumbered, without the text following fails here, not in a newcomer's hands. Every
 * decision says its status and its date under its title.
 */
const root = path.resolve(__dirname, "../..");
const DECISIONS = path.join(root, "docs/decisions");

/** Every repository path a text names: app/…, tests/…, … with an extension, or a folder ending in /. A glob (`api.food*.tsx`) is not a path. */
export function namedPaths(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w/.~@-])(?:app|tests|migrations|db|docs|scripts|patches)\/[\w$.[\]/-]*[\w/\]](?![\w*]|\.[\w*])/g)) found.push(m[0]);
  return [...new Set(found.filter((p) => p.endsWith("/") || /\.\w+$/.test(p)))];
}

/** Every decision number a text cites: "decision 0124", "decisions 0030", "docs/decisions/0124-…". */
export function namedDecisions(text: string): string[] {
  return [...new Set([...text.matchAll(/(?:decisions\/|\b[Dd]ecisions? #?)(\d{4})\b/g)].map((m) => m[1]))];
}

/** The comment lines of a source file (line comments and the lines of a block comment). */
export function commentLines(source: string): string {
  return source
    .split("\n")
    .filter((line) => /^\s*(\/\/|\/\*|\*)/.test(line))
    .join("\n");
}

const tracked = execSync("git ls-files", { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && fs.existsSync(path.join(root, f)));
const docs = tracked.filter((f) => f.endsWith(".md") && (f.startsWith("docs/") || f === "README.md"));
const code = tracked.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && /^(app|tests|scripts|db|migrations)\/|^[\w.-]+\.(ts|mjs|js)$/.test(f) && !f.endsWith("openapi-types.ts"));
const decisionNumbers = new Set(fs.readdirSync(DECISIONS).map((f) => f.slice(0, 4)));

describe("the docs and comments name what exists", () => {
  it("finds the paths and decisions a text names", () => {
    expect(namedPaths("Copy `app/routes/api.journals.$id.tsx` and app/foods/wizard/, not app/foods, nor ~/db/x.ts, nor `app/routes/api.food*.tsx`.")).toEqual([
      "app/routes/api.journals.$id.tsx",
      "app/foods/wizard/",
    ]);
    expect(namedDecisions("see decision 0124 and docs/decisions/0031-health-data-audit.md; decisions 0030, not 12345")).toEqual(["0124", "0031", "0030"]);
    expect(commentLines("const a = 'app/x.ts';\n// app/y.ts\n/**\n * app/z.ts\n */")).not.toContain("app/x.ts");
  });

  it("every path named in docs/ and the README exists", () => {
    const missing = docs.flatMap((f) => namedPaths(fs.readFileSync(path.join(root, f), "utf8")).filter((p) => !fs.existsSync(path.join(root, p))).map((p) => `${f}: ${p}`));
    expect(missing).toEqual([]);
  });

  it("every path named in a code comment exists", () => {
    const missing = code.flatMap((f) => namedPaths(commentLines(fs.readFileSync(path.join(root, f), "utf8"))).filter((p) => !fs.existsSync(path.join(root, p))).map((p) => `${f}: ${p}`));
    expect(missing).toEqual([]);
  });

  it("every decision cited in docs and comments exists", () => {
    const cited = [...docs.map((f) => [f, fs.readFileSync(path.join(root, f), "utf8")]), ...code.map((f) => [f, commentLines(fs.readFileSync(path.join(root, f), "utf8"))])];
    const missing = cited.flatMap(([f, text]) => namedDecisions(text).filter((n) => !decisionNumbers.has(n)).map((n) => `${f}: decision ${n}`));
    expect(missing).toEqual([]);
  });

  it("every decision has one number, and says its status and date under its title", () => {
    const files = fs.readdirSync(DECISIONS).filter((f) => f.endsWith(".md"));
    const numbers = files.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
    const undated = files.filter((f) => {
      const head = fs.readFileSync(path.join(DECISIONS, f), "utf8").split("\n").slice(0, 6).join("\n");
      return !/^# /.test(head) || !/^Status: \S/m.test(head) || !/^Date: \d{4}-\d{2}-\d{2}\b/m.test(head);
    });
    expect(undated).toEqual([]);
  });
});

describe("the README", () => {
  it("names every setting the portal reads from the environment", () => {
    const env = fs.readFileSync(path.join(root, "app/env.server.ts"), "utf8");
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    const keys = [...new Set([...env.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):\s*z\./gm)].map((m) => m[1]))];
    expect(keys.length).toBeGreaterThan(15);
    expect(keys.filter((k) => k !== "NODE_ENV" && !readme.includes(`\`${k}\``))).toEqual([]);
  });
});
