import { sql, type SqlBool } from "kysely";

/**
 * `column` contains `term`, case-insensitively, with % and _ in the term taken literally.
 * Portable: lower() and LIKE … ESCAPE mean the same on SQLite and PostgreSQL.
 */
export function containsText(column: string, term: string) {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
