/**
 * The OpenAPI extension of zod, on the server only: app/validation/zod-openapi.ts applies it there;
 * the browser's bundle (where this module is empty) carries none of it.
 */
export { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
