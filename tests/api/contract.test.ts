import path from "node:path";
import { fileURLToPath } from "node:url";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import createClient from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import remixConfig from "../../remix.config.js";
import { checkAgainstDocument } from "../support/contract-check";
import { call, contractViolations, fetchApi, newIp, urlFor } from "./client";
import { freshPatient } from "./fitness-support";
import type { paths } from "./openapi-types";

/**
 * The document as the built portal serves it, its reference page, and the typed client an app
 * developer would make from it (openapi-typescript's types, openapi-fetch) doing real work.
 */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

/** A client typed by the document; its calls go through the validating proxy like every other. */
function typedClient(token?: string) {
  return createClient<paths>({
    baseUrl: new URL(urlFor("/api/openapi.json")).origin,
    headers: { "X-Forwarded-For": newIp(), ...(token ? { Authorization: `JWT ${token}` } : {}) },
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === "GET" || request.method === "DELETE" ? undefined : await request.text();
      return await fetchApi(`${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
    },
  });
}

describe("GET /api/openapi.json", () => {
  let document: { openapi: string; paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    document = res.data as unknown as typeof document;
  });

  it("is OpenAPI 3.1 that Redocly's recommended rules find no error in", async () => {
    expect(document.openapi).toBe("3.1.0");
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "/api/openapi.json", config: await createConfig({ extends: ["recommended"] }) });
    expect(problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it("has one entry for each /api route file of the build, and no entry without one", () => {
    const files = Object.values(flatRoutes(appDir, remixConfig.ignoredRouteFiles))
      .filter((r) => r.path?.startsWith("api/") && !r.path.includes("*"))
      .map((r) => `/${r.path!.replace(/:(\w+)/g, "{$1}")}`)
      .sort();
    expect(Object.keys(document.paths).sort()).toEqual(files);
  });
});

describe("GET /api/docs", () => {
  it("is the reference page, its scripts carrying the response's CSP nonce, the renderer served from this site", async () => {
    const res = await call("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const html = String(res.data);
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).toContain('src="/vendor/swagger-ui/swagger-ui-bundle.js"');
    for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
      expect((await call(`/vendor/swagger-ui/${file}`)).status, file).toBe(200);
    }
  });
});

describe("the typed client an app developer makes from the document", () => {
  it("signs in, reads the member, and keeps a journal: typed requests and answers", async () => {
    const patient = await freshPatient("typed");
    const anonymous = typedClient();
    const signedIn = await anonymous.POST("/api/token-auth", { body: { email: patient.email, password: "patient-demo-password" } });
    expect(signedIn.response.status).toBe(200);
    const token = signedIn.data!.token;
    expect(signedIn.data!.user.email).toBe(patient.email);

    const client = typedClient(token);
    const me = await client.GET("/api/me");
    expect(me.data).toMatchObject({ id: patient.id, user_type: "P" });

    const found = await client.GET("/api/food/search", { params: { query: { search: "banana raw", limit: 5 } } });
    const banana = found.data!.results[0];
    expect(banana.name).toMatch(/banana/i);
    const measures = await client.GET("/api/ingredient_weights", { params: { query: { food: banana.id } } });
    const measure = measures.data!.results[0];

    const added = await client.POST("/api/journals", { body: { entry: "food", food: banana.id, measure: measure.id, quantity: 1, meal: "B" } });
    expect(added.response.status).toBe(201);
    const entry = added.data!;
    expect(entry).toMatchObject({ food: banana.id, measure: measure.id, meal: "B" });
    const read = await client.GET("/api/journals/{id}", { params: { path: { id: entry.id } } });
    expect(read.data!.calories).toBe(entry.calories);
  });

  it("gets the documented error bodies: a validation error by field, and 404 for another patient's entry", async () => {
    const [jane, maria] = await Promise.all([freshPatient("typed-a"), freshPatient("typed-b")]);
    const janes = typedClient(jane.token);
    const bad = await janes.POST("/api/journals", { body: { entry: "food", quantity: -1 } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { quantity: expect.any(Array) } });
    const drink = await janes.POST("/api/journals", { body: { entry: "hydration", quantity: 8 } });
    const theirs = await typedClient(maria.token).GET("/api/journals/{id}", { params: { path: { id: drink.data!.id } } });
    expect(theirs.response.status).toBe(404);
    expect(theirs.error).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
  });
});

describe("the validating proxy", () => {
  it("reports a call to a path the document lacks, and a server error, so a test cannot pass over them", async () => {
    if (!process.env.API_PROXY_URL) return expect(process.env.API_CONTRACT_PROXY).toBe("off");
    const res = await fetch(urlFor("/api/no-such-call"), { headers: { "X-Forwarded-For": newIp() } });
    const raw = res.headers.get("sl-violations");
    expect(contractViolations("GET", "/api/no-such-call", res.status, raw ? JSON.parse(raw) : [])).toEqual([
      "GET /api/no-such-call → 404: request: Selected route not found",
    ]);
    expect(contractViolations("GET", "/api/me", 500, [])).toEqual(["GET /api/me → 500: the server answered 500"]);
  });

  it("in process, Prism's engine reports an answer the document does not describe", async () => {
    if (!process.env.API_CONTRACT_DOCUMENT) return expect(process.env.API_CONTRACT_PROXY).toBe("off");
    const request = { method: "GET", path: "/api/me", headers: { authorization: "JWT x" } };
    const json = new Headers({ "content-type": "application/json" });
    const wrong = await checkAgainstDocument(process.env.API_CONTRACT_DOCUMENT, request, { status: 200, headers: json, body: { id: "one", email: "a@b.c" } });
    expect(wrong.filter((v) => v.location[0] === "response").length).toBeGreaterThan(0);
    const undocumented = await checkAgainstDocument(process.env.API_CONTRACT_DOCUMENT, request, { status: 418, headers: json, body: {} });
    expect(undocumented.map((v) => v.message).join()).toMatch(/status code/);
  });
});
