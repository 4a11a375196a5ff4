import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createPersonalFood } from "./foods.server";
import { personalFoodSchema } from "./schemas";
import type { FoodScope } from "./scope";
import { searchFoods, searchWords } from "./search.server";
import { viewerOf } from "../../tests/support/domain";

const top = async (term: string, limit = 5) => (await searchFoods({ term, limit })).results.map((r) => r.long_desc);

describe("food search ranks the way a person means it", () => {
  it("chicken breast roasted → the roasted breast meat first", async () => {
    expect((await top("chicken breast roasted"))[0]).toBe("Chicken, broilers or fryers, breast, meat only, cooked, roasted");
  });

  it("word order and plurals do not matter", async () => {
    expect((await top("apples raw"))[0]).toBe("Apples, raw, with skin");
    expect((await top("raw apple"))[0]).toBe("Apples, raw, with skin");
    expect(await top("roasted breast chicken", 1)).toEqual(await top("chicken breast roasted", 1));
  });

  it("a food named just what was typed comes before foods that only start with it", async () => {
    expect((await top("peanuts"))[0]).toBe("Peanuts, all types, raw");
    const rice = await top("rice cooked", 3);
    expect(rice.every((d) => d.startsWith("Rice, "))).toBe(true);
    expect((await top("peanut butter"))[0]).toMatch(/^Peanut butter, /);
  });

  it("the name people use finds the food USDA names otherwise: oatmeal is cooked oats (SR28's common names)", async () => {
    const oatmeal = await top("oatmeal", 20);
    expect(oatmeal.slice(0, 5)).toContain("Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt");
    expect(oatmeal).toContain("Cereals, oats, instant, fortified, plain, prepared with water (boiling water added or microwaved)");
    // What is called oatmeal comes before what only has it in a longer name.
    expect(oatmeal.indexOf("Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt")).toBeLessThan(oatmeal.indexOf("Cookies, oatmeal, reduced fat"));
  });

  it("prefixes match while typing", async () => {
    expect((await top("broc"))[0]).toBe("Broccoli, raw");
    expect((await top("strawb"))[0]).toBe("Strawberries, raw");
    expect((await top("chicken brea", 20)).every((d) => /chicken/i.test(d) && /brea/i.test(d))).toBe(true);
  });

  it("whole words before prefix-only matches, basic foods before prepared ones", async () => {
    // "egg" is a whole word in "Egg, whole, raw, fresh", only a prefix of "Eggplant" and "Eggnog".
    const eggs = await top("egg", 200);
    expect(eggs.indexOf("Egg, whole, raw, fresh")).toBeLessThan(eggs.indexOf("Eggplant, raw"));
    expect(eggs.indexOf("Egg, whole, raw, fresh")).toBeLessThan(eggs.indexOf("Eggnog"));
    // Fast-food chicken comes after the chicken itself.
    const chicken = await top("chicken breast", 200);
    expect(chicken.findIndex((d) => d.startsWith("KFC"))).toBeGreaterThan(chicken.findIndex((d) => d.startsWith("Chicken, broilers")));
    const milk = await top("whole milk", 2);
    expect(milk[0]).toBe("Milk, whole, 3.25% milkfat, with added vitamin D");
  });

  it("a term under 3 characters counts as empty", async () => {
    expect(await searchFoods({ term: "ch", limit: 5 })).toEqual({ count: 0, results: [] });
    expect(await searchFoods({ term: "   ", limit: 5 })).toEqual({ count: 0, results: [] });
    expect(searchWords("ch")).toEqual([]);
  });

  it("punctuation and query syntax are just text", async () => {
    expect(searchWords(`McDONALD'S "big" mac* OR -`)).toEqual(["mcdonald", "s", "big", "mac", "or"]);
    const r = await searchFoods({ term: `"big" mac* (`, limit: 5 });
    expect(r.results[0]?.long_desc).toMatch(/BIG MAC/);
  });

  it("counts all matches and pages with limit and offset", async () => {
    const first = await searchFoods({ term: "cheese", limit: 10 });
    const second = await searchFoods({ term: "cheese", limit: 10, offset: 10 });
    expect(first.count).toBeGreaterThan(20);
    expect(second.count).toBe(first.count);
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0].id);
    const past = await searchFoods({ term: "cheese", limit: 10, offset: first.count + 5 });
    expect(past).toEqual({ count: first.count, results: [] });
    // The last page holds exactly what is left, in rank order after the pages before it.
    const all = await searchFoods({ term: "cheese", limit: first.count + 10 });
    expect(all.count).toBe(first.count);
    expect(all.results).toHaveLength(first.count);
    expect(all.results.slice(10, 20).map((r) => r.id)).toEqual(second.results.map((r) => r.id));
    const last = await searchFoods({ term: "cheese", limit: 10, offset: first.count - 3 });
    expect(last).toEqual({ count: first.count, results: all.results.slice(-3) });
  });

  it("cards carry energy per base weight", async () => {
    const [broccoli] = (await searchFoods({ term: "broccoli raw", limit: 1 })).results;
    expect(broccoli).toMatchObject({ name: "Broccoli", long_desc: "Broccoli, raw", energy_kcal: 34, base_weight: 100, source: "USDA SR28" });
  });

  it("searches only the approved database unless asked otherwise", async () => {
    const owner = await viewerOf("david.patient@example.com");
    const created = await createPersonalFood(owner, personalFoodSchema.parse({ name: "Quinzhee porridge", long_desc: "Quinzhee porridge, homemade", servings_starch: 1 }));
    if (!created.ok) throw new Error("could not create the food");
    const ids = async (scope?: FoodScope) => (await searchFoods({ term: "quinzhee", limit: 10, scope })).results.map((r) => r.id);
    expect(await ids()).toEqual([]);
    expect(await ids({ status: "pending" })).toEqual([created.data.id]);
    expect(await ids({ approvedOrOwnedBy: owner.id })).toEqual([created.data.id]);
    expect(await ids({ approvedOrOwnedBy: owner.id + 1000 })).toEqual([]);
  });

  it("filters by food group", async () => {
    const poultry = await db.selectFrom("food_groups").select("id").where("code", "=", "0500").executeTakeFirstOrThrow();
    const r = await searchFoods({ term: "roasted", limit: 50, group: { level: 1, id: poultry.id } });
    expect(r.count).toBeGreaterThan(0);
    expect(r.results.every((x) => x.hier1 === poultry.id)).toBe(true);
  });
});
