import { sql } from "kysely";
import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { createRecipeRows, deleteRecipeRow, isStaff, visibleRecipe } from "./access.server";
import { knownIds, pickedRowErrors, takenIds } from "~/domain/child-rows.server";

const RECIPE_CATEGORIES = { table: "recipe_categories", parent: "recipe_id" };
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { categoryRows } from "./recipes.server";
import {
  RECIPE_MSG,
  type CategoryGroupInput,
  type CategoryGroupPatch,
  type CategoryInput,
  type CategoryPatch,
  type RecipeCategoryInput,
} from "./schemas";
import type { CategoryGroupRow, CategoryRow, RecipeCategoryRow, RecipeFilter } from "./types";

/**
 * Category groups and their categories (staff build them from the wizard's Categories step), a
 * recipe's categories, and the listing's filter panel.
 */

const toCategory = (c: { id: number; name: string; seq: number; group_id: number }): CategoryRow => ({ id: c.id, name: c.name, seq: c.seq, group: c.group_id });

/** GET /api/category_groups (?search=True: only the groups that feed the filter panel), each with its categories. */
export async function listCategoryGroups(_viewer: Viewer, query: { search?: boolean } = {}): Promise<CategoryGroupRow[]> {
  let q = db.selectFrom("category_groups").select(["id", "name", "seq", "major", "search"]);
  if (query.search !== undefined) q = q.where("search", "=", query.search ? 1 : 0);
  const groups = await q.orderBy("seq").orderBy(byName(db, "name")).orderBy("id").execute();
  const categories = groups.length
    ? await db
        .selectFrom("categories")
        .select(["id", "name", "seq", "group_id"])
        .where(
          "group_id",
          "in",
          groups.map((g) => g.id),
        )
        .orderBy("seq")
        .orderBy(byName(db, "name"))
        .orderBy("id")
        .execute()
    : [];
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    seq: g.seq,
    major: g.major === 1,
    search: g.search === 1,
    group: categories.filter((c) => c.group_id === g.id).map(toCategory),
  }));
}

/** GET /api/recipe_filters: the searchable groups' categories, as the filter panel lists them. */
export async function recipeFilters(_viewer: Viewer): Promise<RecipeFilter[]> {
  const rows = await db
    .selectFrom("categories as c")
    .innerJoin("category_groups as g", "g.id", "c.group_id")
    .select(["c.id", "c.name", "g.id as group_id", "g.name as group_name", "g.major"])
    .where("g.search", "=", 1)
    .orderBy("g.seq")
    .orderBy(byName(db, "g.name"))
    .orderBy("g.id")
    .orderBy("c.seq")
    .orderBy(byName(db, "c.name"))
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({ id: r.id, group: r.group_name, group_id: r.group_id, major: r.major === 1, name: String(r.id), label: r.name }));
}

async function groupNameTaken(conn: Db, name: string, exceptId?: number): Promise<boolean> {
  let q = conn.selectFrom("category_groups").select("id").where(sql`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** POST /api/category_groups */
export async function createCategoryGroup(viewer: Viewer, input: CategoryGroupInput): Promise<Outcome<CategoryGroupRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (await groupNameTaken(trx, input.name)) return invalid({ name: [RECIPE_MSG.groupExists] });
    const g = await trx
      .insertInto("category_groups")
      .values({ name: input.name, seq: input.seq, major: input.major ? 1 : 0, search: input.search ? 1 : 0 })
      .returning(["id", "name", "seq", "major", "search"])
      .executeTakeFirstOrThrow();
    return done({ ...g, major: g.major === 1, search: g.search === 1, group: [] });
  });
}

/** PATCH /api/category_groups/{id} */
export async function updateCategoryGroup(viewer: Viewer, groupId: number, patch: CategoryGroupPatch): Promise<Outcome<CategoryGroupRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("category_groups").select("id").where("id", "=", groupId).executeTakeFirst();
    if (!current) return notFound;
    if (patch.name !== undefined && (await groupNameTaken(trx, patch.name, groupId))) return invalid({ name: [RECIPE_MSG.groupExists] });
    const set = {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.seq !== undefined && { seq: patch.seq }),
      ...(patch.major !== undefined && { major: patch.major ? 1 : 0 }),
      ...(patch.search !== undefined && { search: patch.search ? 1 : 0 }),
    };
    if (Object.keys(set).length) await trx.updateTable("category_groups").set(set).where("id", "=", groupId).execute();
    const g = await trx.selectFrom("category_groups").select(["id", "name", "seq", "major", "search"]).where("id", "=", groupId).executeTakeFirstOrThrow();
    const cats = await trx.selectFrom("categories").select(["id", "name", "seq", "group_id"]).where("group_id", "=", groupId).orderBy("seq").orderBy(byName(trx, "name")).orderBy("id").execute();
    return done({ ...g, major: g.major === 1, search: g.search === 1, group: cats.map(toCategory) });
  });
}

/** DELETE /api/category_groups/{id}: its categories go with it, and leave the recipes that had them. */
export async function deleteCategoryGroup(viewer: Viewer, groupId: number): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  const r = await db.deleteFrom("category_groups").where("id", "=", groupId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 ? done(null) : notFound;
}

/** The new order of all the groups (seq 1, 2, …). */
export async function reorderCategoryGroups(viewer: Viewer, ids: number[]): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const all = (await trx.selectFrom("category_groups").select("id").execute()).map((g) => g.id);
    if (!sameSet(all, ids)) return invalid({ ids: [RECIPE_MSG.reorderMismatch] });
    for (const [i, id] of ids.entries()) await trx.updateTable("category_groups").set({ seq: i + 1 }).where("id", "=", id).execute();
    return done(null);
  });
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && new Set(b).size === b.length && b.every((x) => a.includes(x));

/** GET /api/categories?group= */
export async function listCategories(_viewer: Viewer, query: { group?: number } = {}): Promise<CategoryRow[]> {
  let q = db.selectFrom("categories").select(["id", "name", "seq", "group_id"]);
  if (query.group !== undefined) q = q.where("group_id", "=", query.group);
  return (await q.orderBy("group_id").orderBy("seq").orderBy(byName(db, "name")).orderBy("id").execute()).map(toCategory);
}

async function categoryNameTaken(conn: Db, groupId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = conn.selectFrom("categories").select("id").where("group_id", "=", groupId).where(sql`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** POST /api/categories (group, name, seq) */
export async function createCategory(viewer: Viewer, input: CategoryInput): Promise<Outcome<CategoryRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const group = await trx.selectFrom("category_groups").select("id").where("id", "=", input.group).executeTakeFirst();
    if (!group) return invalid({ group: [RECIPE_MSG.invalidChoice] });
    if (await categoryNameTaken(trx, input.group, input.name)) return invalid({ name: [RECIPE_MSG.categoryExists] });
    const c = await trx
      .insertInto("categories")
      .values({ group_id: input.group, name: input.name, seq: input.seq })
      .returning(["id", "name", "seq", "group_id"])
      .executeTakeFirstOrThrow();
    return done(toCategory(c));
  });
}

/** PATCH /api/categories/{id} */
export async function updateCategory(viewer: Viewer, categoryId: number, patch: CategoryPatch): Promise<Outcome<CategoryRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("categories").select(["id", "name", "group_id"]).where("id", "=", categoryId).executeTakeFirst();
    if (!current) return notFound;
    const groupId = patch.group ?? current.group_id;
    if (patch.group !== undefined && !(await trx.selectFrom("category_groups").select("id").where("id", "=", patch.group).executeTakeFirst())) {
      return invalid({ group: [RECIPE_MSG.invalidChoice] });
    }
    if (await categoryNameTaken(trx, groupId, patch.name ?? current.name, categoryId)) return invalid({ name: [RECIPE_MSG.categoryExists] });
    const set = {
      ...(patch.group !== undefined && { group_id: patch.group }),
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.seq !== undefined && { seq: patch.seq }),
    };
    if (Object.keys(set).length) await trx.updateTable("categories").set(set).where("id", "=", categoryId).execute();
    return done(toCategory(await trx.selectFrom("categories").select(["id", "name", "seq", "group_id"]).where("id", "=", categoryId).executeTakeFirstOrThrow()));
  });
}

/** DELETE /api/categories/{id} */
export async function deleteCategory(viewer: Viewer, categoryId: number): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  const r = await db.deleteFrom("categories").where("id", "=", categoryId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 ? done(null) : notFound;
}

/** The new order of one group's categories. */
export async function reorderCategories(viewer: Viewer, groupId: number, ids: number[]): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const all = (await trx.selectFrom("categories").select("id").where("group_id", "=", groupId).execute()).map((c) => c.id);
    if (all.length === 0) return notFound;
    if (!sameSet(all, ids)) return invalid({ ids: [RECIPE_MSG.reorderMismatch] });
    for (const [i, id] of ids.entries()) await trx.updateTable("categories").set({ seq: i + 1 }).where("id", "=", id).execute();
    return done(null);
  });
}

/** A recipe's categories; null when the recipe is not visible. */
export async function listRecipeCategories(viewer: Viewer, recipeId: number): Promise<RecipeCategoryRow[] | null> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return null;
  return categoryRows(db, recipeId);
}

/** POST /api/recipe_categories/bulk_create: all or none; a category the recipe has is refused. */
export async function createRecipeCategories(viewer: Viewer, rows: RecipeCategoryInput[]): Promise<Outcome<RecipeCategoryRow[]>> {
  return createRecipeRows(viewer, rows, {
    check: async (trx, recipeId) =>
      pickedRowErrors(
        rows,
        "category",
        await knownIds(trx, "categories", rows.map((r) => r.category)),
        await takenIds(trx, RECIPE_CATEGORIES, "category_id", recipeId),
        { duplicate: RECIPE_MSG.duplicateCategory },
      ),
    insert: async (trx, recipeId) =>
      (
        await trx
          .insertInto("recipe_categories")
          .values(rows.map((r) => ({ recipe_id: recipeId, category_id: r.category })))
          .returning("id")
          .execute()
      ).map((c) => c.id),
    read: categoryRows,
  });
}

/** DELETE /api/recipe_categories/{id} */
export async function deleteRecipeCategory(viewer: Viewer, rowId: number): Promise<Outcome<null>> {
  return deleteRecipeRow(viewer, "recipe_categories", rowId);
}
