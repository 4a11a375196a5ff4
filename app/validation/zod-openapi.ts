import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/**
 * Lets a schema say what the API document shows of it (`.openapi({...})`), where the generator
 * cannot read it from the schema itself: a number checked by refinements is an integer between
 * bounds, a flag read from the query is one of a few words. Imported by every module that calls
 * `.openapi`, before it does; in the browser it costs about 1 KB and changes no validation.
 */
extendZodWithOpenApi(z);
