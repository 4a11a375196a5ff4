import type { AppLoadContext } from "@remix-run/node";

/** What the HTTP server (server.mjs) hands every loader and action. */
export interface PortalLoadContext {
  cspNonce: string;
  clientIp: string;
}

export function clientOf(request: Request, context: AppLoadContext): { ip: string; userAgent: string } {
  const ctx = context as Partial<PortalLoadContext>;
  return {
    ip: ctx.clientIp ?? "",
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 200),
  };
}
