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
  const url = urlOf(source);
  const schema = objectOf(shape);
  // Most pages are asked without a query: every parameter is then its default.
  if (!url.search) return defaultsOf(schema);
  const parsed = schema.safeParse(queryObject(schema, url.searchParams));
  // Every builder catches its own failures; this only guards a shape written without them.
  if (!parsed.success) return schema.parse({});
  return parsed.data;
}

/**
 * What a shape reads from an empty query, worked out once per kept schema: a shallow copy of it each
 * time, so a loader may change its own. Kept only when every value is a plain one (a list is made
 * afresh, so no two requests share it).
 */
const defaults = new WeakMap<z.ZodTypeAny, Record<string, unknown>>();
function defaultsOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.output<z.ZodObject<S>> {
  const known = defaults.get(schema);
  if (known) return { ...known } as z.output<z.ZodObject<S>>;
  const made = schema.parse({});
  if (Object.values(made).every((v) => v === null || typeof v !== "object")) defaults.set(schema, { ...made });
  return made;
}

/**
 * Building zod schemas costs more than parsing a query with them, and a page's loader asks for the
 * same parameters on every request (issue 28): each builder below makes its schema once per set of
 * arguments, and the object schema of a shape made of them is made once too.
 */
const objects = new Map<string, { values: z.ZodTypeAny[]; schema: z.ZodObject<z.ZodRawShape> }[]>();
function objectOf<S extends z.ZodRawShape>(shape: S): z.ZodObject<S> {
  const keys = Object.keys(shape);
  const values = keys.map((k) => shape[k]);
  const key = keys.join("\0");
  const known = objects.get(key) ?? [];
  const hit = known.find((o) => o.values.every((v, i) => v === values[i]));
  if (hit) return hit.schema as z.ZodObject<S>;
  const schema = z.object(shape);
  // A shape built afresh on every call (not from the builders below) is never kept.
  if (values.every((v) => builtSchemas.has(v))) objects.set(key, [...known, { values, schema }]);
  return schema;
}

const builtSchemas = new WeakSet<z.ZodTypeAny>();
const builders = new Map<string, z.ZodTypeAny>();
function once<T extends z.ZodTypeAny>(key: string, make: () => T): T {
  let schema = builders.get(key) as T | undefined;
  if (!schema) {
    schema = make();
    builders.set(key, schema);
    builtSchemas.add(schema);
  }
  return schema;
}

const wholeNumber = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().safe());

export const param = {
  /** A positive integer id, or null. */
  id: () => once("id", () => wholeNumber.pipe(z.number().min(1)).nullable().optional().catch(null).transform((v) => v ?? null)),
  /** A whole number in [min, max], or the fallback. */
  int: (fallback: number, opts: { min?: number; max?: number } = {}) =>
    once(`int ${fallback} ${opts.min} ${opts.max}`, () =>
      wholeNumber
        .pipe(z.number().min(opts.min ?? 0).max(opts.max ?? Number.MAX_SAFE_INTEGER))
        .optional()
        .catch(fallback)
        .transform((v) => v ?? fallback),
    ),
  /** A list offset from 0, rounded down to a whole page when a page size is given. */
  offset: (pageSize?: number) =>
    once(`offset ${pageSize}`, () =>
      wholeNumber
        .optional()
        .catch(0)
        .transform((v) => (v === undefined ? 0 : pageSize ? v - (v % pageSize) : v)),
    ),
  /** A debounced search term: trimmed, and "" under 3 characters. */
  search: () => once("search", () => z.string().optional().catch(undefined).transform((v) => effectiveSearchTerm(v))),
  /** Any text as it was given ("" when missing). */
  text: () => once("text", () => z.string().optional().catch(undefined).transform((v) => v ?? "")),
  /**
   * The text as it was given, or null when the parameter is absent: for a value its area judges
   * itself (a link's token, a recipe's scale, a day checked against the calendar's last day).
   */
  raw: () => once("raw", () => z.string().nullable().optional().catch(null).transform((v) => v ?? null)),
  /** One of a fixed set of values, or the fallback. */
  oneOf: <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
    once(`oneOf ${JSON.stringify(values)} ${fallback}`, () => z.enum(values).optional().catch(fallback).transform((v) => v ?? fallback)),
  /** A repeatable list of positive ids (`category=1&category=2`, or `category=1,2`); bad ones are dropped. */
  ids: () =>
    once("ids", () =>
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
    ),
  /** A calendar day (YYYY-MM-DD or YYYY/MM/DD) as YYYY-MM-DD, or null. */
  day: () =>
    once("day", () =>
      z
        .string()
        .transform((v) => parseDay(v))
        .nullable()
        .optional()
        .catch(null)
        .transform((v) => v ?? null),
    ),
  /** A flag that is on when present with 1/true/on. */
  flag: () =>
    once("flag", () =>
      z
        .string()
        .optional()
        .catch(undefined)
        .transform((v) => v === "1" || v === "true" || v === "on"),
    ),
};

/**
 * A query its page refuses rather than reads past (a download's format: a 400 with the area's
 * message; a form of GET fields with their errors): the schema's verdict, the query read as
 * readParams and the API read it.
 */
export function parseParams<S extends z.ZodTypeAny>(source: Request | URL | string, schema: S): z.SafeParseReturnType<z.input<S>, z.output<S>> {
  return schema.safeParse(queryObject(schema, urlOf(source).searchParams));
}

const urlOf = (source: Request | URL | string) => (source instanceof URL ? source : new URL(typeof source === "string" ? source : source.url));

/**
 * The page's own URL (path and query) with the named parameters set, or removed where null: the
 * same list at another page.
 */
export function hereWith(request: Request, changes: Record<string, string | null>): string {
  const url = new URL(request.url);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * The page's own URL (path and query) without the named parameters: where a form comes back to,
 * with the panel or question that sent it (`edit`, `delete`) closed.
 */
export function hereWithout(request: Request, ...drop: string[]): string {
  const url = new URL(request.url);
  for (const name of drop) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

