import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

/**
 * Building blocks for the answers the /api endpoints declare (`responses` in `endpoint(...)`),
 * from which the OpenAPI document is made (app/api/openapi.server.ts). Server code only: the
 * browser never needs them. Answers are strict objects (every field listed, no other), so a field
 * an endpoint sends without documenting it is a violation in the contract tests.
 */
extendZodWithOpenApi(z);

/** A schema the document lists once under components and refers to wherever it is used. */
export function named<T extends z.ZodTypeAny>(name: string, schema: T): T {
  return schema.openapi(name);
}

/** An answer object: exactly these fields. */
export function shape<T extends z.ZodRawShape>(fields: T) {
  return z.object(fields).strict();
}

/** For `satisfies`: the schema's output is the domain's type (a field missing or mistyped fails the build). */
export type Answers<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

/** One of a code list's values (numbers or strings), typed as the list's own union. */
export function oneOf<const T extends readonly (string | number)[]>(values: T): Answers<T[number]> {
  const asEnum = Object.fromEntries(values.map((v) => [`_${v}`, v])) as z.EnumLike;
  return z.nativeEnum(asEnum) as unknown as Answers<T[number]>;
}

export const int = () => z.number().int();
export const id = () => z.number().int().min(1);
/** A calendar day, `YYYY-MM-DD` (the clinic's day where it is one). */
export const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A moment, ISO 8601 in UTC. */
export const timestamp = () => z.string().datetime({ offset: true });
/** A link on this site or elsewhere, as the portal gives it (absolute or from the site's root). */
export const link = () => z.string();

/** A DRF list page: `{count, next, previous, results}`, next/previous absolute links or null. */
export function page<T extends z.ZodTypeAny>(item: T) {
  return shape({ count: int().min(0), next: z.string().url().nullable(), previous: z.string().url().nullable(), results: z.array(item) });
}

/** A short list in the list shape, always one page (docs/api.md, "Lists"). */
export function shortList<T extends z.ZodTypeAny>(item: T) {
  return shape({ count: int().min(0), next: z.null(), previous: z.null(), results: z.array(item) });
}

const problem = (code: string, description: string) =>
  named(
    code
      .toLowerCase()
      .split("_")
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(""),
    shape({ error_code: z.literal(code), detail: z.string() }).describe(description),
  );

/** The error bodies of docs/api.md ("Responses"). */
export const errors = {
  validation: named(
    "ValidationError",
    shape({
      error_code: z.literal("VALIDATION_ERROR"),
      errors: z.record(z.array(z.string())).describe("Messages by field (`index.field` in a list body); `non_field_errors` for the whole object."),
    }).describe("A field is missing, of the wrong type or breaks a rule."),
  ),
  parse: problem("PARSE_ERROR", "The body is not valid JSON or form data."),
  unauthenticated: problem("NOT_AUTHENTICATED", "No token, or a token that is invalid, expired or withdrawn."),
  forbidden: problem("PERMISSION_DENIED", "Signed in, but the caller's role may not do this."),
  notFound: problem("NOT_FOUND", "The object does not exist, or belongs to another member."),
  tooLarge: problem("PAYLOAD_TOO_LARGE", "The body is over the size bound; it was not read."),
  rateLimited: problem("RATE_LIMITED", "Too many tries from this address; try again after Retry-After seconds."),
  server: problem("SERVER_ERROR", "An unexpected failure, logged on the server."),
  /** The sign-in calls' DRF answer: messages by field, without an error code. */
  fields: named("FieldErrors", z.record(z.array(z.string())).describe("Messages by field, as Django REST framework's sign-in calls answer them.")),
  nonField: named("NonFieldErrors", shape({ non_field_errors: z.array(z.string()) }).describe("Sign-in failed: the reason.")),
};
