import { describe, expect, it } from "vitest";
import { readUsdaCopy } from "../../db/seed/usda-copy";
import { CORE_NUTRIENTS, ALCOHOL_NUTRIENT } from "./codes";
import { deriveServings, type ServingsInput } from "./servings";

/** SR28 values per 100 g, copied from the release for the foods named. */
const food = (groupCode: string, longDesc: string, energyKcal: number, proteinG: number, fatG: number, carbohydrateG: number, alcoholG = 0): ServingsInput => ({
  groupCode,
  longDesc,
  energyKcal,
  proteinG,
  fatG,
  carbohydrateG,
  alcoholG,
});

const ZEROES = { servings_fat: 0, servings_vegetable: 0, servings_fruit: 0, servings_dairy: 0, servings_starch: 0, servings_misc: 0 };

describe("servings from macronutrients (docs/decisions/0010)", () => {
  it("chicken breast, roasted (05064): very lean protein, nothing else", () => {
    expect(deriveServings(food("0500", "Chicken, broilers or fryers, breast, meat only, cooked, roasted", 165, 31.02, 3.57, 0))).toEqual({
      ...ZEROES,
      protein_calorie_type: 1,
      protein_calories: 124.08,
      servings_type: 8,
    });
  });

  it("apple, raw (09003): about one fruit serving per 100 g", () => {
    const s = deriveServings(food("0900", "Apples, raw, with skin", 52, 0.26, 0.17, 13.81));
    expect(s).toMatchObject({ servings_fruit: 0.921, servings_fat: 0.034, servings_starch: 0, servings_type: 3, protein_calorie_type: 5 });
    expect(s.protein_calories).toBe(1.04);
  });

  it("broccoli, raw (11090): vegetable servings at 5 g carbohydrate", () => {
    expect(deriveServings(food("1100", "Broccoli, raw", 34, 2.82, 0.37, 6.64))).toMatchObject({
      servings_vegetable: 1.328,
      servings_starch: 0,
      servings_type: 2,
      protein_calories: 11.28,
    });
  });

  it("potatoes (11352): a starchy vegetable counts as starch", () => {
    expect(deriveServings(food("1100", "Potatoes, flesh and skin, raw", 77, 2.05, 0.09, 17.49))).toMatchObject({
      servings_starch: 1.166,
      servings_vegetable: 0,
      servings_type: 5,
    });
  });

  it("whole milk (01077): dairy at 12 g carbohydrate, fat beyond fat-free milk's as fat", () => {
    expect(deriveServings(food("0100", "Milk, whole, 3.25% milkfat, with added vitamin D", 61, 3.15, 3.25, 4.8))).toMatchObject({
      servings_dairy: 0.4,
      servings_fat: 0.41,
      servings_type: 4,
      protein_calorie_type: 5,
      protein_calories: 12.6,
    });
  });

  it("cheddar (01009): a protein food, medium band, fat beyond 5 g an ounce as fat", () => {
    expect(deriveServings(food("0100", "Cheese, cheddar", 404, 22.87, 33.31, 3.09))).toMatchObject({
      protein_calorie_type: 3,
      servings_fat: 3.135,
      servings_dairy: 0,
      servings_type: 1,
    });
  });

  it("olive oil (04053): 20 fat servings per 100 g", () => {
    expect(deriveServings(food("0400", "Oil, olive, salad or cooking", 884, 0, 100, 0))).toEqual({
      ...ZEROES,
      servings_fat: 20,
      protein_calorie_type: 5,
      protein_calories: 0,
      servings_type: 1,
    });
  });

  it("white bread (18069): starch plus a little fat", () => {
    expect(deriveServings(food("1800", "Bread, white, commercially prepared (includes soft bread crumbs)", 266, 8.85, 3.33, 49.42))).toMatchObject({
      servings_starch: 3.295,
      servings_fat: 0.666,
      servings_type: 5,
      protein_calorie_type: 5,
      protein_calories: 35.4,
    });
  });

  it("tofu (16126): enough protein to be a protein food outside the meat groups", () => {
    expect(deriveServings(food("1600", "Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)", 78, 9.04, 4.17, 2.85))).toMatchObject({
      protein_calorie_type: 1,
      servings_type: 8,
    });
  });

  it("light beer (14006): alcohol counts as misc", () => {
    const s = deriveServings(food("1400", "Alcoholic beverage, beer, light", 29, 0.24, 0, 1.64, 3.9));
    expect(s.servings_misc).toBe(Math.round((1.64 / 15 + (3.9 * 7) / 45) * 1000) / 1000);
    expect(s.servings_type).toBe(6);
  });

  it("water (14555): a Zero food with no servings at all", () => {
    expect(deriveServings(food("1400", "Water, bottled, generic", 0, 0, 0, 0))).toEqual({
      ...ZEROES,
      protein_calorie_type: 5,
      protein_calories: 0,
      servings_type: 7,
    });
  });

  it("every SR28 food with energy gets at least one nonzero servings value", () => {
    const copy = readUsdaCopy();
    const at = (n: string, i: number) => {
      const v = copy.values.get(n)?.[i];
      return v === undefined || Number.isNaN(v) ? 0 : v;
    };
    const without = copy.foods.filter((f, i) => {
      const s = deriveServings({
        groupCode: f.groupCode,
        longDesc: f.longDesc,
        energyKcal: at(CORE_NUTRIENTS.energy, i),
        proteinG: at(CORE_NUTRIENTS.protein, i),
        fatG: at(CORE_NUTRIENTS.fat, i),
        carbohydrateG: at(CORE_NUTRIENTS.carbohydrate, i),
        alcoholG: at(ALCOHOL_NUTRIENT, i),
      });
      const values = [s.protein_calories, s.servings_fat, s.servings_vegetable, s.servings_fruit, s.servings_dairy, s.servings_starch, s.servings_misc];
      return at(CORE_NUTRIENTS.energy, i) > 0 && values.every((v) => v === 0);
    });
    expect(copy.foods).toHaveLength(8789);
    expect(without.map((f) => f.longDesc)).toEqual([]);
  });
});
