import { describe, expect, it } from "vitest";
import {
  amountText,
  foodEntryValues,
  kitchenAmount,
  measureLabel,
  portionGrams,
  progressPercent,
  recipeEntryValues,
  rescaleValues,
  roundTo,
  servingsText,
  sumValues,
  zeroValues,
} from "./amounts";
import { VALUE_COLUMNS } from "./codes";

const NONE = { protein_calories: 0, vegetable: 0, fruit: 0, fat: 0, starch: 0, dairy: 0, misc: 0 };

describe("an entry's values", () => {
  // Bananas, raw (SR28 09040) per 100 g.
  const banana = { baseWeight: 100, servings: { ...NONE, protein_calories: 4.36, fruit: 1.523, fat: 0.067 }, nutrients: { "208": 89, "203": 1.09, "205": 22.84, "307": 1 } };

  it("a food's values and servings are per its base weight, scaled by the grams eaten", () => {
    const v = foodEntryValues(banana, 150);
    expect(v.energy_kcal).toBeCloseTo(133.5, 6);
    expect(v.protein_g).toBeCloseTo(1.635, 6);
    expect(v.carbohydrate_g).toBeCloseTo(34.26, 6);
    expect(v.sodium_mg).toBeCloseTo(1.5, 6);
    expect(v.fruit_srv).toBeCloseTo(2.2845, 6);
    expect(v.protein_kcal).toBeCloseTo(6.54, 6);
    // A nutrient the food has no value for counts as nothing.
    expect(v.fiber_g).toBe(0);
  });

  it("a base weight other than 100 g counts too (a personal food entered per 40 g bar)", () => {
    const bar = { baseWeight: 40, servings: { ...NONE, starch: 1, fat: 0.5 }, nutrients: { "208": 180 } };
    const v = foodEntryValues(bar, 60);
    expect(v.energy_kcal).toBeCloseTo(270, 6);
    expect(v.starch_srv).toBeCloseTo(1.5, 6);
    expect(v.fat_srv).toBeCloseTo(0.75, 6);
  });

  it("no grams or no base weight carry nothing", () => {
    expect(foodEntryValues(banana, 0)).toEqual(zeroValues());
    expect(foodEntryValues({ ...banana, baseWeight: 0 }, 100)).toEqual(zeroValues());
  });

  it("a recipe's values are per serving, times the servings", () => {
    const soup = { servings: { ...NONE, vegetable: 2, protein_calories: 60 }, nutrients: { "208": 120.4, "291": 3 } };
    const v = recipeEntryValues(soup, 1.5);
    expect(v.energy_kcal).toBeCloseTo(180.6, 6);
    expect(v.fiber_g).toBeCloseTo(4.5, 6);
    expect(v.vegetable_srv).toBe(3);
    expect(v.protein_kcal).toBe(90);
    expect(recipeEntryValues(soup, 0)).toEqual(zeroValues());
  });

  it("a new quantity of the same item scales what was logged", () => {
    const v = foodEntryValues(banana, 150);
    const w = rescaleValues(v, 1.5, 3);
    for (const c of VALUE_COLUMNS) expect(w[c]).toBeCloseTo(v[c] * 2, 9);
  });

  it("portions count as labelled: twice '0.5 cup (44 g)' is 88 g", () => {
    expect(portionGrams(2, 44)).toBe(88);
    expect(portionGrams(150, 1)).toBe(150);
  });

  it("a day's totals add up every entry's values", () => {
    const total = sumValues([foodEntryValues(banana, 100), foodEntryValues(banana, 50), { energy_kcal: 10 }]);
    expect(total.energy_kcal).toBeCloseTo(143.5, 6);
    expect(total.fruit_srv).toBeCloseTo(2.2845, 6);
    expect(sumValues([])).toEqual(zeroValues());
  });
});

describe("progress towards a goal", () => {
  it("is a whole percentage, capped at 100", () => {
    expect(progressPercent(600, 1200)).toBe(50);
    expect(progressPercent(1199, 1200)).toBe(100);
    expect(progressPercent(2400, 1200)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it("has none without a goal (or with a goal of 0)", () => {
    expect(progressPercent(500, null)).toBeNull();
    expect(progressPercent(500, undefined)).toBeNull();
    expect(progressPercent(500, 0)).toBeNull();
  });
});

describe("amounts in words", () => {
  it("kitchen fractions", () => {
    expect(kitchenAmount(1.5)).toBe("1 1/2");
    expect(kitchenAmount(0.333)).toBe("1/3");
    expect(kitchenAmount(2)).toBe("2");
    expect(kitchenAmount(0.25)).toBe("1/4");
    expect(kitchenAmount(2.2)).toBe("2.2");
  });

  it("a measure's own amount times the quantity, grams, servings and ounces", () => {
    expect(amountText({ kind: "food", quantity: 2, measure_amount: 0.5, measure_text: "cup, chopped" })).toBe("1 cup, chopped");
    expect(amountText({ kind: "food", quantity: 3, measure_amount: 1, measure_text: "large" })).toBe("3 large");
    expect(amountText({ kind: "food", quantity: 1, measure_amount: 3, measure_text: "oz" })).toBe("3 oz");
    expect(amountText({ kind: "food", quantity: 150, measure_amount: 1, measure_text: "g" })).toBe("150 g");
    expect(amountText({ kind: "food", quantity: 1, measure_amount: 1, measure_text: "serving" })).toBe("1 serving");
    expect(amountText({ kind: "food", quantity: 1.5, measure_amount: 1, measure_text: "serving" })).toBe("1 1/2 servings");
    expect(amountText({ kind: "hydration", quantity: 16.9, measure_amount: 1, measure_text: "oz" })).toBe("16.9 oz");
  });

  it("a measure in the picker: its amount, words and grams", () => {
    expect(measureLabel({ quantity: 0.5, measure: "cup, chopped or diced", grams: 44 })).toBe("1/2 cup, chopped or diced (44 g)");
    expect(measureLabel({ quantity: 1, measure: "oz (23 whole kernels)", grams: 28.35 })).toBe("1 oz (23 whole kernels) (28.4 g)");
  });

  it("servings in short words, leaving out what is nearly nothing", () => {
    expect(servingsText({ protein_kcal: 96.4, vegetable_srv: 0, fruit_srv: 0.01, fat_srv: 0.46, starch_srv: 1.24, dairy_srv: 0, misc_srv: 0 })).toBe("96 protein cal · 0.5 fat · 1.2 starch");
    expect(servingsText({ protein_kcal: 0, vegetable_srv: 0, fruit_srv: 0, fat_srv: 0, starch_srv: 0, dairy_srv: 0, misc_srv: 0 })).toBe("");
  });

  it("rounds for display only", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(133.456, 1)).toBe(133.5);
  });
});
