import { sql } from "kysely";
import type { Db, FieldErrors } from "./outcome";
import { message } from "~/i18n/languages";

/**
 * A parent's child rows (a recipe's categories, sources, images, ingredients; an exercise's
 * related exercises; a testimonial's photos): the checks of a bulk create and the delete of one
 * row, written once. Table and column names come from code, never from a request.
 */
export interface ChildTable {
  /** The child rows' table, e.g. "recipe_categories". */
  table: string;
  /** Its column naming the parent, e.g. "recipe_id". */
  parent: string;
}

export const MSG_INVALID_CHOICE = message("common:validation.invalidChoice");

/** The ids the parent's rows already pick in `column` (e.g. the categories a recipe has). */
export async function takenIds(conn: Db, child: ChildTable, column: string, parentId: number): Promise<Set<number>> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(child.table)} where ${sql.ref(child.parent)} = ${parentId}`.execute(conn);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Which of `ids` exist in `table` (its `id` column). */
export async function knownIds(conn: Db, table: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where id in (${sql.join([...new Set(ids)])})`.execute(conn);
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Field errors of bulk rows that each pick one thing by id: an unknown id is `unknown`; one the
 * parent already has, or picked twice in the list, is `duplicate`. Keyed like the API
 * ("0.category").
 */
export function pickedRowErrors<K extends string>(
  rows: Record<K, number>[],
  field: K,
  known: Set<number>,
  taken: Set<number>,
  messages: { duplicate: string; unknown?: string },
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set(taken);
  rows.forEach((row, i) => {
    if (!known.has(row[field])) errors[`${i}.${field}`] = [messages.unknown ?? MSG_INVALID_CHOICE];
    else if (seen.has(row[field])) errors[`${i}.${field}`] = [messages.duplicate];
    seen.add(row[field]);
  });
  return errors;
}

/** Deletes one child row: its parent's id, or null when there is no such row. */
export async function deleteChildRow(conn: Db, child: ChildTable, rowId: number): Promise<number | null> {
  const { rows } = await sql<{ parent: number }>`select ${sql.ref(child.parent)} as parent from ${sql.table(child.table)} where id = ${rowId}`.execute(conn);
  if (rows.length === 0) return null;
  await sql`delete from ${sql.table(child.table)} where id = ${rowId}`.execute(conn);
  return Number(rows[0].parent);
}
