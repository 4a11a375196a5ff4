import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { effectiveSearchTerm } from "~/ui/search";
import { queryObject } from "~/validation/query";

/**
 * Query parameters of pages, parsed with zod the way the API parses its own (queryObject: a list
 * parameter may repeat). A page never fails on a hand-edited URL: each parameter builder below
 * falls back to its default when the value is missing or bad, so `?offset=abc` is the first page
 * and `?food=x` is no food picked.
 *
 *   const q = readParams(request, { offset: param.offset(30), search: param.search(), food: param.id() });
 */
export function readParams<S extends z.ZodRawShape>(source: Request | URL | string, shape: S): z.output<z.ZodObject<S>> {
  const url = source instanceof URL ? source : new URL(typeof source === "string" ? source : source.url);
  const schema = z.object(shape);
  const parsed = schema.safeParse(queryObject(schema, url.searchParams));
  // Every builder catches its own failures; this only guards a shape written without them.
  if (!parsed.success) return schema.parse({});
  return parsed.data;
}

const wholeNumber = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().safe());

export const param = {
  /** A positive integer id, or null. */
  id: () => wholeNumber.pipe(z.number().min(1)).nullable().optional().catch(null).transform((v) => v ?? null),
  /** A whole number in [min, max], or the fallback. */
  int: (fallback: number, opts: { min?: number; max?: number } = {}) =>
    wholeNumber
      .pipe(z.number().min(opts.min ?? 0).max(opts.max ?? Number.MAX_SAFE_INTEGER))
      .optional()
      .catch(fallback)
      .transform((v) => v ?? fallback),
  /** A list offset from 0, rounded down to a whole page when a page size is given. */
  offset: (pageSize?: number) =>
    wholeNumber
      .optional()
      .catch(0)
      .transform((v) => (v === undefined ? 0 : pageSize ? v - (v % pageSize) : v)),
  /** A debounced search term: trimmed, and "" under 3 characters. */
  search: () => z.string().optional().catch(undefined).transform((v) => effectiveSearchTerm(v)),
  /** Any text as it was given ("" when missing). */
  text: () => z.string().optional().catch(undefined).transform((v) => v ?? ""),
  /** One of a fixed set of values, or the fallback. */
  oneOf: <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
    z.enum(values).optional().catch(fallback).transform((v) => v ?? fallback),
  /** A repeatable list of positive ids (`category=1&category=2`, or `category=1,2`); bad ones are dropped. */
  ids: () =>
    z
      .array(z.string())
      .optional()
      .catch([])
      .transform((values) =>
        (values ?? [])
          .flatMap((v) => v.split(","))
          .filter((v) => /^\d{1,10}$/.test(v) && Number(v) > 0)
          .map(Number),
      ),
  /** A calendar day (YYYY-MM-DD or YYYY/MM/DD) as YYYY-MM-DD, or null. */
  day: () =>
    z
      .string()
      .transform((v) => parseDay(v))
      .nullable()
      .optional()
      .catch(null)
      .transform((v) => v ?? null),
  /** A flag that is on when present with 1/true/on. */
  flag: () =>
    z
      .string()
      .optional()
      .catch(undefined)
      .transform((v) => v === "1" || v === "true" || v === "on"),
};

/**
 * The page's own URL (path and query) without the named parameters: where a form comes back to,
 * with the panel or question that sent it (`edit`, `delete`) closed.
 */
export function hereWithout(request: Request, ...drop: string[]): string {
  const url = new URL(request.url);
  for (const name of drop) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

