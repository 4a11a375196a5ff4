import { createConfig, lintFromString } from "@redocly/openapi-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DECLINE_CODE_VALUES } from "~/foods/codes";
import fs from "node:fs";
import { apiRouteTable } from "../../tests/support/api-routes";
import { API_DOC_FILE, withCallTables } from "../../tests/support/api-tables";
import { CLIENT_TYPES_FILE, clientTypes } from "../../tests/support/client-types";
import { apiOperations, openApiDocument, undeclaredApiRoutes, type RouteEntry } from "./openapi.server";

let routes: RouteEntry[];
beforeAll(async () => {
  routes = await apiRouteTable();
});

describe("the OpenAPI document", () => {
  it("has an entry for every /api route, and every entry is a route's (no route without one)", () => {
    // A route that answers its own way, not through apiRoute, would have no entry.
    expect(undeclaredApiRoutes(routes)).toEqual([]);
    const document = openApiDocument(routes);
    const documented = Object.keys(document.paths ?? {}).sort();
    const routed = [...new Set(apiOperations(routes).map((op) => op.path))].sort();
    expect(documented).toEqual(routed);
    // Each route file's path is in the document: all but the catch-all (api.$.tsx) that answers unknown paths.
    const files = routes.filter((r) => !r.path?.includes("*")).length;
    expect(documented).toHaveLength(files);
  });

  it("says for every operation how it succeeds and how it fails", () => {
    const document = openApiDocument(routes);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, { summary?: string; responses: Record<string, unknown> }>)) {
        const statuses = Object.keys(operation.responses);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(statuses.some((s) => s.startsWith("2")), `${method} ${path} has a success`).toBe(true);
        expect(statuses, `${method} ${path}`).toContain("500");
      }
    }
  });

  it("is valid OpenAPI 3.1: Redocly's recommended rules find no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(openApiDocument(routes)),
      absoluteRef: "/api/openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("is what the typed client's types and docs/api.md's tables were made from (npm run openapi:generate after changing an endpoint)", async () => {
    const document = openApiDocument(routes);
    expect(fs.readFileSync(CLIENT_TYPES_FILE, "utf8"), `${CLIENT_TYPES_FILE} is out of date: run npm run openapi:generate`).toBe(await clientTypes(document));
    const markdown = fs.readFileSync(API_DOC_FILE, "utf8");
    expect(markdown, `${API_DOC_FILE}'s tables are out of date: run npm run openapi:generate`).toBe(withCallTables(markdown, document as never));
  });

  it("leaves the schemas it reads as they were (the forms validate with them)", () => {
    const before = [...DECLINE_CODE_VALUES];
    openApiDocument(routes);
    openApiDocument(routes);
    expect([...DECLINE_CODE_VALUES]).toEqual(before);
  });
});
