import { createRequire } from "node:module";
import path from "node:path";
import * as unpatchedModule from "@remix-run/router/dist/router.js";
import { describe, expect, it } from "vitest";

/**
 * The router's patch (patches/, docs/decisions/0180-framework-patches.md): the server loads the
 * CommonJS build of @remix-run/router, which patch-package changes after every install; the
 * browser bundles the untouched ES module build. The patched matcher must match every path of the
 * portal's own route table as the browser's does, the first time and from its cache.
 */
const require = createRequire(path.join(process.cwd(), "package.json"));
interface Matcher {
  matchRoutes: (routes: RouteObject[], pathname: string) => { route: { id: string }; params: object; pathname: string }[] | null;
}
const unpatched = unpatchedModule as unknown as Matcher;
const patched = require("@remix-run/router") as Matcher;

interface ConfigRoute {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  parentId?: string;
}
interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}

async function portalRoutes(): Promise<RouteObject[]> {
  const { readConfig } = require("@remix-run/dev/dist/config.js") as { readConfig: (root: string, mode: string) => Promise<{ routes: Record<string, ConfigRoute> }> };
  const config = await readConfig(process.cwd(), "production");
  const all = Object.values(config.routes);
  const build = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = build(r.id);
        return { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, ...(children.length ? { children } : {}) } as RouteObject;
      });
  return [{ id: "root", path: "", children: build("root") }];
}

const ids = (m: { route: { id: string }; params: object; pathname: string }[] | null) => m?.map((x) => `${x.route.id} ${x.pathname} ${JSON.stringify(x.params)}`) ?? null;

describe("route matching patches", () => {
  it("hand every caller its own copy of a remembered match", () => {
    const routes: RouteObject[] = [{ id: "root", path: "", children: [{ id: "recipe", path: "recipes/:id" }] }];
    const first = patched.matchRoutes(routes, "/recipes/12")!;
    (first[1].params as Record<string, string>).id = "99";
    first.pop();
    const second = patched.matchRoutes(routes, "/recipes/12")!;
    expect(ids(second)).toEqual(ids(unpatched.matchRoutes(routes, "/recipes/12")));
    expect(second[0].params).toBe(second[1].params);
  });

  it("match every portal path as the unpatched router does, twice over (cached)", async () => {
    const routes = await portalRoutes();
    expect(JSON.stringify(routes).length).toBeGreaterThan(1000);
    const samples = new Set<string>(["/", "/home", "/HOME", "/home/", "//home", "/nutrition", "/nutrition/", "/whatever/unknown", "/api", "/api/unknown/12"]);
    const walk = (rs: RouteObject[], prefix: string) => {
      for (const r of rs) {
        const here = r.path ? `${prefix}/${r.path}` : prefix;
        for (const value of ["12", "abc", "1078", "0"]) {
          const concrete = here.replace(/:[\w-]+\??/g, value).replace(/\*$/, "a/b") || "/";
          samples.add(concrete);
          samples.add(`${concrete}/`);
          samples.add(`${concrete}/extra`);
          samples.add(concrete.toUpperCase());
        }
        if (r.children) walk(r.children, here);
      }
    };
    walk(routes, "");
    expect(samples.size).toBeGreaterThan(500);
    for (let round = 0; round < 2; round++) {
      for (const p of samples) expect(ids(patched.matchRoutes(routes, p)), p).toEqual(ids(unpatched.matchRoutes(routes, p)));
    }
  });

  it("see a route table that is changed in place by a new array", () => {
    const routes: RouteObject[] = [{ id: "a", path: "a" }];
    expect(ids(patched.matchRoutes(routes, "/b"))).toBeNull();
    const more = [...routes, { id: "b", path: "b/:id" }];
    expect(ids(patched.matchRoutes(more, "/b/7"))).toEqual(["b /b/7 {\"id\":\"7\"}"]);
  });
});
