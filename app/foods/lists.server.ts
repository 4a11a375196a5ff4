import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { containsText } from "~/db/like";
import { type Db, done, type FieldErrors, forbidden, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { effectiveSearchTerm } from "~/ui/search";
import { FOOD_MSG, type FoodListFilters } from "./schemas";
import { type FoodScope, type GroupFilter, lookupScope, scopeCondition } from "./scope";
import { searchFoods } from "./search.server";
import { SUMMARY_COLUMNS, toSummaries } from "./summaries.server";
import { type FoodGroup, type FoodSummary, type PendingFood } from "./types";

/** The food lists (database, My Food, approval queue) and the food groups. The food domain's front door is foods.server.ts. */


/** Spec part 2 §9. */
export const FOOD_PAGE_SIZE = 30;
export const MY_FOOD_PAGE_SIZE = 20;

/** A page of foods in a scope without a search term, in a fixed order. */
async function pageOf(
  scope: FoodScope,
  group: GroupFilter | undefined,
  order: { column: "name" | "long_desc" | "id" | "created_at" | "updated_at"; direction: "asc" | "desc" },
  limit: number,
  offset: number,
): Promise<Page<FoodSummary>> {
  const where = scopeCondition(scope, group);
  const [rows, total] = await Promise.all([
    db
      .selectFrom("foods as f")
      .select(SUMMARY_COLUMNS)
      .where(where)
      .orderBy(order.column === "name" || order.column === "long_desc" ? byName(db, `f.${order.column}`) : sql.ref(`f.${order.column}`), order.direction)
      .orderBy("f.id", order.direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom("foods as f").select(sql<number>`count(*)`.as("n")).where(where).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: await toSummaries(rows) };
}

async function groupFilterOf(filters: Pick<FoodListFilters, "p_id" | "p" | "hier3_id">): Promise<GroupFilter | null | undefined> {
  if (filters.hier3_id !== undefined) return { level: 3, id: filters.hier3_id };
  if (filters.p_id === undefined) return undefined;
  if (filters.p !== undefined) return { level: filters.p as 1 | 2 | 3, id: filters.p_id };
  const group = await db.selectFrom("food_groups").select(["id", "level"]).where("id", "=", filters.p_id).executeTakeFirst();
  return group ? { level: group.level as 1 | 2 | 3, id: group.id } : null;
}

/**
 * The food database (GET /api/food, the Food Database page). Staff list the approved foods, or
 * the declined ones with `declined`; a patient gets the database plus their own foods. With a
 * search term (3 characters or more) the order is relevance and `ordering` is not used.
 */
export async function listFoods(
  viewer: Viewer,
  filters: FoodListFilters & { limit?: number; offset?: number },
): Promise<Page<FoodSummary>> {
  const limit = filters.limit ?? FOOD_PAGE_SIZE;
  const offset = filters.offset ?? 0;
  const group = await groupFilterOf(filters);
  if (group === null) return { count: 0, results: [] };
  const scope = lookupScope(viewer, { declined: filters.declined });
  const term = effectiveSearchTerm(filters.search);
  if (term) return searchFoods({ term, limit, offset, scope, group });
  const ordering = filters.ordering ?? "long_desc";
  const column = ordering.replace(/^-/, "") as "name" | "long_desc" | "id" | "created_at" | "updated_at";
  return pageOf(scope, group, { column, direction: ordering.startsWith("-") ? "desc" : "asc" }, limit, offset);
}

/** A patient's personal foods, newest change first (My Food, GET /api/food/myfoodlist/). */
export async function listMyFoods(viewer: Viewer, page: { limit?: number; offset?: number } = {}): Promise<Page<FoodSummary>> {
  return pageOf({ ownerId: viewer.id }, undefined, { column: "updated_at", direction: "desc" }, page.limit ?? MY_FOOD_PAGE_SIZE, page.offset ?? 0);
}

/** Foods awaiting approval, oldest first, or by relevance when searched (GET /api/food/approve_food). */
export async function listPendingFoods(
  viewer: Viewer,
  query: { search?: string; limit?: number; offset?: number } = {},
): Promise<Outcome<Page<PendingFood>>> {
  if (!isAdmin(viewer)) return forbidden;
  const limit = query.limit ?? FOOD_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const term = effectiveSearchTerm(query.search);
  const page = term
    ? await searchFoods({ term, limit, offset, scope: { status: "pending" } })
    : await pageOf({ status: "pending" }, undefined, { column: "updated_at", direction: "asc" }, limit, offset);
  const queue = await queueEntries(page.results.map((r) => r.id));
  return done({
    count: page.count,
    results: page.results.map((r) => ({ ...r, created_at: "", updated_at: "", owner: null, ...queue.get(r.id) })),
  });
}

/** What the approval queue shows of each food beside its summary: when it was sent and changed, and who sent it. */
export async function queueEntries(foodIds: number[]): Promise<Map<number, Pick<PendingFood, "created_at" | "updated_at" | "owner">>> {
  if (foodIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("foods as f")
    .leftJoin("users as u", "u.id", "f.owner_id")
    .select(["f.id", "f.created_at", "f.updated_at", "u.id as user_id", "u.first_name", "u.last_name", "u.email"])
    .where("f.id", "in", foodIds)
    .execute();
  return new Map(
    rows.map((e) => [
      e.id,
      {
        created_at: e.created_at,
        updated_at: e.updated_at,
        owner: e.user_id !== null ? { id: e.user_id, first_name: e.first_name ?? "", last_name: e.last_name ?? "", email: e.email ?? "" } : null,
      },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Food groups (hier1, hier2, hier3)

export function toGroup(g: { id: number; name: string; level: number; parent_id: number | null }): FoodGroup {
  return { id: g.id, name: g.name, level: g.level, parent: g.parent_id };
}

async function listGroups(level: 1 | 2 | 3, parent: number | undefined, search: string | undefined): Promise<FoodGroup[]> {
  let q = db.selectFrom("food_groups").select(["id", "name", "level", "parent_id"]).where("level", "=", level);
  if (parent !== undefined) q = q.where("parent_id", "=", parent);
  const term = search?.trim();
  if (term) q = q.where(containsText("name", term));
  const rows = await q.orderBy(level === 1 ? sql.ref("code") : byName(db, "name")).orderBy("id").execute();
  return rows.map(toGroup);
}

/** The 25 SR28 food groups (GET /api/hier1). */
export const listHier1 = (_viewer: Viewer, query: { search?: string } = {}) => listGroups(1, undefined, query.search);
/** Level 2 under a level-1 group (GET /api/hier2?hier1=). */
export const listHier2 = (_viewer: Viewer, query: { hier1?: number; search?: string } = {}) => listGroups(2, query.hier1, query.search);
/** Level 3 under a level-2 group (GET /api/hier3?hier2=). */
export const listHier3 = (_viewer: Viewer, query: { hier2?: number; search?: string } = {}) => listGroups(3, query.hier2, query.search);

/**
 * Checks the chosen groups and fills in the levels above the deepest one, so a food always sits
 * on one path of the tree.
 */
export async function resolveGroups(
  conn: Db,
  input: { hier1: number | null; hier2: number | null; hier3: number | null },
): Promise<{ ok: true; ids: { hier1_id: number | null; hier2_id: number | null; hier3_id: number | null } } | { ok: false; errors: FieldErrors }> {
  const path: (number | null)[] = [input.hier1, input.hier2, input.hier3];
  const groupAt = (id: number) => conn.selectFrom("food_groups").select(["level", "parent_id"]).where("id", "=", id).executeTakeFirst();
  // From the deepest level up: each chosen group must be of its level and under the one above;
  // a level left empty is taken from the group below it.
  for (let i = 2; i >= 0; i--) {
    const id = path[i];
    if (id === null) continue;
    const group = await groupAt(id);
    if (!group || group.level !== i + 1) return { ok: false, errors: { [`hier${i + 1}`]: [FOOD_MSG.invalidChoice] } };
    if (i === 0) continue;
    if (path[i - 1] === null) path[i - 1] = group.parent_id;
    else if (path[i - 1] !== group.parent_id) return { ok: false, errors: { [`hier${i + 1}`]: [FOOD_MSG.invalidChoice] } };
  }
  return { ok: true, ids: { hier1_id: path[0], hier2_id: path[1], hier3_id: path[2] } };
}
