import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { approveFood, createFood, createMeasures, createPersonalFood, declineFood, deleteFood, deleteMeasure, getFood, listFoods, listHier1, listHier2, listHier3, listMeasures, listMyFoods, listNutrientValues, listPendingFoods, updateFood, updateMeasure, updateNutrientValues, updatePersonalFood } from "./foods.server";
import { type Viewer } from "~/domain/outcome";
import { FOOD_MSG, foodInRecipesMessage, foodSchema, measureSchema, personalFoodSchema } from "./schemas";
import { viewerOf } from "../../tests/support/domain";
import { compareNames } from "~/db/name-compare";
import { translateMessage } from "~/i18n/i18n.server";

let staff: Viewer;
let jane: Viewer;
let maria: Viewer;


beforeAll(async () => {
  staff = await viewerOf("admin@example.com");
  jane = await viewerOf("patient@example.com");
  maria = await viewerOf("patient2@example.com");
});

const personal = (name: string, extra: Record<string, unknown> = {}) =>
  personalFoodSchema.parse({ name, long_desc: `${name}, homemade`, base_weight: 250, servings_starch: 1.5, protein_calories: 40, ...extra });

async function janesFood(name: string): Promise<number> {
  const r = await createPersonalFood(jane, personal(name));
  if (!r.ok) throw new Error(`create failed: ${JSON.stringify(r)}`);
  const m = await createMeasures(jane, r.data.id, [measureSchema.parse({ seq: 1, quantity: 1, measure: "bowl", grams: 250 })]);
  if (!m.ok) throw new Error("measure failed");
  return r.data.id;
}

const usdaId = async (ndb: string) => (await db.selectFrom("foods").select("id").where("ndb_no", "=", ndb).executeTakeFirstOrThrow()).id;

describe("personal foods belong to their patient", () => {
  it("a new personal food waits for approval and is the patient's", async () => {
    const id = await janesFood("Lentil soup");
    const food = await getFood(jane, id);
    expect(food).toMatchObject({ status: "pending", owner_id: jane.id, source: "Personal food", base_weight: 250, decline_code: null });
    // Starts with the label nutrients at zero, for the Nutrient Data step.
    const values = await listNutrientValues(jane, id);
    expect(values?.map((v) => v.nut_data.name)).toContain("Energy");
    expect(values?.every((v) => v.nut_val === 0)).toBe(true);
    const mine = await listMyFoods(jane);
    expect(mine.results.map((f) => f.id)).toContain(id);
  });

  it("another patient can neither see, change nor delete it: not found", async () => {
    const id = await janesFood("Overnight oats");
    expect(await getFood(maria, id)).toBeNull();
    expect(await listMeasures(maria, id)).toBeNull();
    expect(await listNutrientValues(maria, id)).toBeNull();
    expect(await updatePersonalFood(maria, id, personal("Mine now"))).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteFood(maria, id)).toEqual({ ok: false, reason: "not_found" });
    expect(await createMeasures(maria, id, [measureSchema.parse({ seq: 2, quantity: 1, measure: "cup", grams: 240 })])).toEqual({
      ok: false,
      reason: "not_found",
    });
    const [measure] = (await listMeasures(jane, id)) ?? [];
    expect(await updateMeasure(maria, measure.id, measureSchema.parse({ seq: 1, quantity: 2, measure: "bowl", grams: 500 }))).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await deleteMeasure(maria, measure.id)).toEqual({ ok: false, reason: "not_found" });
    const [value] = (await listNutrientValues(jane, id)) ?? [];
    expect(await updateNutrientValues(maria, id, [{ id: value.id, nut_val: 5 }])).toEqual({ ok: false, reason: "not_found" });
    expect((await listMyFoods(maria)).results.map((f) => f.id)).not.toContain(id);
    expect((await listFoods(maria, { search: "overnight oats" })).results.map((f) => f.id)).not.toContain(id);
    // Still there for its owner and for staff.
    expect(await getFood(jane, id)).not.toBeNull();
    expect(await getFood(staff, id)).not.toBeNull();
  });

  it("a patient cannot change or delete the database's foods", async () => {
    const broccoli = await usdaId("11090");
    expect(await getFood(maria, broccoli)).not.toBeNull();
    expect(await updatePersonalFood(maria, broccoli, personal("Broccoli"))).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteFood(maria, broccoli)).toEqual({ ok: false, reason: "not_found" });
    const [usdaMeasure] = (await listMeasures(maria, broccoli)) ?? [];
    expect(await deleteMeasure(maria, usdaMeasure.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("staff-only calls refuse patients", async () => {
    const id = await janesFood("Chia pudding");
    expect(await approveFood(jane, id)).toEqual({ ok: false, reason: "forbidden" });
    expect(await declineFood(jane, id, "E")).toEqual({ ok: false, reason: "forbidden" });
    expect(await listPendingFoods(jane)).toEqual({ ok: false, reason: "forbidden" });
    expect(await createFood(jane, foodSchema.parse({ name: "X", long_desc: "X", source: "Lab", servings_fat: 1 }))).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });

  it("the owner's edit sends an approved or declined food back for approval", async () => {
    const id = await janesFood("Turkey meatballs");
    expect(await approveFood(staff, id)).toEqual({ ok: true, data: { id, status: "approved" } });
    expect(await getFood(maria, id)).not.toBeNull();
    expect(await updatePersonalFood(jane, id, personal("Turkey meatballs", { servings_fat: 1 }))).toEqual({ ok: true, data: { id } });
    expect((await getFood(jane, id))?.status).toBe("pending");
    expect(await getFood(maria, id)).toBeNull();
    const declined = await declineFood(staff, id, "E");
    expect(declined).toEqual({ ok: true, data: { id, status: "declined", decline_code: "E" } });
    expect((await listMyFoods(jane)).results.find((f) => f.id === id)).toMatchObject({ status: "declined", decline_code: "E" });
    const [value] = (await listNutrientValues(jane, id)) ?? [];
    expect((await updateNutrientValues(jane, id, [{ id: value.id, nut_val: 12.5 }])).ok).toBe(true);
    expect(await getFood(jane, id)).toMatchObject({ status: "pending", decline_code: null });
  });

  it("a food that recipes use cannot be deleted, by staff or by its owner, until they stop using it", async () => {
    const used = await db
      .selectFrom("recipe_ingredients")
      .select(["food_id", (eb) => eb.fn.count<number>("recipe_id").distinct().as("n")])
      .groupBy("food_id")
      .orderBy("food_id")
      .executeTakeFirstOrThrow();
    expect(await deleteFood(staff, used.food_id)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { non_field_errors: [foodInRecipesMessage(Number(used.n))] },
    });
    expect(await getFood(staff, used.food_id)).not.toBeNull();

    const id = await janesFood("Cauliflower rice");
    expect((await approveFood(staff, id)).ok).toBe(true);
    const recipe = await db.selectFrom("recipes").select("id").orderBy("id").executeTakeFirstOrThrow();
    const line = await db
      .insertInto("recipe_ingredients")
      .values({ recipe_id: recipe.id, food_id: id, quantity: 1, main: 0, seq: 99 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await deleteFood(jane, id);
    expect(refused).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: [foodInRecipesMessage(1)] } });
    // The refusal travels as a key (issue 41); in English it reads as it always did.
    expect(refused.ok || refused.reason !== "invalid" ? null : refused.errors.non_field_errors?.map((m) => translateMessage("en", m))).toEqual([
      "This food is an ingredient of 1 recipe; remove it from that recipe before deleting it.",
    ]);
    await db.deleteFrom("recipe_ingredients").where("id", "=", line.id).execute();
    expect(await deleteFood(jane, id)).toEqual({ ok: true, data: null });
  });

  it("the owner can delete their food, with its measures and values", async () => {
    const id = await janesFood("Banana bread");
    expect(await deleteFood(jane, id)).toEqual({ ok: true, data: null });
    expect(await getFood(jane, id)).toBeNull();
    const left = await db.selectFrom("ingredient_weights").select("id").where("food_id", "=", id).execute();
    expect(left).toEqual([]);
  });
});

describe("approval", () => {
  it("pending foods are listed for staff with who sent them, and searchable", async () => {
    const id = await janesFood("Xylophone squash casserole");
    const all = await listPendingFoods(staff, { limit: 100 });
    if (!all.ok) throw new Error("forbidden");
    expect(all.data.results.find((f) => f.id === id)).toMatchObject({ status: "pending", owner: { id: jane.id, first_name: "Jane" } });
    const found = await listPendingFoods(staff, { search: "xylophone" });
    expect(found.ok && found.data.results.map((f) => f.id)).toEqual([id]);
  });

  it("approving puts the food in the database; declining needs a pending food", async () => {
    const id = await janesFood("Quokka stew");
    expect(await approveFood(staff, id)).toMatchObject({ ok: true });
    expect((await listFoods(maria, { search: "quokka" })).results.map((f) => f.id)).toEqual([id]);
    expect(await declineFood(staff, id, "B")).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: [FOOD_MSG.notAwaitingApproval] } });
    expect(await approveFood(staff, 999999)).toEqual({ ok: false, reason: "not_found" });
  });

  it("declined foods are listed with `declined`", async () => {
    const id = await janesFood("Zucchini fritters");
    await declineFood(staff, id, "Z");
    const declined = await listFoods(staff, { declined: true, search: "zucchini fritters" });
    expect(declined.results.map((f) => f.id)).toContain(id);
    const database = await listFoods(staff, { search: "zucchini fritters" });
    expect(database.results.map((f) => f.id)).not.toContain(id);
  });
});

describe("common measures", () => {
  it("a duplicate measure is 'Item exists in list', within the request or against the food", async () => {
    const id = await janesFood("Rice pudding");
    const again = await createMeasures(jane, id, [measureSchema.parse({ seq: 2, quantity: 1, measure: "  BOWL ", grams: 200 })]);
    expect(again).toEqual({ ok: false, reason: "invalid", errors: { "0.measure": [FOOD_MSG.measureExists] } });
    const cup = await createMeasures(jane, id, [measureSchema.parse({ seq: 2, quantity: 1, measure: "cup", grams: 220 })]);
    expect(cup.ok).toBe(true);
    const [bowl] = (await listMeasures(jane, id)) ?? [];
    expect(await updateMeasure(jane, bowl.id, measureSchema.parse({ seq: 1, quantity: 1, measure: "Cup" }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { measure: [FOOD_MSG.measureExists] },
    });
    const updated = await updateMeasure(jane, bowl.id, measureSchema.parse({ seq: 1, quantity: 0.5, measure: "bowl", grams: 125 }));
    expect(updated).toMatchObject({ ok: true, data: { quantity: 0.5, grams: 125, usda: false } });
  });

  it("USDA measures can never be changed or deleted, not even by staff", async () => {
    const apple = await usdaId("09003");
    const measures = (await listMeasures(staff, apple)) ?? [];
    expect(measures.length).toBeGreaterThan(1);
    expect(measures.every((m) => m.usda)).toBe(true);
    const readOnly = { ok: false, reason: "invalid", errors: { non_field_errors: [FOOD_MSG.usdaMeasureReadOnly] } };
    expect(await updateMeasure(staff, measures[0].id, measureSchema.parse({ seq: 1, quantity: 1, measure: "apple", grams: 1 }))).toEqual(readOnly);
    expect(await deleteMeasure(staff, measures[0].id)).toEqual(readOnly);
  });

  it("the last measure stays: 'At least one measurement is required'", async () => {
    const id = await janesFood("Miso broth");
    const [only] = (await listMeasures(jane, id)) ?? [];
    expect(await deleteMeasure(jane, only.id)).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: [FOOD_MSG.measureRequired] } });
    expect(await createMeasures(jane, id, [])).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: [FOOD_MSG.measureRequired] } });
  });
});

describe("nutrient values", () => {
  it("are listed by nutrient name and updated all or none", async () => {
    const chicken = await usdaId("05064");
    const values = (await listNutrientValues(staff, chicken)) ?? [];
    const names = values.map((v) => v.nut_data.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare));
    expect(values.find((v) => v.nut_data.number === "203")).toMatchObject({ nut_val: 31.02, nut_data: { name: "Protein", units: "g", group: "Proximates" } });

    const id = await janesFood("Pumpkin soup");
    const own = (await listNutrientValues(jane, id)) ?? [];
    const energy = own.find((v) => v.nut_data.number === "208");
    if (!energy) throw new Error("no energy row");
    const foreign = values[0].id;
    expect(await updateNutrientValues(jane, id, [{ id: energy.id, nut_val: 120 }, { id: foreign, nut_val: 1 }])).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "1.id": [FOOD_MSG.notFound] },
    });
    expect((await listNutrientValues(jane, id))?.find((v) => v.id === energy.id)?.nut_val).toBe(0);
    const ok = await updateNutrientValues(jane, id, [{ id: energy.id, nut_val: 120.125 }]);
    expect(ok.ok && ok.data.find((v) => v.id === energy.id)?.nut_val).toBe(120.125);
  });
});

describe("one food", () => {
  it("chicken breast: spec fields, group data and the nutrition table, header row first", async () => {
    const food = await getFood(maria, await usdaId("05064"));
    if (!food) throw new Error("not found");
    expect(food).toMatchObject({
      name: "Chicken",
      long_desc: "Chicken, broilers or fryers, breast, meat only, cooked, roasted",
      base_weight: 100,
      upc_code: null,
      source: "USDA SR28",
      useful: true,
      protein_calorie_type: 1,
      protein_calories: 124.08,
      servings_type: 8,
      status: "approved",
      owner_id: null,
      hier1_data: { name: "Poultry Products", level: 1, parent: null },
      hier2_data: { name: "Chicken", level: 2 },
      hier3_data: { name: "broilers or fryers", level: 3 },
    });
    const [header, ...rows] = food.nut_data;
    expect(header.slice(0, 4)).toEqual(["Group", "Nutrient", "Unit", "Per 100 g"]);
    expect(header).toContain("1 cup, chopped or diced (140 g)");
    const protein = rows.find((r) => r[1] === "Protein");
    const cupColumn = header.indexOf("1 cup, chopped or diced (140 g)");
    expect(protein?.[3]).toBe(31.02);
    expect(protein?.[cupColumn]).toBe(43.43);
    // By group, then by name within the group.
    const groups = rows.map((r) => r[0]);
    expect(groups[0]).toBe("Proximates");
    expect(groups.indexOf("Minerals")).toBeGreaterThan(groups.lastIndexOf("Proximates"));
    const proximates = rows.filter((r) => r[0] === "Proximates").map((r) => String(r[1]));
    expect(proximates).toEqual([...proximates].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
  });

  it("a missing food is null for everyone", async () => {
    expect(await getFood(staff, 987654)).toBeNull();
  });
});

describe("the food database for staff", () => {
  it("food groups: 25 SR28 groups at level 1, children below", async () => {
    const hier1 = await listHier1(staff);
    expect(hier1).toHaveLength(25);
    const poultry = hier1.find((g) => g.name === "Poultry Products");
    if (!poultry) throw new Error("no poultry");
    const hier2 = await listHier2(staff, { hier1: poultry.id });
    const chicken = hier2.find((g) => g.name === "Chicken");
    expect(chicken).toMatchObject({ level: 2, parent: poultry.id });
    const hier3 = await listHier3(staff, { hier2: chicken?.id, search: "broil" });
    expect(hier3.map((g) => g.name)).toContain("broilers or fryers");
  });

  it("lists in pages with ordering and group filters", async () => {
    const page = await listFoods(staff, { limit: 30, offset: 30 });
    expect(page.results).toHaveLength(30);
    expect(page.count).toBeGreaterThan(8700);
    const byName = page.results.map((f) => f.long_desc);
    // SR28 spells both "Alcoholic Beverage, wine…" and "Alcoholic beverage, liqueur…": one list, case aside (decision 0171).
    expect(byName).toEqual([...byName].sort(compareNames));
    expect(byName.indexOf("Alcoholic beverage, liqueur, coffee, 53 proof")).toBeLessThan(byName.indexOf("Alcoholic Beverage, wine, table, red, Barbera"));
    const desc = await listFoods(staff, { ordering: "-id", limit: 2 });
    expect(desc.results[0].id).toBeGreaterThan(desc.results[1].id);

    const hier3 = (await getFood(staff, await usdaId("05064")))?.hier3 ?? 0;
    const inGroup = await listFoods(staff, { hier3_id: hier3, limit: 100 });
    expect(inGroup.count).toBeGreaterThan(50);
    expect(inGroup.results.every((f) => f.hier3 === hier3)).toBe(true);
    const sameByLevel = await listFoods(staff, { p_id: hier3, limit: 100 });
    expect(sameByLevel.count).toBe(inGroup.count);
    expect((await listFoods(staff, { p_id: 99999999 })).count).toBe(0);
  });

  it("staff create a food straight into the database, with the group path filled in", async () => {
    const chicken = await getFood(staff, await usdaId("05064"));
    const input = foodSchema.parse({
      name: "Protein bar",
      long_desc: "Protein bar, clinic brand, chocolate",
      source: "Clinic product sheet",
      upc_code: "",
      useful: "on",
      link: "https://example.com/protein-bar",
      hier3: chicken?.hier3,
      protein_calorie_type: 4,
      protein_calories: 80,
    });
    const created = await createFood(staff, input);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const food = await getFood(maria, created.data.id);
    expect(food).toMatchObject({
      status: "approved",
      owner_id: null,
      upc_code: null,
      useful: true,
      hier1: chicken?.hier1,
      hier2: chicken?.hier2,
      hier3: chicken?.hier3,
      protein_calorie_type: 4,
    });
    const mismatched = await updateFood(staff, created.data.id, { ...input, hier1: (chicken?.hier1 ?? 0) + 1 });
    expect(mismatched).toEqual({ ok: false, reason: "invalid", errors: { hier2: [FOOD_MSG.invalidChoice] } });
    const wrongLevel = await updateFood(staff, created.data.id, { ...input, hier3: chicken?.hier1 ?? 0 });
    expect(wrongLevel).toEqual({ ok: false, reason: "invalid", errors: { hier3: [FOOD_MSG.invalidChoice] } });
  });
});
