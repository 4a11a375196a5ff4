import { AsyncLocalStorage } from "node:async_hooks";
import type { AppLoadContext } from "@remix-run/node";

/** What the HTTP server (server.mjs) hands every loader and action. */
export interface PortalLoadContext {
  cspNonce: string;
  clientIp: string;
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

/**
 * The client of the request being served, for code far from the route (a session found idle, an
 * upload refused by its content) that records a security event: server.mjs runs every request
 * inside `runForClient`. Outside a request (the seed, unit tests) it is unknown, not invented.
 */
const scope = new AsyncLocalStorage<Client>();

export function runForClient<T>(client: Client, fn: () => T): T {
  return scope.run({ ip: client.ip, userAgent: client.userAgent.slice(0, 200) }, fn);
}

export const currentClient = (): Client => scope.getStore() ?? { ip: "", userAgent: "" };
