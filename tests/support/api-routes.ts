import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import type { RouteEntry } from "~/api/openapi.server";
import remixConfig from "../../remix.config.js";

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

/**
 * Remix's route table for the app's /api routes, with their modules: what the server build's
 * `routes` holds at run time, read from the files (the unit tests and `npm run openapi:generate`
 * make the document from it without a build).
 */
export async function apiRouteTable(): Promise<RouteEntry[]> {
  const manifest = flatRoutes(appDir, remixConfig.ignoredRouteFiles);
  const routes = Object.values(manifest).filter((r) => r.path === "api" || r.path?.startsWith("api/"));
  return await Promise.all(
    routes.map(async (r) => ({
      id: r.id,
      parentId: r.parentId,
      path: r.path,
      index: r.index,
      file: r.file,
      module: (await import(pathToFileURL(path.join(appDir, r.file)).href)) as RouteEntry["module"],
    })),
  );
}
