import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One way to reach the data (docs/decisions/0250-one-connection-shape.md): an exported function of
 * a server module takes the viewer first (`fn(viewer, ...)`), or second right after the connection
 * it runs on; a function that needs a connection or an open transaction takes it as its first
 * parameter, never with a default and never inside an options bag. Read from the syntax of every
 * app/**\/*.server.ts, so a function moved back to an old shape fails here by name.
 */
const repo = path.resolve(__dirname, "../..");

/** Type names that are a connection: Kysely itself, a transaction, and the portal's aliases. */
const CONNECTION_TYPES = new Set(["Db", "Trx", "Conn", "Kysely", "Transaction"]);
const CONNECTION_NAMES = new Set(["conn", "trx"]);

function serverFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) serverFiles(full, out);
    else if (entry.name.endsWith(".server.ts")) out.push(full);
  }
  return out;
}

const typeNameOf = (type: ts.TypeNode | undefined): string | null =>
  type && ts.isTypeReferenceNode(type) ? (ts.isIdentifier(type.typeName) ? type.typeName.text : type.typeName.right.text) : null;

/** The members of a parameter's type: written in place, or a type or interface of the same file. */
function membersOf(sf: ts.SourceFile, type: ts.TypeNode | undefined, depth = 0): readonly ts.TypeElement[] {
  if (!type || depth > 3) return [];
  if (ts.isTypeLiteralNode(type)) return type.members;
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap((t) => membersOf(sf, t, depth + 1));
  const name = typeNameOf(type);
  if (!name) return [];
  for (const st of sf.statements) {
    if (ts.isInterfaceDeclaration(st) && st.name.text === name) return st.members;
    if (ts.isTypeAliasDeclaration(st) && st.name.text === name && !CONNECTION_TYPES.has(name)) return membersOf(sf, st.type, depth + 1);
  }
  return [];
}

const propertyName = (n: ts.PropertyName | ts.BindingName | undefined) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : null);

/** What is wrong with one exported function's parameters, as sentences naming it. */
function problemsOf(sf: ts.SourceFile, name: string, params: readonly ts.ParameterDeclaration[]): string[] {
  const out: string[] = [];
  const isConnection = (p: ts.ParameterDeclaration) => CONNECTION_TYPES.has(typeNameOf(p.type) ?? "");
  const viewerAt = params.findIndex((p) => typeNameOf(p.type) === "Viewer");
  const allowedAt = params.length > 0 && isConnection(params[0]) ? 1 : 0;
  if (viewerAt > allowedAt) out.push(`${name}: the viewer is parameter ${viewerAt + 1}, not the first`);
  params.forEach((p, i) => {
    const label = ts.isIdentifier(p.name) ? p.name.text : `parameter ${i + 1}`;
    if (isConnection(p) && i > 0) out.push(`${name}: the connection ${label} is parameter ${i + 1}, not the first`);
    if (isConnection(p) && (p.initializer || p.questionToken)) out.push(`${name}: the connection ${label} has a default`);
    const bag = [
      ...membersOf(sf, p.type).map((m) => propertyName(m.name)),
      ...(ts.isObjectBindingPattern(p.name) ? p.name.elements.map((e) => propertyName(e.propertyName ?? e.name)) : []),
    ];
    const inBag = bag.find((m) => m !== null && CONNECTION_NAMES.has(m));
    if (inBag) out.push(`${name}: the connection travels in an options bag (${label}.${inBag})`);
  });
  return out;
}

const isExported = (n: ts.Node) => ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Every problem of the modules, as `file name: problem` (the file under app/). */
function shapeProblems(modules: readonly { at: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { at, text } of modules) {
    const sf = ts.createSourceFile(at, text, ts.ScriptTarget.Latest, true);
    for (const st of sf.statements) {
      if (!isExported(st)) continue;
      if (ts.isFunctionDeclaration(st) && st.name) out.push(...problemsOf(sf, st.name.text, st.parameters).map((p) => `${at} ${p}`));
      if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const init = d.initializer;
          if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
            out.push(...problemsOf(sf, d.name.text, init.parameters).map((p) => `${at} ${p}`));
          }
        }
      }
    }
  }
  return out;
}


describe("one connection shape", () => {
  const app = path.join(repo, "app");
  const files = serverFiles(app);
  const problems = shapeProblems(files.map((f) => ({ at: path.relative(app, f), text: fs.readFileSync(f, "utf8") })));

  it("reads the server modules", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join("journal", "entries.server.ts")))).toBe(true);
  });

  it("knows each old shape when it sees one", () => {
    const old = [
      "type Opts = { conn?: Db; today?: string };",
      "export async function last(id: number, viewer: Viewer) {}",
      "export const arrow = (id: number, viewer: Viewer) => id;",
      "export async function defaulted(id: number, conn: Db = db) {}",
      "export async function second(id: number, trx: Trx) {}",
      "export async function bag(viewer: Viewer, opts: Opts = {}) {}",
      "export async function inline(viewer: Viewer, { conn }: { conn: Db }) {}",
      "export async function good(conn: Db, viewer: Viewer, id: number) {}",
      "export async function alsoGood(viewer: Viewer, id: number) {}",
      "export function pure(row: { id: number }) {}",
      "async function inside(id: number, viewer: Viewer) {}",
    ].join("\n");
    expect(shapeProblems([{ at: "x/old.server.ts", text: old }])).toEqual([
      "x/old.server.ts last: the viewer is parameter 2, not the first",
      "x/old.server.ts arrow: the viewer is parameter 2, not the first",
      "x/old.server.ts defaulted: the connection conn is parameter 2, not the first",
      "x/old.server.ts defaulted: the connection conn has a default",
      "x/old.server.ts second: the connection trx is parameter 2, not the first",
      "x/old.server.ts bag: the connection travels in an options bag (opts.conn)",
      "x/old.server.ts inline: the connection travels in an options bag (parameter 2.conn)",
    ]);
  });

  it("every exported function takes the viewer first and its connection first, in place", () => {
    expect(problems).toEqual([]);
  });
});
