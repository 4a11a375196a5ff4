import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { requestClient } from "~/request-scope.server";

/** What the HTTP server (server.mjs) hands every loader and action. */
export interface PortalLoadContext {
  cspNonce: string;
  clientIp: string;
  /** The server build's route table: the API document is made from it (app/api/openapi.server.ts). */
  routes: ServerBuild["routes"];
}

export interface Client {
  ip: string;
  userAgent: string;
}

export function clientOf(request: Request, context: AppLoadContext): Client {
  const ctx = context as Partial<PortalLoadContext>;
  return {
    ip: ctx.clientIp ?? "",
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 200),
  };
}

/** The client of the request being served (app/request-scope.server.ts), for security events far from a route. */
export const currentClient = (): Client => requestClient();
