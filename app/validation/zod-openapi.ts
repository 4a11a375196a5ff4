import { z } from "zod";
// Empty in the browser (a .server module).
import * as openApi from "./zod-openapi.server";

/**
 * Lets a schema say what the API document shows of it (`.openapi({...})`), where the generator
 * cannot read it from the schema itself: a number checked by refinements is an integer between
 * bounds, a flag read from the query is one of a few words. Imported by every module that calls
 * `.openapi`, before it does. Only the server writes the API document: in the browser `.openapi()`
 * hands the schema back as it is (it never changed validation), and the library stays out of the
 * bundle.
 */
if (typeof openApi.extendZodWithOpenApi === "function") openApi.extendZodWithOpenApi(z);
else if (!("openapi" in z.ZodType.prototype)) {
  Object.defineProperty(z.ZodType.prototype, "openapi", {
    value(this: z.ZodTypeAny) {
      return this;
    },
    configurable: true,
    writable: true,
  });
}
