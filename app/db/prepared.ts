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
 * The builder runs once, with a marker in place of each argument; each marker must reach the SQL as
 * one parameter (a comparison, a limit), never inside a list whose length varies (`in`) or in SQL
 * text. Each call then sends the same SQL with the arguments where the markers were, through
 * `conn` (the database or a transaction), so the result is the builder's own, typed as it is.
 */
const MARK = "\u0000prepared-argument:";

type Row<C> = C extends Compilable<infer R> ? R : never;

export function preparedRead<A extends Record<string, unknown>, C extends Compilable<unknown>>(names: readonly (keyof A & string)[], build: (args: A) => C) {
  let made: { sql: string; parameters: readonly unknown[]; slots: (string | null)[] } | null = null;
  const make = () => {
    const marks = Object.fromEntries(names.map((n) => [n, MARK + n])) as A;
    const compiled = build(marks).compile();
    if (compiled.query.kind !== "SelectQueryNode") throw new Error("preparedRead: only a select can be prepared");
    const slots = compiled.parameters.map((p) => (typeof p === "string" && p.startsWith(MARK) ? p.slice(MARK.length) : null));
    for (const n of names) {
      if (!slots.includes(n)) throw new Error(`preparedRead: argument "${n}" is not a parameter of the query`);
    }
    return { sql: compiled.sql, parameters: compiled.parameters, slots };
  };
  return async (conn: Kysely<Database>, args: A): Promise<Row<C>[]> => {
    made ??= make();
    const m = made;
    const parameters = m.slots.map((slot, i) => (slot === null ? m.parameters[i] : args[slot]));
    const result = await conn.executeQuery<Row<C>>(CompiledQuery.raw(m.sql, parameters));
    return result.rows;
  };
}
