import { sql, type SqlBool } from "kysely";
import { isAdmin } from "~/domain/users";
import type { Viewer } from "~/domain/outcome";
import type { FoodStatus } from "./codes";

/**
 * Which foods a list or a search covers. One definition, used by the plain lists and by the
 * full-text search, so a patient's view of the database is decided in one place.
 */
export type FoodScope =
  /** The database (approved), the approval queue (pending) or the declined foods. */
  | { status: FoodStatus }
  /** One patient's personal foods, whatever their status. */
  | { ownerId: number }
  /** What a patient may look up and pick: the database plus their own foods. */
  | { approvedOrOwnedBy: number };

/**
 * Who looks up which foods, once: staff the approved database (or, asked for, the declined
 * foods); a patient the approved database plus their own personal foods (spec part 2 §6).
 */
export function lookupScope(viewer: Viewer, opts: { declined?: boolean } = {}): FoodScope {
  if (isAdmin(viewer)) return { status: opts.declined ? "declined" : "approved" };
  return { approvedOrOwnedBy: viewer.id };
}

export type GroupFilter = { level: 1 | 2 | 3; id: number };

/** The scope as a condition on the foods table aliased `f`. */
export function scopeCondition(scope: FoodScope, group?: GroupFilter) {
  const conditions = [
    "status" in scope
      ? sql<SqlBool>`f.status = ${scope.status}`
      : "ownerId" in scope
        ? sql<SqlBool>`f.owner_id = ${scope.ownerId}`
        : sql<SqlBool>`(f.status = 'approved' or f.owner_id = ${scope.approvedOrOwnedBy})`,
  ];
  if (group) conditions.push(sql<SqlBool>`${sql.ref(`f.hier${group.level}_id`)} = ${group.id}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
