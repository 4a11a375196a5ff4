import { sql } from "kysely";
import { preparedRead } from "~/db/prepared";
import { db, nowIso } from "~/db/db.server";
import { isStaff, visibleRecipe, type RecipeRef } from "./access.server";
import { type Db, done, forbidden, notFound, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { COMMENT_APPROVAL_PAGE_SIZE, COMMENT_PAGE_SIZE } from "./codes";
import type { CommentApprovalInput, CommentInput } from "./schemas";
import { type CommentRow, type PendingComment } from "./types";

/**
 * Comments and ratings. A new comment waits (is_approved null) until staff approve it (1), after
 * an optional edit of its title and notes, or reject it (0). Only approved comments are shown,
 * and only they count in the recipe's com_num and com_avg. A comment is plain text.
 */

const COMMENT_COLUMNS = [
  "c.id",
  "c.recipe_id",
  "c.title",
  "c.notes",
  "c.rating",
  "c.is_approved",
  "c.created",
  "u.first_name",
  "u.middle_name",
  "u.city",
  "u.state",
] as const;

function toComment(c: {
  id: number;
  recipe_id: number;
  title: string;
  notes: string;
  rating: number | null;
  is_approved: number | null;
  created: string;
  first_name: string;
  middle_name: string;
  city: string;
  state: string;
}): CommentRow {
  return {
    id: c.id,
    recipe: c.recipe_id,
    title: c.title,
    notes: c.notes,
    rating: c.rating,
    approved: c.is_approved === 1,
    is_approved: c.is_approved === null ? null : c.is_approved === 1,
    created: c.created,
    user: { first_name: c.first_name, middle_name: c.middle_name, city: c.city, state: c.state },
  };
}

/** POST /api/comments/: anyone who can see the recipe; it shows after approval. */
export async function createComment(viewer: Viewer, input: CommentInput): Promise<Outcome<CommentRow>> {
  if (!(await visibleRecipe(db, viewer, input.recipe))) return notFound;
  const { id } = await db
    .insertInto("comments")
    .values({ recipe_id: input.recipe, user_id: viewer.id, title: input.title, notes: input.notes, rating: input.rating, is_approved: null, created: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom("comments as c").innerJoin("users as u", "u.id", "c.user_id").select(COMMENT_COLUMNS).where("c.id", "=", id).executeTakeFirstOrThrow();
  return done(toComment(row));
}

/** A recipe's published comments, newest first, and how many: read on every details page, so prepared once (app/db/prepared.ts). */
const approvedOf = (recipeId: number) => db.selectFrom("comments as c").where("c.recipe_id", "=", recipeId).where("c.is_approved", "=", 1);
const approvedComments = preparedRead(["recipeId", "limit", "offset"], (a: { recipeId: number; limit: number; offset: number }) =>
  approvedOf(a.recipeId).innerJoin("users as u", "u.id", "c.user_id").select(COMMENT_COLUMNS).orderBy("c.created", "desc").orderBy("c.id", "desc").limit(a.limit).offset(a.offset),
);
const approvedCount = preparedRead(["recipeId"], (a: { recipeId: number }) => approvedOf(a.recipeId).select(sql<number>`count(*)`.as("n")));

/** GET /api/comments/?recipe=&approved=True: approved comments, newest first; null when not visible. */
export async function listRecipeComments(
  viewer: Viewer,
  recipe: RecipeRef,
  page: { limit?: number; offset?: number } = {},
): Promise<Page<CommentRow> | null> {
  const r = await visibleRecipe(db, viewer, recipe);
  if (!r) return null;
  const args = { recipeId: r.id, limit: page.limit ?? COMMENT_PAGE_SIZE, offset: page.offset ?? 0 };
  const [rows, [total]] = await Promise.all([approvedComments(db, args), approvedCount(db, { recipeId: r.id })]);
  return { count: Number(total?.n ?? 0), results: rows.map(toComment) };
}

/** GET /api/comments/?not_approved=True&limit=: comments waiting for moderation, oldest first (staff). */
export async function listPendingComments(viewer: Viewer, page: { limit?: number; offset?: number } = {}): Promise<Outcome<Page<PendingComment>>> {
  if (!isStaff(viewer)) return forbidden;
  const base = db.selectFrom("comments as c").where("c.is_approved", "is", null);
  const [rows, total] = await Promise.all([
    base
      .innerJoin("users as u", "u.id", "c.user_id")
      .innerJoin("recipes as r", "r.id", "c.recipe_id")
      .select([...COMMENT_COLUMNS, "r.name as recipe_name"])
      .orderBy("c.created")
      .orderBy("c.id")
      .limit(page.limit ?? COMMENT_APPROVAL_PAGE_SIZE)
      .offset(page.offset ?? 0)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({ count: Number(total.n), results: rows.map((r) => ({ ...toComment(r), recipe_name: r.recipe_name })) });
}

/** com_num and com_avg follow the approved comments. */
export async function refreshCommentStats(conn: Db, recipeId: number): Promise<void> {
  const s = await conn
    .selectFrom("comments")
    .select([sql<number>`count(*)`.as("n"), sql<number | null>`avg(rating)`.as("avg")])
    .where("recipe_id", "=", recipeId)
    .where("is_approved", "=", 1)
    .executeTakeFirstOrThrow();
  await conn
    .updateTable("recipes")
    .set({ com_num: Number(s.n), com_avg: s.avg === null ? 0 : Math.round(Number(s.avg) * 10) / 10 })
    .where("id", "=", recipeId)
    .execute();
}

/**
 * PUT /api/comments/{id}/admin_approval: approve (is_approved true, the default) with an
 * optional new title and notes, or reject (is_approved false).
 */
export async function moderateComment(viewer: Viewer, commentId: number, input: CommentApprovalInput): Promise<Outcome<CommentRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom("comments").select(["id", "recipe_id"]).where("id", "=", commentId).executeTakeFirst();
    if (!c) return notFound;
    await trx
      .updateTable("comments")
      .set({
        is_approved: input.is_approved ? 1 : 0,
        ...(input.is_approved && input.title ? { title: input.title } : {}),
        ...(input.is_approved && input.notes ? { notes: input.notes } : {}),
      })
      .where("id", "=", commentId)
      .execute();
    await refreshCommentStats(trx, c.recipe_id);
    const row = await trx.selectFrom("comments as c").innerJoin("users as u", "u.id", "c.user_id").select(COMMENT_COLUMNS).where("c.id", "=", commentId).executeTakeFirstOrThrow();
    return done(toComment(row));
  });
}

export const approveComment = (viewer: Viewer, commentId: number, edit: { title?: string; notes?: string }) =>
  moderateComment(viewer, commentId, { ...edit, is_approved: true });
export const rejectComment = (viewer: Viewer, commentId: number) => moderateComment(viewer, commentId, { is_approved: false });
