import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { paths } from "~/paths";
import type { PortalLoadContext } from "~/security/client.server";
import docsCss from "~/styles/api-docs.css";
import tokensCss from "~/styles/tokens.css";

/**
 * The API reference, rendered in the browser by Swagger UI from /api/openapi.json. Its files are
 * served from this site (/vendor/swagger-ui, copied from the npm package at build), and the page
 * runs under the portal's own CSP: the scripts carry the response's nonce. The page's own header
 * names the document and links to it, so a browser without JavaScript still reaches it; Swagger
 * UI is configured and restyled to pass axe (docs/decisions/0176).
 */
function referencePage(nonce: string): string {
  const document = paths.apiDocument();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clinic portal API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/vendor/swagger-ui/swagger-ui.css">
<link rel="stylesheet" href="${tokensCss}">
<link rel="stylesheet" href="${docsCss}">
</head>
<body>
<header class="docs-header">
<noscript><h1>Clinic portal API reference</h1><p>The browsable reference needs JavaScript; the document it is made from is a plain JSON file.</p></noscript>
<p>Every call of the portal's JSON API, from its OpenAPI 3.1 document: <a href="${document}">${document}</a>.</p>
</header>
<div id="reference"></div>
<script nonce="${nonce}" src="/vendor/swagger-ui/swagger-ui-bundle.js"></script>
<script nonce="${nonce}">
// One server (this portal): its picker has no label and nothing to choose. The introduction and
// the filter each get a landmark, as the rest of the page has, and the areas (h3) a heading above
// them under the title (h1).
const within = (tag, attributes) => (Original, system) => (props) => system.React.createElement(tag, attributes, system.React.createElement(Original, props));
const headed = (text) => (Original, system) => (props) =>
  system.React.createElement(system.React.Fragment, null, system.React.createElement("h2", { className: "docs-hidden-heading" }, text), system.React.createElement(Original, props));
const accessible = () => ({
  components: { ServersContainer: () => null },
  wrapComponents: {
    InfoContainer: within("section", { "aria-label": "About the API" }),
    FilterContainer: within("div", { role: "search", "aria-label": "Filter the calls" }),
    operations: headed("Calls by area"),
  },
});
SwaggerUIBundle({ url: ${JSON.stringify(document)}, dom_id: "#reference", deepLinking: false, validatorUrl: null, defaultModelsExpandDepth: 0, docExpansion: "none", filter: true, plugins: [accessible] });
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
