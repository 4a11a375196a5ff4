import { CompiledQuery, type Compilable, type Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * A read whose shape never changes, built and compiled once per process (issue 28, decision 0035
 * "Fifth round"). Kysely builds a query's tree and compiles it to SQL on every call, 10–20 µs for
 * a select of a dozen columns, where running it on SQLite costs about 6 µs; the pages ask the same
 * few shapes on every request (who is signed in, the unread count, the dashboard's blocks).
 *
 *   const byId = preparedRead(["id"], (a: { id: number }) => db.selectFrom("users").selectAll().where("id", "=", a.id));
 *   const rows = await byId(db, { id: 3 });
 *
 * The builder runs once per shape, with a marker in place of each argument; each marker must reach
 * the SQL as one parameter (a comparison, a limit), never in SQL text. An argument passed as an
 * array is a list for `in`: it is padded to 4, 8, 16… entries by repeating its last, which `in`
 * reads as the same set, so a few shapes cover every length (one per size, each prepared once).
 * Each call then sends the same SQL with the arguments where the markers were, through `conn`
 * (the database or a transaction), so the result is the builder's own, typed as it is.
 */
const MARK = "\u0000prepared-argument:";

type Row<C> = C extends Compilable<infer R> ? R : never;

/** The padded length of a list: 4, 8, 16… */
const sizeFor = (n: number) => Math.max(4, 2 ** Math.ceil(Math.log2(n)));

interface Shape {
  sql: string;
  parameters: readonly unknown[];
  /** Where each argument goes: its name and, for a list, which entry; null for the builder's own values. */
  slots: ({ name: string; at: number | null } | null)[];
}

export function preparedRead<A extends Record<string, unknown>, C extends Compilable<unknown>>(names: readonly (keyof A & string)[], build: (args: A) => C) {
  const shapes = new Map<string, Shape>();
  const make = (sizes: Map<string, number>): Shape => {
    const marks = Object.fromEntries(
      names.map((n) => {
        const size = sizes.get(n);
        return [n, size === undefined ? MARK + n : Array.from({ length: size }, (_, i) => `${MARK}${n}#${i}`)];
      }),
    ) as unknown as A;
    const compiled = build(marks).compile();
    if (compiled.query.kind !== "SelectQueryNode") throw new Error("preparedRead: only a select can be prepared");
    const slots = compiled.parameters.map((p) => {
      if (typeof p !== "string" || !p.startsWith(MARK)) return null;
      const [name, at] = p.slice(MARK.length).split("#");
      return { name, at: at === undefined ? null : Number(at) };
    });
    for (const n of names) {
      const size = sizes.get(n);
      const used = slots.filter((slot) => slot?.name === n).length;
      if (used === 0 || (size !== undefined && used !== size)) throw new Error(`preparedRead: argument "${n}" is not a parameter of the query`);
    }
    return { sql: compiled.sql, parameters: compiled.parameters, slots };
  };
  return async (conn: Kysely<Database>, args: A): Promise<Row<C>[]> => {
    // Most reads take no list: their one shape is found without making anything.
    let sizes: Map<string, number> | null = null;
    let key = "";
    for (const n of names) {
      const value = args[n];
      if (!Array.isArray(value)) continue;
      if (value.length === 0) throw new Error(`preparedRead: list "${n}" is empty (it matches nothing; skip the read)`);
      const size = sizeFor(value.length);
      (sizes ??= new Map()).set(n, size);
      key += `${n}:${size};`;
    }
    let shape = shapes.get(key);
    if (!shape) {
      shape = make(sizes ?? new Map());
      shapes.set(key, shape);
    }
    const m = shape;
    const parameters = m.slots.map((slot, i) => {
      if (slot === null) return m.parameters[i];
      const value = args[slot.name];
      if (slot.at === null) return value;
      const list = value as unknown[];
      return list[Math.min(slot.at, list.length - 1)];
    });
    const result = await conn.executeQuery<Row<C>>(CompiledQuery.raw(m.sql, parameters));
    return result.rows;
  };
}
