import { createRequire } from "node:module";
import path from "node:path";
import type * as RemixReactModule from "@remix-run/react";
import type * as RemixRuntimeModule from "@remix-run/server-runtime";
import type { ServerBuild } from "@remix-run/server-runtime";
import type { ReactNode } from "react";
import type * as ReactRouterDom from "react-router-dom";
import type * as ReactRouterDomServer from "react-router-dom/server";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { requireUnpatched } from "../../tests/support/unpatched";

/**
 * What the server-side patches (patches/, docs/decisions/0180-framework-patches.md) must not
 * change: a Remix app rendered through the patched packages answers exactly what the packages as
 * published answer, request after request (the patches keep route tables and module lists from
 * one request to the next, so a second request of a path is the one that could go wrong). The app
 * is four routes in memory, served by Remix's own request handler; the published copies come from
 * tests/support/unpatched.ts.
 */
const patchedRequire = createRequire(path.join(process.cwd(), "package.json"));

type RemixReact = typeof RemixReactModule;
type RemixRuntime = typeof RemixRuntimeModule;
type LoaderArgs = { request: Request; params: Record<string, string | undefined> };

const FUTURE = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_routeConfig: false,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: false,
  unstable_optimizeDeps: false,
};

const ROUTES = [
  { id: "root", path: "" },
  { id: "routes/_index", parentId: "root", index: true },
  { id: "routes/recipes.$id", parentId: "root", path: "recipes/:id" },
  { id: "routes/$", parentId: "root", path: "*" },
] as const;

/** The app, its components written against one copy of @remix-run/react (its hooks read that copy's context). */
function tinyBuild(remix: RemixReact): ServerBuild {
  const Matched = () => <p>matched {remix.useMatches().map((m) => m.id).join(", ")}</p>;
  const modules: Record<string, { default: () => ReactNode; loader?: (args: LoaderArgs) => unknown }> = {
    root: {
      loader: ({ request }) => ({ seen: request.url }),
      default: () => (
        <html lang="en">
          <body>
            <p>root saw {remix.useLoaderData<{ seen: string }>().seen}</p>
            <remix.Outlet />
          </body>
        </html>
      ),
    },
    "routes/_index": { default: () => <h1>Home</h1> },
    "routes/recipes.$id": {
      loader: ({ params, request }) => ({ id: params.id, seen: request.url }),
      default: () => {
        const data = remix.useLoaderData<{ id: string; seen: string }>();
        return (
          <>
            <h1>Recipe {data.id}</h1>
            <p>the recipe saw {data.seen}</p>
            <Matched />
          </>
        );
      },
    },
    "routes/$": { default: () => <h1>Not here</h1> },
  };
  const assetRoutes = Object.fromEntries(
    ROUTES.map((r) => [
      r.id,
      { ...r, module: `/build/${r.id}.js`, imports: [], hasLoader: !!modules[r.id].loader, hasAction: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false },
    ]),
  );
  const serverRoutes = Object.fromEntries(ROUTES.map((r) => [r.id, { ...r, module: modules[r.id] }]));
  const handleDocument: ServerBuild["entry"]["module"]["default"] = (request, status, headers, context) => {
    headers.set("Content-Type", "text/html");
    return new Response(`<!DOCTYPE html>${renderToString(<remix.RemixServer context={context} url={request.url} />)}`, { status, headers });
  };
  return {
    mode: "production",
    entry: {
      module: {
        default: handleDocument,
      },
    },
    routes: serverRoutes,
    assets: { entry: { module: "/build/entry.client.js", imports: [] }, routes: assetRoutes, url: "/build/manifest.js", version: "test" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: FUTURE,
    isSpaMode: false,
  } as unknown as ServerBuild;
}

/** Documents and data requests (single fetch), each path twice, in an order that revisits them. */
const REQUESTS = [
  "/",
  "/recipes/12",
  "/recipes/7?index",
  "/nowhere/at/all",
  "/recipes/12",
  "/?index",
  "/RECIPES/3/",
  "/recipes/12.data",
  "/recipes/12.data?_routes=routes%2Frecipes.%24id",
  "/_root.data?index",
  "/recipes/12.data",
  "/",
  "/nowhere/at/all",
];

async function answers(runtime: RemixRuntime, remix: RemixReact): Promise<string[]> {
  const handle = runtime.createRequestHandler(tinyBuild(remix));
  const out: string[] = [];
  for (const url of REQUESTS) {
    const res = await handle(new Request(`http://portal.test${url}`));
    out.push(`${url} ${res.status} ${await res.text()}`);
  }
  return out;
}

describe("the server-side patches change nothing a request gets", () => {
  it("the patched app answers what the published packages answer, request after request", async () => {
    const published = requireUnpatched(["@remix-run/react", "react-router-dom", "@remix-run/server-runtime"]);
    const patched = await answers(patchedRequire("@remix-run/server-runtime") as RemixRuntime, patchedRequire("@remix-run/react") as RemixReact);
    const asPublished = await answers(published("@remix-run/server-runtime") as RemixRuntime, published("@remix-run/react") as RemixReact);
    expect(patched).toEqual(asPublished);
    // And they are the pages they should be (equal and both wrong would pass the line above).
    const page = (url: string, nth = 0) => patched.filter((a) => a.startsWith(`${url} `))[nth];
    expect(page("/")).toContain("<p>root saw <!-- -->http://portal.test/</p><h1>Home</h1>");
    expect(page("/recipes/12", 1)).toMatch(/<h1>Recipe <!-- -->12<\/h1>.*matched <!-- -->root, routes\/recipes\.\$id/);
    expect(page("/recipes/7?index")).toContain("<h1>Recipe <!-- -->7</h1>");
    expect(page("/nowhere/at/all", 1)).toContain("<h1>Not here</h1>");
    expect(page("/RECIPES/3/")).toContain("<h1>Recipe <!-- -->3</h1>");
    // A loader sees the address without the data request's own parameters.
    const data = page("/recipes/12.data?_routes=routes%2Frecipes.%24id").split(" 200 ")[1];
    expect(data).toContain('"seen","http://portal.test/recipes/12"');
    expect(data).not.toContain("_routes");
  });

  it("a router built once is not handed one request's matches for another's (react-router-dom's static router)", async () => {
    type StaticServer = typeof ReactRouterDomServer;
    const render = async (server: StaticServer) => {
      const remix = patchedRequire("react-router-dom") as typeof ReactRouterDom;
      const Recipe = () => <h1>Recipe {remix.useParams().id}</h1>;
      const routes = [{ path: "/", element: <remix.Outlet />, children: [{ index: true, element: <h1>Home</h1> }, { path: "recipes/:id", element: <Recipe /> }, { path: "*", element: <h1>Not here</h1> }] }];
      const handler = server.createStaticHandler(routes);
      const out: string[] = [];
      for (const url of ["/", "/recipes/12", "/recipes/7", "/elsewhere", "/recipes/12", "/"]) {
        const context = await handler.query(new Request(`http://portal.test${url}`));
        if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
        out.push(renderToString(<server.StaticRouterProvider router={server.createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />));
      }
      return out;
    };
    const patched = await render(patchedRequire("react-router-dom/server") as StaticServer);
    expect(patched).toEqual(await render(requireUnpatched(["react-router-dom"])("react-router-dom/server") as StaticServer));
    expect(patched).toEqual(["<h1>Home</h1>", "<h1>Recipe <!-- -->12</h1>", "<h1>Recipe <!-- -->7</h1>", "<h1>Not here</h1>", "<h1>Recipe <!-- -->12</h1>", "<h1>Home</h1>"]);
  });
});
