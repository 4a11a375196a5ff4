import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./client";
import { buildRecipe, createRecipe, getPage, signInAll, uniqueWord, type RecipeJson, type Tokens } from "./recipes-support";

let t: Tokens;
let recipe: RecipeJson;
let draft: RecipeJson;
beforeAll(async () => {
  t = await signInAll();
  recipe = (await buildRecipe(t.staff)).recipe;
  draft = (await buildRecipe(t.staff, { publish: false })).recipe;
});

interface CommentJson {
  id: number;
  recipe: number;
  title: string;
  notes: string;
  rating: number | null;
  approved: boolean;
  is_approved: boolean | null;
  user: { first_name: string; city: string };
  recipe_name?: string;
}

async function comment(token: string, recipeId: number, extra: Record<string, unknown> = {}): Promise<CommentJson> {
  const res = await call("/api/comments/", { token, json: { recipe: recipeId, title: `Tasty ${uniqueWord()}`, notes: "Made it twice <b>already</b>.", rating: 8, ...extra } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as CommentJson;
}

const approvedOf = async (recipeId: number, token = t.maria) => getPage<CommentJson>(`/api/comments/?recipe=${recipeId}&approved=True`, token);
const pending = async () => {
  const first = await getPage<CommentJson>("/api/comments/?not_approved=True&limit=100", t.staff);
  return first.results;
};

describe("comments", () => {
  it("a new comment waits for approval: not listed, not counted, shown to staff as pending", async () => {
    const c = await comment(t.jane, recipe.id);
    expect(c).toMatchObject({ recipe: recipe.id, is_approved: null, approved: false, rating: 8, notes: "Made it twice <b>already</b>.", user: { first_name: expect.any(String) } });
    expect((await approvedOf(recipe.id)).results.map((x) => x.id)).not.toContain(c.id);
    const waiting = (await pending()).find((x) => x.id === c.id);
    expect(waiting).toMatchObject({ recipe_name: recipe.name });
  });

  it("staff approve after editing title and notes; the recipe's rating follows the approved comments", async () => {
    const a = await comment(t.jane, recipe.id, { rating: 10 });
    const b = await comment(t.maria, recipe.id, { rating: 5 });
    const edited = await call(`/api/comments/${a.id}/admin_approval`, { method: "PUT", token: t.staff, json: { is_approved: true, title: "Lovely soup", notes: "Edited by staff." } });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ id: a.id, is_approved: true, approved: true, title: "Lovely soup", notes: "Edited by staff." });
    const rejected = await call(`/api/comments/${b.id}/admin_approval`, { method: "PUT", token: t.staff, json: { is_approved: false } });
    expect(rejected.data).toMatchObject({ id: b.id, is_approved: false });
    const listed = await approvedOf(recipe.id);
    expect(listed.results.map((x) => x.id)).toContain(a.id);
    expect(listed.results.map((x) => x.id)).not.toContain(b.id);
    const ids = (await pending()).map((x) => x.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    const detail = (await call(`/api/recipes/${recipe.id}/`, { token: t.maria })).data as unknown as { com_num: number; com_avg: number };
    expect(detail.com_num).toBe(listed.count);
    expect(detail.com_avg).toBeGreaterThan(0);
  });

  it("title and notes are required, rating 0-10; the recipe must be one the member can see", async () => {
    const bad = await call("/api/comments/", { token: t.jane, json: { recipe: recipe.id, title: "", notes: " ", rating: 11 } });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { title: ["Required"], notes: ["Required"], rating: ["Must be 10 or less"] } });
    expect((await call("/api/comments/", { token: t.jane, json: { title: "x", notes: "y" } })).data.errors).toEqual({ recipe: ["Required"] });
    const hidden = await call("/api/comments/", { token: t.jane, json: { recipe: draft.id, title: "x", notes: "y", rating: 5 } });
    expect(hidden.status).toBe(404);
    expect((await call(`/api/comments/?recipe=${draft.id}&approved=True`, { token: t.jane })).status).toBe(404);
  });

  it("listing needs a recipe (approved only) or not_approved (staff); moderation of an unknown comment is 404", async () => {
    expect((await call("/api/comments/", { token: t.jane })).data).toEqual({ error_code: "VALIDATION_ERROR", errors: { recipe: ["Required"] } });
    expect((await call(`/api/comments/?recipe=${recipe.id}&approved=False`, { token: t.jane })).status).toBe(400);
    expect((await call("/api/comments/?not_approved=True", { token: t.jane })).status).toBe(403);
    expect((await call("/api/comments/99999999/admin_approval", { method: "PUT", token: t.staff, json: { is_approved: true } })).status).toBe(404);
  });

  it("the moderation list pages", async () => {
    await comment(t.jane, recipe.id);
    await comment(t.maria, recipe.id);
    const page = await getPage<CommentJson>("/api/comments/?not_approved=True&limit=1", t.staff);
    expect(page.results).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.next).not.toBeNull();
  });
});

describe("favourites", () => {
  it("favourite, is_favorited, favorited list, unfavourite", async () => {
    const { recipe: r } = await buildRecipe(t.staff);
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.jane })).data).toEqual({ is_favorited: false, id: null });
    const fav = await call("/api/recipe_favorites/", { token: t.jane, json: { recipe: r.id } });
    expect(fav.status).toBe(201);
    expect(fav.data).toEqual({ id: expect.any(Number), recipe: r.id });
    const again = await call("/api/recipe_favorites/", { token: t.jane, json: { recipe: r.id } });
    expect(again.data.id).toBe(fav.data.id);
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.jane })).data).toEqual({ is_favorited: true, id: fav.data.id });
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.maria })).data).toEqual({ is_favorited: false, id: null });
    const mine = await getPage<RecipeJson>("/api/recipes/favorited/", t.jane);
    expect(mine.results[0].id).toBe(r.id);
    expect((await getPage<RecipeJson>("/api/recipes/favorited/?limit=100", t.maria)).results.map((x) => x.id)).not.toContain(r.id);
    expect((await call(`/api/recipe_favorites/${fav.data.id}/`, { method: "DELETE", token: t.jane })).status).toBe(204);
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.jane })).data).toEqual({ is_favorited: false, id: null });
  });

  it("another patient's favourite cannot be deleted (404), and stays", async () => {
    const { recipe: r } = await buildRecipe(t.staff);
    const fav = await call("/api/recipe_favorites/", { token: t.jane, json: { recipe: r.id } });
    const res = await call(`/api/recipe_favorites/${fav.data.id}/`, { method: "DELETE", token: t.maria });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.jane })).data).toMatchObject({ is_favorited: true });
  });

  it("an unpublished recipe cannot be favourited by a patient and drops out of their list", async () => {
    const { recipe: r } = await buildRecipe(t.staff);
    expect((await call("/api/recipe_favorites/", { token: t.jane, json: { recipe: draft.id } })).status).toBe(404);
    expect((await call("/api/recipe_favorites/", { token: t.jane, json: {} })).data.errors).toEqual({ recipe: ["Required"] });
    await call("/api/recipe_favorites/", { token: t.jane, json: { recipe: r.id } });
    await call(`/api/recipes/${r.id}`, { method: "PATCH", token: t.staff, json: { active: false } });
    expect((await getPage<RecipeJson>("/api/recipes/favorited/?limit=100", t.jane)).results.map((x) => x.id)).not.toContain(r.id);
    expect((await call(`/api/recipes/${r.id}/is_favorited`, { token: t.jane })).status).toBe(404);
  });

  it("the favourites list pages 30 at a time (staff may favourite drafts)", async () => {
    expect((await call("/api/recipes/favorited/?limit=0", { token: t.staff })).status).toBe(400);
    const have = (await getPage<RecipeJson>("/api/recipes/favorited/", t.staff)).count;
    for (let i = have; i < 31; i++) {
      const r = await createRecipe(t.staff);
      expect((await call("/api/recipe_favorites/", { token: t.staff, json: { recipe: r.id } })).status).toBe(201);
    }
    const page = await getPage<RecipeJson>("/api/recipes/favorited/", t.staff);
    expect(page.results).toHaveLength(30);
    const next = new URL(page.next!);
    expect([next.searchParams.get("limit"), next.searchParams.get("offset")]).toEqual(["30", "30"]);
  });
});
