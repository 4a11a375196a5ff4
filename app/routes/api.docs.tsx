import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { paths } from "~/paths";
import type { PortalLoadContext } from "~/security/client.server";

/**
 * The API reference, rendered in the browser by Swagger UI from /api/openapi.json. Its files are
 * served from this site (/vendor/swagger-ui, copied from the npm package at build), and the page
 * runs under the portal's own CSP: the scripts carry the response's nonce.
 */
function referencePage(nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clinic portal API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/vendor/swagger-ui/swagger-ui.css">
</head>
<body>
<main id="reference" aria-label="Clinic portal API reference"></main>
<script nonce="${nonce}" src="/vendor/swagger-ui/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">
SwaggerUIBundle({ url: ${JSON.stringify(paths.apiDocument())}, dom_id: "#reference", deepLinking: true, validatorUrl: null, defaultModelsExpandDepth: 0, docExpansion: "none", filter: true });
</script>
</body>
</html>`;
}

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "none",
    summary: "The API reference page (HTML)",
    description: "The document at /api/openapi.json, browsable: every call with its parameters, bodies and answers.",
    responses: { 200: { description: "The reference page.", content: { "text/html": z.string() } } },
    handler: ({ context }) =>
      new Response(referencePage((context as Partial<PortalLoadContext>).cspNonce ?? ""), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
      }),
  }),
});
