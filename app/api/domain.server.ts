import { z } from "zod";
import { UNIT_SYSTEMS, type Units } from "~/domain/units";
import { isAdmin, type PublicUser } from "~/domain/users";
import type { Outcome } from "~/domain/outcome";
import { fieldErrors, recordId } from "~/validation/rules";
import { apiErrors } from "./api.server";
import { message } from "~/i18n/languages";

/**
 * The glue between /api handlers and the domain modules: path ids, domain outcomes and the
 * schema a handler picks itself (by role), answered the way docs/api.md says.
 */

/** A path's `{id}`: anything but a positive integer is simply not found. */
export function idParam(value: string | undefined): number {
  const id = recordId(value);
  if (id === null) throw apiErrors.notFound();
  return id;
}

/** A domain function's result (app/domain/outcome.ts): its data, or the matching API error. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.data;
  switch (outcome.reason) {
    case "not_found":
      throw apiErrors.notFound();
    case "forbidden":
      throw apiErrors.forbidden();
    case "invalid":
      throw apiErrors.validation(outcome.errors);
  }
}

/** A lookup that answers null for "missing or not yours". */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw apiErrors.notFound();
  return value;
}

/** For handlers whose schema depends on who calls (a staff food or a personal food). */
export function parseWith<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw apiErrors.validation(fieldErrors(parsed.error));
  return parsed.data;
}

/** Calls of the patient's own area (My Food): staff have none (spec part 2 §6). */
export function requirePatientCaller(user: Pick<PublicUser, "user_type" | "staff_role">): void {
  if (isAdmin(user)) throw apiErrors.forbidden();
}

/** One page of a list the domain returns whole (a food's measures or nutrient values). */
export function slicePage<T>(rows: T[], page: { limit: number; offset: number }) {
  return { count: rows.length, results: rows.slice(page.offset, page.offset + page.limit), ...page };
}

const UNITS_MESSAGE = message("common:api.units");

/**
 * The units of an API answer and of the numbers sent (issue 26), as the `units` query parameter
 * every call that reads or takes a weight or length declares: pounds and inches, as the apps were
 * built for, unless the call asks `?units=metric` (kilograms and centimetres); the handler reads
 * `query.units`. Storage is canonical either way (docs/decisions/0063, 0134).
 */
export const unitsQuery = z.object({
  units: z
    .preprocess((v) => (v === "" || v === undefined || v === null ? "imperial" : v), z.enum(UNIT_SYSTEMS, { errorMap: () => ({ message: UNITS_MESSAGE }) }))
    .openapi({ type: "string", enum: [...UNIT_SYSTEMS], default: "imperial", description: "Weights and lengths in pounds and inches (imperial, the default) or kilograms and centimetres (metric), both ways." }),
});

/** A call's own query parameters and `units`. */
export function withUnits<T extends z.ZodRawShape, K extends z.UnknownKeysParam>(query: z.ZodObject<T, K>) {
  return query.extend(unitsQuery.shape);
}

/**
 * A body read in the caller's units: either schema, as the document can say it (its bounds differ
 * by unit); the handler parses with the one `?units=` chose.
 */
export const eitherUnits = (schemaFor: (units: Units) => z.ZodTypeAny) =>
  z.union([schemaFor("imperial").describe("Pounds and inches (the default)."), schemaFor("metric").describe("With `?units=metric`: kilograms and centimetres.")]);
