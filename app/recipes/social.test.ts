import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { type Viewer } from "~/domain/outcome";
import { env } from "~/env.server";
import { viewerOf } from "../../tests/support/domain";
import { inEnglish } from "../../tests/support/english";
import { approveComment, createComment, listPendingComments, listRecipeComments, rejectComment } from "./comments.server";
import { addFavorite, isFavorited, listFavorites, removeFavorite } from "./favourites.server";
import { uploadImage } from "./images.server";
import { getRecipe, listRecipes } from "./recipes.server";
import { submitRecipe } from "./submissions.server";

/** Pictures, patients' submissions, comments and favourites, against the seeded database (the catalogue and the editor: recipes.test.ts). */

let staff: Viewer;
let jane: Viewer;
let maria: Viewer;

beforeAll(async () => {
  staff = await viewerOf("admin@example.com");
  jane = await viewerOf("patient@example.com");
  maria = await viewerOf("patient2@example.com");
});

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const recipeIdOf = async (name: string) => (await db.selectFrom("recipes").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

describe("images", () => {
  it("checks the content, stores renditions, ignores a duplicate by name and size", async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#4f9d69" } }).png().toBuffer();
    const name = `${unique("greens").replace(" ", "-")}.png`;
    const first = await uploadImage(staff, { name: "Greens", source: "Test" }, { name, size: png.length, data: png });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect(first.data.created).toBe(true);
    const large = await sharp(path.join(env.DATA_DIR, first.data.photo_l.replace(/^\//, ""))).metadata();
    expect([large.width, large.height, large.format]).toEqual([1280, 720, "jpeg"]);
    const again = await uploadImage(staff, { name: "Greens again", source: "Test" }, { name, size: png.length, data: png });
    expect(again.ok && again.data).toMatchObject({ id: first.data.id, created: false });
    const text = Buffer.from("not an image at all");
    expect(inEnglish(await uploadImage(staff, { name: "Fake", source: "Test" }, { name: "fake.jpg", size: text.length, data: text }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { photo_o: ["Unsupported format! (text)"] },
    });
    const webp = await sharp(png).webp().toBuffer();
    expect(inEnglish(await uploadImage(staff, { name: "Webp", source: "Test" }, { name: "a.png", size: webp.length, data: webp }))).toMatchObject({
      errors: { photo_o: ["Unsupported format! (webp)"] },
    });
    expect(inEnglish(await uploadImage(staff, { name: "Huge", source: "Test" }, { name: "huge.jpg", size: 11 * 1024 * 1024, data: new Uint8Array(1) }))).toMatchObject({
      errors: { photo_o: ["Image is too large! The limit is 10 MB."] },
    });
  });
});

describe("patient submission", () => {
  it("creates an inactive submitted recipe with its one image, for staff to review", async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d2553f" } }).jpeg().toBuffer();
    const name = unique("Tomato soup");
    const r = await submitRecipe(
      jane,
      { name, ingredients: "4 tomatoes\n1 onion", directions: "Simmer and blend." },
      { name: `${name}.jpg`, size: jpeg.length, data: jpeg },
    );
    if (!r.ok) throw new Error(JSON.stringify(r));
    const detail = (await getRecipe(staff, r.data.id))!;
    expect(detail).toMatchObject({ active: false, is_submitted: true, raw_ingredients: "4 tomatoes\n1 onion", created_by: { first_name: "Jane" } });
    expect(detail.images).toHaveLength(1);
    expect(await getRecipe(jane, r.data.id)).toBeNull();
    const approval = await listRecipes(staff, { is_submitted: true, active: false, declined: false, limit: 100 });
    expect(approval.results.map((x) => x.id)).toContain(r.data.id);
    expect(await submitRecipe(staff, { name: "Staff", ingredients: "x", directions: "y" }, { name: "s.jpg", size: jpeg.length, data: jpeg })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    const bad = Buffer.from("GIF? no");
    expect(inEnglish(await submitRecipe(jane, { name: unique("Bad"), ingredients: "x", directions: "y" }, { name: "x.gif", size: bad.length, data: bad }))).toMatchObject({
      errors: { image: ["Unsupported format! (text)"] },
    });
  });
});

describe("comments and favourites", () => {
  it("a comment shows after approval (with an edit) and counts in the rating; a rejected one never shows", async () => {
    const id = await recipeIdOf("Roasted Brussels Sprouts");
    const before = (await getRecipe(jane, id))!;
    const c = await createComment(maria, { recipe: id, title: unique("Crispy"), notes: "Roasted them <b>longer</b>.", rating: 8 });
    const bad = await createComment(maria, { recipe: id, title: unique("Spam"), notes: "Buy now", rating: 0 });
    if (!c.ok || !bad.ok) throw new Error();
    expect((await listRecipeComments(jane, id))!.results.map((x) => x.id)).not.toContain(c.data.id);
    const pending = await listPendingComments(staff, { limit: 100 });
    expect(pending.ok && pending.data.results.map((x) => x.id)).toEqual(expect.arrayContaining([c.data.id, bad.data.id]));
    expect(await listPendingComments(jane)).toEqual({ ok: false, reason: "forbidden" });
    expect(await approveComment(jane, c.data.id, { title: "Extra crispy" })).toEqual({ ok: false, reason: "forbidden" });
    const approved = await approveComment(staff, c.data.id, { title: "Extra crispy" });
    expect(approved.ok && approved.data).toMatchObject({ title: "Extra crispy", notes: "Roasted them <b>longer</b>.", is_approved: true, user: { first_name: "Maria" } });
    await rejectComment(staff, bad.data.id);
    const shown = (await listRecipeComments(jane, id))!.results;
    expect(shown.map((x) => x.id)).toContain(c.data.id);
    expect(shown.map((x) => x.id)).not.toContain(bad.data.id);
    const after = (await getRecipe(jane, id))!;
    expect(after.com_num).toBe(before.com_num + 1);
    const pendingAfter = await listPendingComments(staff, { limit: 100 });
    expect(pendingAfter.ok && pendingAfter.data.results.map((x) => x.id)).not.toContain(bad.data.id);
    // Not on a recipe the patient cannot see.
    const hidden = await recipeIdOf("Grandma's Cabbage Rolls");
    expect(await createComment(maria, { recipe: hidden, title: "t", notes: "n", rating: null })).toEqual({ ok: false, reason: "not_found" });
  });

  it("favourite, unfavourite, only one's own", async () => {
    const id = await recipeIdOf("Kale and Apple Slaw");
    const fav = await addFavorite(maria, id);
    if (!fav.ok) throw new Error();
    expect(await addFavorite(maria, id)).toEqual(fav);
    expect(await isFavorited(maria, id)).toEqual({ is_favorited: true, id: fav.data.id });
    expect((await listFavorites(maria)).results[0].id).toBe(id);
    expect(await removeFavorite(jane, fav.data.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await removeFavorite(maria, fav.data.id)).toEqual({ ok: true, data: null });
    expect(await isFavorited(maria, id)).toEqual({ is_favorited: false, id: null });
    const janes = await listFavorites(jane);
    expect(janes.results.map((r) => r.name)).toEqual(expect.arrayContaining(["Lemon Herb Chicken Breast", "Chicken Tikka Skewers"]));
    expect(await addFavorite(maria, await recipeIdOf("Grandma's Cabbage Rolls"))).toEqual({ ok: false, reason: "not_found" });
  });
});
