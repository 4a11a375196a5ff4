import { describe, expect, it } from "vitest";
import { labelValuesFrom, nutritionFacts, parseQuantity } from "./nutrition-facts";

// SR28 "Peanuts, valencia, oil-roasted, without salt", per 100 g (a subset of its values).
const peanuts = {
  calories: 589,
  fat: 51.24,
  saturatedFat: 7.89,
  cholesterol: 0,
  sodium: 6,
  carbohydrate: 16.3,
  fibre: 9,
  protein: 27.04,
};

describe("nutritionFacts", () => {
  it("scales per-100 g values by the measure's grams and the quantity", () => {
    const cup = nutritionFacts({ values: peanuts, baseWeight: 100, measureGrams: 144, quantity: 1 });
    expect(cup?.grams).toBe(144);
    expect(cup?.amounts).toEqual({
      calories: 848, // 589 × 1.44 = 848.16
      fat: 73.8, // 73.7856
      saturatedFat: 11.4, // 11.3616
      cholesterol: 0,
      sodium: 9, // 8.64
      carbohydrate: 23.5, // 23.472
      fibre: 13, // 12.96
      sugars: null, // no value recorded
      protein: 38.9, // 38.9376
    });

    const twoOunces = nutritionFacts({ values: peanuts, baseWeight: 100, measureGrams: 28.35, quantity: 2 });
    expect(twoOunces?.grams).toBe(56.7);
    expect(twoOunces?.amounts.calories).toBe(334); // 589 × 0.567 = 333.963
    expect(twoOunces?.amounts.protein).toBe(15.3); // 15.33168
  });

  it("uses the food's own base weight (a personal food entered per 350 g)", () => {
    const shake = nutritionFacts({ values: { calories: 210, protein: 30 }, baseWeight: 350, measureGrams: 175, quantity: 1 });
    expect(shake?.amounts.calories).toBe(105);
    expect(shake?.amounts.protein).toBe(15);
    expect(shake?.amounts.fat).toBeNull();
  });

  it("gives the percent daily value where the label has one", () => {
    const facts = nutritionFacts({ values: peanuts, baseWeight: 100, measureGrams: 100, quantity: 1 });
    expect(facts?.percentDaily).toMatchObject({
      calories: null,
      fat: 66, // 51.24 / 78
      saturatedFat: 39, // 7.89 / 20
      sodium: 0, // 6 / 2300
      carbohydrate: 6, // 16.3 / 275
      fibre: 32, // 9 / 28
      sugars: null,
      protein: 54, // 27.04 / 50
    });
  });

  it("cannot compute a portion without a base weight or with no amount", () => {
    expect(nutritionFacts({ values: peanuts, baseWeight: 0, measureGrams: 144, quantity: 1 })).toBeNull();
    expect(nutritionFacts({ values: peanuts, baseWeight: 100, measureGrams: 0, quantity: 1 })).toBeNull();
    expect(nutritionFacts({ values: peanuts, baseWeight: 100, measureGrams: 144, quantity: 0 })).toBeNull();
  });
});

describe("labelValuesFrom", () => {
  it("picks the label nutrients by SR28 number and leaves the rest out", () => {
    expect(
      labelValuesFrom([
        { number: "208", value: 165 },
        { number: "203", value: 31.02 },
        { number: "318", value: 21 }, // vitamin A: not on this label
        { number: "269", value: 0 },
      ]),
    ).toEqual({ calories: 165, protein: 31.02, sugars: 0 });
  });
});

describe("parseQuantity", () => {
  it("accepts 0.01 to 999", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity(" 2.5 ")).toBe(2.5);
    expect(parseQuantity(".5")).toBe(0.5);
    expect(parseQuantity("0.01")).toBe(0.01);
    expect(parseQuantity("999")).toBe(999);
  });
  it("rejects anything else", () => {
    for (const raw of ["", "0", "-1", "1000", "abc", "1e2", "0.001", "Infinity", "1,5"]) expect(parseQuantity(raw), raw).toBeNull();
  });
});
