import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * `npm run openapi:types`: writes the typed client's types (tests/api/openapi-types.ts) from the
 * document the route files make. Run it after changing an endpoint's declaration; the unit test
 * app/api/openapi.test.ts fails until the file is current.
 */
// The route modules open the database when they load: a scratch folder, not the demo's data.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "portal-openapi-"));
process.env.DATA_DIR = scratch;
const { apiRouteTable } = await import("../tests/support/api-routes");
const { openApiDocument } = await import("../app/api/openapi.server");
const { CLIENT_TYPES_FILE, clientTypes } = await import("../tests/support/client-types");
fs.writeFileSync(CLIENT_TYPES_FILE, await clientTypes(openApiDocument(await apiRouteTable())));
fs.rmSync(scratch, { recursive: true, force: true });
console.log(`${CLIENT_TYPES_FILE} written`);
process.exit(0);
