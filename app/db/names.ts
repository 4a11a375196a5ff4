import { sql, type Kysely, type RawBuilder } from "kysely";
import { engineOf } from "./connection";

/**
 * The one order of names (docs/decisions/0171-name-order.md): letters A–Z compared without their
 * case, then character by character in Unicode order, the same on SQLite and PostgreSQL whatever
 * the server's locale. "Walk to Jog" comes before "Walk Your Way Up" on both.
 *
 * SQLite's lower() changes A–Z only and compares text byte by byte; PostgreSQL's lower() of a
 * value in the "C" collation does exactly the same and the result sorts byte by byte, where the
 * database's own collation would follow its locale (ignoring spaces and punctuation, or not).
 * Ties (the same name in two cases) are left to the caller's next key, the id. A list sorted in
 * memory uses `compareNames` (./name-compare.ts), the same rule in JavaScript.
 *
 *   .orderBy(byName(db, "p.name"), desc ? "desc" : "asc").orderBy("p.id")
 *
 * Migration 0063's indexes are built on this expression, so a page of a long list sorted by name
 * is read in order, without sorting the table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function byName(conn: Kysely<any>, column: string): RawBuilder<string> {
  return engineOf(conn) === "postgres" ? sql<string>`lower(${sql.ref(column)} collate "C")` : sql<string>`lower(${sql.ref(column)})`;
}
