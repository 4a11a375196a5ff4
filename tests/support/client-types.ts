import openapiTS, { astToString } from "openapi-typescript";

/**
 * The TypeScript types an app developer gets from the document (openapi-typescript), as
 * tests/api/openapi-types.ts holds them for the typed client the API tests use. One function, so
 * the generator script and the test that checks the file is current make the same text.
 */
export const CLIENT_TYPES_FILE = "tests/api/openapi-types.ts";

export async function clientTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `/**\n * Generated from GET /api/openapi.json by \`npm run openapi:generate\` (openapi-typescript): do not edit.\n */\n\n${astToString(ast)}`;
}
