import { describe, expect, it } from "vitest";
import { db, nowIso } from "~/db/db.server";
import { carouselAds } from "~/content/content.server";
import { featuredRecipes, recipeNutrition } from "~/recipes/recipes.server";
import { viewerOf } from "../../tests/support/domain";
import { runInRequestScope } from "~/request-scope.server";

const inRequest = <T>(fn: () => Promise<T>) => runInRequestScope({ ip: "192.0.2.9", userAgent: "unit" }, fn);
const names = (list: { name?: string; title?: string }[]) => list.map((r) => r.name ?? r.title);

describe("what every patient sees the same, read once per process (decision 0152)", () => {
  it("is read once while serving requests, and again as soon as this process writes its tables", async () => {
    const first = await inRequest(() => featuredRecipes(3));
    expect(first.length).toBeGreaterThan(0);
    // Kept: the same answer, not read again.
    expect(await inRequest(() => featuredRecipes(3))).toBe(first);
    // A staff write through the portal's database (any table the cards are read from) forgets it.
    const top = first[0]!;
    await db.transaction().execute((trx) => trx.updateTable("recipes").set({ name: `${top.name} (renamed)`, updated: nowIso() }).where("id", "=", top.id).execute());
    const after = await inRequest(() => featuredRecipes(3));
    expect(after).not.toBe(first);
    expect(names(after)).toContain(`${top.name} (renamed)`);
    await db.updateTable("recipes").set({ name: top.name }).where("id", "=", top.id).execute();
    expect(names(await inRequest(() => featuredRecipes(3)))).toContain(top.name);
  });

  it("is not kept for other tables' writes, and never outside a request", async () => {
    const ads = await inRequest(() => carouselAds());
    await db.updateTable("recipes").set({ updated: nowIso() }).where("id", "=", -1).execute();
    expect(await inRequest(() => carouselAds())).toBe(ads);
    await db.deleteFrom("content_items").where("id", "=", -1).execute();
    expect(await inRequest(() => carouselAds())).not.toBe(ads);
    // Unit tests and scripts read each time.
    expect(await carouselAds()).not.toBe(await carouselAds());
  });

  it("keeps a recipe's nutrition per recipe, for every viewer who may see it, until its ingredients change", async () => {
    const jane = await viewerOf("patient@example.com");
    const line = await db.selectFrom("recipe_ingredients as ri").innerJoin("recipes as r", "r.id", "ri.recipe_id").select(["ri.id", "ri.recipe_id", "ri.quantity"]).where("r.active", "=", 1).orderBy("ri.id").executeTakeFirstOrThrow();
    const before = await inRequest(() => recipeNutrition(line.recipe_id, jane));
    expect(await inRequest(() => recipeNutrition(line.recipe_id, jane))).toEqual(before);
    await db.updateTable("recipe_ingredients").set({ quantity: line.quantity * 2 }).where("id", "=", line.id).execute();
    const after = await inRequest(() => recipeNutrition(line.recipe_id, jane));
    expect(after).not.toEqual(before);
    await db.updateTable("recipe_ingredients").set({ quantity: line.quantity }).where("id", "=", line.id).execute();
    expect(await inRequest(() => recipeNutrition(line.recipe_id, jane))).toEqual(before);
  });
});
