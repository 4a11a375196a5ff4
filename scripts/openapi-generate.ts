import fs from "node:fs";
import os from "node:os";
import { register } from "node:module";
import path from "node:path";

/**
 * `npm run openapi:generate`: from the document the route files make, writes the typed client's
 * types (tests/api/openapi-types.ts) and the tables of calls in docs/api.md. Run it after changing
 * an endpoint's declaration; the unit test app/api/openapi.test.ts fails until both are current.
 */
// A route may import a style sheet (the API reference's): as Remix's compiler makes it, its URL.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: 'export default ' + JSON.stringify(url), shortCircuit: true } : next(url, context); }",
  )}`,
);
// The route modules open the database when they load: a scratch folder, not the demo's data.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "portal-openapi-"));
process.env.DATA_DIR = scratch;
const { apiRouteTable } = await import("../tests/support/api-routes");
const { openApiDocument } = await import("../app/api/openapi.server");
const { CLIENT_TYPES_FILE, clientTypes } = await import("../tests/support/client-types");
const { API_DOC_FILE, withCallTables } = await import("../tests/support/api-tables");
const document = openApiDocument(await apiRouteTable());
fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
fs.writeFileSync(API_DOC_FILE, withCallTables(fs.readFileSync(API_DOC_FILE, "utf8"), document as never));
fs.rmSync(scratch, { recursive: true, force: true });
console.log(`${CLIENT_TYPES_FILE} and ${API_DOC_FILE} written`);
process.exit(0);
