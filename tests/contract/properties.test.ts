import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { JSONSchemaFaker as jsf, type Schema } from "json-schema-faker";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contractViolations } from "../api/client";
import { checkAgainstDocument } from "../support/contract-check";
import { freePort } from "../support/contract-proxy";
import { startTestServer, type RunningServer } from "../support/server";

/**
 * The property-based run (docs/decisions/0142): for every operation of the served document, as a
 * patient and as staff, fast-check draws requests from the operation's own schemas (json-schema-
 * faker fills them in; some are broken on purpose: a field dropped or of another type, junk in
 * the query), sends them to a portal of its own, and Prism's engine checks each answer against
 * the document. No answer may be a 5xx, or one the document does not list. Bounded: a seed
 * (PROPERTY_SEED, printed) and a number of runs per operation and role (PROPERTY_RUNS).
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 27);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 5);
const MAX_INT = 2147483647;

type JsonSchema = Schema & Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: "json" | "multipart"; schema: JsonSchema; required: boolean };
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } }>>;
  components: Record<string, unknown>;
}

let server: RunningServer;
let document: Document;
let documentPath: string;
const tokens: Record<"patient" | "staff", string> = { patient: "", staff: "" };

beforeAll(async () => {
  server = await startTestServer(await freePort());
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
  documentPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-properties-")), "openapi.json");
  fs.writeFileSync(documentPath, JSON.stringify(document));
  for (const role of ["patient", "staff"] as const) await signIn(role);
}, 120_000);

const ACCOUNTS = { patient: ["patient@example.com", "patient-demo-password"], staff: ["admin@example.com", "admin-demo-password"] } as const;

async function signIn(role: "patient" | "staff") {
  const [email, password] = ACCOUNTS[role];
  const res = await fetch(`${server.url}/api/token-auth`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  tokens[role] = ((await res.json()) as { token: string }).token;
}

/**
 * A drawn call may end the sign-in (POST /api/logout, a refresh that spends the token): each
 * operation starts signed in, so the calls after it are not all refused with 401.
 */
async function stillSignedIn(role: "patient" | "staff") {
  const res = await fetch(`${server.url}/api/me`, { headers: { Authorization: `JWT ${tokens[role]}` } });
  if (res.status === 401) await signIn(role);
}

afterAll(async () => {
  await server?.stop();
  if (documentPath) fs.rmSync(path.dirname(documentPath), { recursive: true, force: true });
});

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      const [type, media] = content["application/json"] ? (["json", content["application/json"]] as const) : content["multipart/form-data"] ? (["multipart", content["multipart/form-data"]] as const) : [];
      out.push({ method: method.toUpperCase(), path: p, parameters: op.parameters ?? [], body: type && media ? { type, schema: media.schema, required: Boolean(op.requestBody?.required) } : undefined });
    }
  }
  return out;
}

/** A small, seeded generator for json-schema-faker: the same draw makes the same request. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value for a schema of the document (its $refs resolve against the document's components). */
function fake(schema: JsonSchema, seed: number): unknown {
  jsf.option({ random: mulberry32(seed), optionalsProbability: 0.6, maxItems: 3, maxLength: 60, failOnInvalidTypes: false, failOnInvalidFormat: false, useDefaultValue: false });
  return jsf.generate({ ...schema, components: document.components } as Schema);
}

/** How a request is drawn: which fake values, and how (if at all) it is broken. */
const draw = fc.record({
  seed: fc.integer({ min: 0, max: MAX_INT }),
  id: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: MAX_INT })),
  breakage: fc.oneof(
    { weight: 6, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("field" as const), value: fc.jsonValue({ maxDepth: 1 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("drop" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("body" as const), value: fc.jsonValue({ maxDepth: 2 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("query" as const), value: fc.string({ maxLength: 12 }) }) },
  ),
});
type Draw = typeof draw extends fc.Arbitrary<infer T> ? T : never;

function request(op: Operation, d: Draw) {
  let url = op.path;
  const query = new URLSearchParams();
  let seed = d.seed;
  for (const p of op.parameters) {
    // A record id is drawn (small ones exist); a parameter with its own schema (a flag code, a device id) is faked from it, or an id.
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.schema.type === "integer" || (d.seed & 2) === 0 ? d.id : fake(p.schema, d.seed))));
    else if (p.required || (seed & 1) === 1) {
      const value = fake(p.schema, seed++);
      for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, typeof v === "object" ? JSON.stringify(v) : String(v));
    }
    seed >>>= 1;
  }
  if (d.breakage.kind === "query") query.append(op.parameters.find((p) => p.in === "query")?.name ?? "limit", d.breakage.value);
  let body: unknown = op.body ? fake(op.body.schema, d.seed) : undefined;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const keys = Object.keys(body);
    const key = keys[d.seed % Math.max(keys.length, 1)];
    if (d.breakage.kind === "drop" && key) delete (body as Record<string, unknown>)[key];
    if (d.breakage.kind === "field" && key) (body as Record<string, unknown>)[key] = d.breakage.value;
  }
  if (op.body && d.breakage.kind === "body") body = d.breakage.value;
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, body };
}

function multipart(schema: JsonSchema, value: unknown): FormData {
  const form = new FormData();
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, v] of Object.entries(value && typeof value === "object" ? value : {})) {
    if (properties[key]?.format === "binary") form.append(key, new Blob([new Uint8Array(64).map((_, i) => (i * 31) & 255)]), "upload.png");
    else form.append(key, typeof v === "object" ? JSON.stringify(v) : String(v));
  }
  return form;
}

let sent = 0;
let ip = 0;
const statuses = new Map<number, number>();

async function send(op: Operation, role: "patient" | "staff", d: Draw): Promise<string[]> {
  const { url, body } = request(op, d);
  ip += 1;
  const headers: Record<string, string> = { Authorization: `JWT ${tokens[role]}`, "X-Forwarded-For": `198.18.${(ip >> 8) & 255}.${ip & 255}` };
  let payload: BodyInit | undefined;
  if (op.body && op.body.type === "multipart") payload = multipart(op.body.schema, body);
  else if (op.body && body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${server.url}${url}`, { method: op.method, headers, body: payload, redirect: "manual" });
  sent += 1;
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const text = await res.text();
  const json = (res.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : text;
  if (payload instanceof FormData) headers["content-type"] = new Request(server.url, { method: "POST", body: payload }).headers.get("content-type") ?? "";
  const checked = await checkAgainstDocument(documentPath, { method: op.method, path: url, headers }, { status: res.status, headers: res.headers, body: json });
  // Only the answer is judged: a drawn request is often invalid on purpose, and a valid one may
  // still be refused (another member's id, a rule the schema cannot say).
  return contractViolations(op.method, `${url} as ${role}`, res.status, checked.filter((v) => v.location[0] === "response" || /route|method/i.test(v.message)));
}

it(`answers every operation's drawn requests as the document says, as a patient and as staff (seed ${SEED}, ${RUNS} runs each)`, async () => {
  const started = Date.now();
  const findings = new Set<string>();
  const ops = operations();
  for (const [index, op] of ops.entries()) {
    for (const role of ["patient", "staff"] as const) {
      await stillSignedIn(role);
      const result = await fc.check(
        fc.asyncProperty(draw, async (d) => {
          const problems = await send(op, role, d);
          problems.forEach((p) => findings.add(p));
          return problems.length === 0;
        }),
        // One seed for the run, spread over the operations so each draws its own requests.
        { seed: SEED + index * 7919 + (role === "staff" ? 1 : 0), numRuns: RUNS, endOnFailure: true },
      );
      void result;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
  console.log(`property run: seed ${SEED}, ${RUNS} runs per operation and role, ${ops.length} operations, ${sent} requests in ${seconds} s; answers ${histogram}`);
  expect([...findings]).toEqual([]);
}, 900_000);
