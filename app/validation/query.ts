import { z } from "zod";

/** The schema under optional, default, catch, pipe and preprocess wrappers. */
function innermost(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return innermost(schema.unwrap());
  if (schema instanceof z.ZodDefault) return innermost(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return innermost(schema.innerType());
  if (schema instanceof z.ZodCatch) return innermost(schema._def.innerType);
  if (schema instanceof z.ZodPipeline) return innermost(schema._def.in);
  return schema;
}

/**
 * Query parameters as an object, for the API's query schemas and the pages' readParams alike: a
 * parameter the schema takes as a list gets every value it was given (`category=1&category=2`,
 * like `category=1,2`); any other keeps the last one, as the Django back end the mobile apps were
 * written against did.
 */
export function queryObject(schema: z.ZodTypeAny, params: URLSearchParams): Record<string, string | string[]> {
  const lists = listKeysOf(schema);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = lists.has(key) ? values : values[values.length - 1];
  }
  return query;
}

/** The keys a query schema takes as lists, worked out once per schema (a loader asks on every request). */
const listKeys = new WeakMap<z.ZodTypeAny, ReadonlySet<string>>();
function listKeysOf(schema: z.ZodTypeAny): ReadonlySet<string> {
  let keys = listKeys.get(schema);
  if (!keys) {
    const object = innermost(schema);
    const shape = object instanceof z.ZodObject ? (object.shape as Record<string, z.ZodTypeAny>) : {};
    keys = new Set(Object.keys(shape).filter((key) => innermost(shape[key]) instanceof z.ZodArray));
    listKeys.set(schema, keys);
  }
  return keys;
}
