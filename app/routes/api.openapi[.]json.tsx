import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { servedDocument } from "~/api/openapi.server";
import type { PortalLoadContext } from "~/security/client.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "none",
    summary: "This document: the OpenAPI 3.1 description of every /api call",
    description: "Made from the endpoints' own declarations and schemas. The reference page at /api/docs reads it.",
    responses: { 200: z.object({ openapi: z.literal("3.1.0") }).passthrough().describe("An OpenAPI 3.1 document.") },
    handler: ({ context }) => {
      const { routes } = context as Partial<PortalLoadContext>;
      if (!routes) throw new Error("the HTTP server hands no route table to the loaders (server.mjs getLoadContext)");
      return new Response(servedDocument(routes), {
        headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
      });
    },
  }),
});
