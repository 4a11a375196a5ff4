import { createRequire } from "node:module";
import path from "node:path";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { paths } from "~/paths";

/**
 * app/paths.ts is written by hand; this holds it to the route files: every helper, called with a
 * sample id, token or day, must land on a route of its own, not on the catch-all 404 route. A
 * renamed or removed route file fails here, not as a broken link.
 */
const require = createRequire(path.join(process.cwd(), "package.json"));
interface ConfigRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

async function portalRoutes(): Promise<AgnosticRouteObject[]> {
  const { readConfig } = require("@remix-run/dev/dist/config.js") as { readConfig: (root: string, mode: string) => Promise<{ routes: Record<string, ConfigRoute> }> };
  const all = Object.values((await readConfig(process.cwd(), "production")).routes);
  const build = (parentId: string): AgnosticRouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: build(r.id) }));
  return [{ id: "root", path: "", children: build("root") }];
}

/** A sample for each parameter a helper takes, by its name in the helper's source. */
function sampleArgs(helper: (...args: never[]) => string): unknown[] {
  const params = /^\(([^)]*)\)/.exec(helper.toString())?.[1] ?? "";
  return params
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((name) => (name === "day" || name === "date" ? "2026-01-05" : name === "format" ? "json" : name === "query" ? "" : name === "token" ? "abc" : 7));
}

describe("app/paths.ts", () => {
  it("every helper opens a route of its own, not the 404 catch-all", async () => {
    const routes = await portalRoutes();
    const landed = Object.entries(paths).map(([name, helper]) => {
      const url = new URL((helper as (...args: unknown[]) => string)(...sampleArgs(helper as never)), "http://portal.invalid");
      const deepest = matchRoutes(routes, url.pathname)?.at(-1)?.route.id ?? "none";
      return `${name} ${url.pathname} -> ${deepest}`;
    });
    expect(landed.length).toBeGreaterThan(60);
    expect(landed.filter((l) => /-> (none|routes\/\$|routes\/_app\.\$)$/.test(l))).toEqual([]);
  });

  it("a path no route takes is caught (the check can fail)", async () => {
    const routes = await portalRoutes();
    expect(matchRoutes(routes, "/nutrition/recipes/7/nowhere")?.at(-1)?.route.id).toMatch(/\$$/);
  });
});
