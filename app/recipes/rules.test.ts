import { describe, expect, it } from "vitest";
import { formatQuantity, formatWeight, ingredientText, scaledQuantity } from "./lines";
import { lineGrams, macrosPerServing, nutritionFacts, nutrientsPerServing, servingsPerServing, type NutritionLine } from "./nutrition";
import { firstPublishProblem } from "./publish";
import { translateMessage } from "~/i18n/i18n.server";
import { mainPhase, rangeLabel, recipeRanges } from "./ranges";

// Per 100 g, as SR28 gives them (energy 208, protein 203, fat 204, carbohydrate 205).
const chicken: NutritionLine = {
  quantity: 16,
  measureQuantity: 3,
  measureGrams: 85,
  baseWeight: 100,
  values: { "208": 120, "203": 22.5, "204": 2.6, "205": 0 },
  servings: { vegetable: 0, fruit: 0, dairy: 0, fat: 0, starch: 0, misc: 0, protein_calories: 90 },
};
const broccoli: NutritionLine = {
  quantity: 2,
  measureQuantity: 1,
  measureGrams: 91,
  baseWeight: 100,
  values: { "208": 34, "203": 2.8, "204": 0.4, "205": 6.6 },
  servings: { vegetable: 1.32, fruit: 0, dairy: 0, fat: 0.08, starch: 0, misc: 0, protein_calories: 11.2 },
};

describe("recipe nutrition (docs/decisions/0020)", () => {
  it("a line weighs quantity × the measure's grams / the measure's own amount", () => {
    // 16 oz of a "3 oz = 85 g" measure.
    expect(lineGrams(chicken)).toBeCloseTo((16 * 85) / 3, 6);
    // "0.5 cup, chopped = 44 g": 2 of them are 2 cups = 176 g.
    expect(lineGrams({ quantity: 2, measureQuantity: 0.5, measureGrams: 44 })).toBe(176);
    // No measure, no weight: the editor asks for one.
    expect(lineGrams({ quantity: 2, measureQuantity: null, measureGrams: null })).toBe(0);
  });

  it("adds the foods' values × grams / base weight, per serving", () => {
    const per = nutrientsPerServing([chicken, broccoli], 4);
    const chickenG = (16 * 85) / 3;
    expect(per["208"]).toBeCloseTo((120 * chickenG) / 100 / 4 + (34 * 182) / 100 / 4, 6);
    expect(per["205"]).toBeCloseTo((6.6 * 182) / 100 / 4, 6);
    // A food whose values are per 250 g counts per 250 g.
    const bowl: NutritionLine = { quantity: 1, measureQuantity: 1, measureGrams: 250, baseWeight: 250, values: { "208": 300 } };
    expect(nutrientsPerServing([bowl], 2)["208"]).toBe(150);
  });

  it("no yields counts as one serving; the panel lists every label nutrient, rounded", () => {
    const facts = nutritionFacts([broccoli], null);
    expect(facts.map((f) => f.name)).toEqual([
      "Calories",
      "Total Fat",
      "Saturated Fat",
      "Cholesterol",
      "Sodium",
      "Total Carbohydrate",
      "Dietary Fiber",
      "Sugars",
      "Protein",
      "Potassium",
      "Calcium",
      "Iron",
    ]);
    expect(facts[0]).toEqual({ nutrient: "208", name: "Calories", units: "kcal", value: 62 });
    expect(facts.find((f) => f.name === "Cholesterol")?.value).toBe(0);
    expect(macrosPerServing([broccoli], 1)).toEqual({ kcal: 61.9, carb_g: 12, protein_g: 5.1 });
  });

  it("the programme servings of a serving follow the foods' servings", () => {
    const s = servingsPerServing([chicken, broccoli], 4);
    expect(s.vegetable).toBeCloseTo((1.32 * 1.82) / 4, 1);
    expect(s.protein_calories).toBe(Math.round((90 * ((16 * 85) / 3)) / 100 / 4 + (11.2 * 1.82) / 4));
  });
});

describe("ranges and main phase: one rule (docs/decisions/0020)", () => {
  it("bands of 100 kcal and 10 g; a boundary starts its band", () => {
    expect(rangeLabel(245, 100)).toBe("200-300");
    expect(rangeLabel(300, 100)).toBe("300-400");
    expect(rangeLabel(0, 10)).toBe("0-10");
    expect(rangeLabel(-3, 10)).toBe("0-10");
    expect(rangeLabel(Number.NaN, 10)).toBe("0-10");
    expect(recipeRanges({ kcal: 164.7, carb_g: 2.3, protein_g: 25.8, servings_starch: 0, servings_fruit: 0 })).toEqual({
      get_range_calorie: "100-200",
      get_range_carb: "0-10",
      get_range_protein: "20-30",
      main_phase: "Acute",
    });
  });

  it("Acute: under half a starch-or-fruit serving and ≤ 15 g carbs; Transition ≤ 30 g; otherwise Maintenance", () => {
    expect(mainPhase({ carb_g: 15, servings_starch: 0, servings_fruit: 0 })).toBe("Acute");
    expect(mainPhase({ carb_g: 3, servings_starch: 0.2, servings_fruit: 0.2 })).toBe("Acute");
    expect(mainPhase({ carb_g: 3, servings_starch: 0.3, servings_fruit: 0.2 })).toBe("Transition");
    expect(mainPhase({ carb_g: 15.1, servings_starch: 0, servings_fruit: 0 })).toBe("Transition");
    expect(mainPhase({ carb_g: 5, servings_starch: 0.5, servings_fruit: 0 })).toBe("Transition");
    expect(mainPhase({ carb_g: 5, servings_starch: 0, servings_fruit: 1 })).toBe("Transition");
    expect(mainPhase({ carb_g: 30, servings_starch: 1, servings_fruit: 0 })).toBe("Transition");
    expect(mainPhase({ carb_g: 30.5, servings_starch: 1, servings_fruit: 0 })).toBe("Maintenance");
  });
});

describe("serves scale lines", () => {
  it("kitchen fractions, else two decimals", () => {
    expect(formatQuantity(1.5)).toBe("1 1/2");
    expect(formatQuantity(0.333)).toBe("1/3");
    expect(formatQuantity(0.25)).toBe("1/4");
    expect(formatQuantity(2)).toBe("2");
    expect(formatQuantity(2.99)).toBe("3");
    expect(formatQuantity(2.4)).toBe("2.4");
  });

  it("amounts over 999 mg are shown in g", () => {
    expect(formatWeight(0.5)).toBe("500 mg");
    expect(formatWeight(0.999)).toBe("999 mg");
    expect(formatWeight(1)).toBe("1 g");
    expect(formatWeight(2.34)).toBe("2.3 g");
    expect(formatWeight(453.6)).toBe("454 g");
  });

  it("scales by serves over yields and words the line", () => {
    expect(scaledQuantity(16, 2, 4)).toBe(8);
    expect(scaledQuantity(3, 1, null)).toBe(3);
    expect(ingredientText({ quantity: 1.5, measure: "cup chopped", food: "Broccoli", grams: 136.5 })).toBe("1 1/2 cup chopped Broccoli (137 g)");
    expect(ingredientText({ quantity: 0.25, measure: "tsp", food: "Spices, cayenne", grams: 0.45 })).toBe("1/4 tsp Spices, cayenne (450 mg)");
    expect(ingredientText({ quantity: 2, measure: null, food: "Eggs", grams: 0 })).toBe("2 Eggs");
  });
});

/** A publish problem as an English reader reads it: its message travels as a key (issue 41). */
const inEnglish = (problem: ReturnType<typeof firstPublishProblem>) => (problem ? { ...problem, message: translateMessage("en", problem.message) } : problem);

describe("publishing checks, in order (spec part 2 §4)", () => {
  const full = { ingredients: 3, categories: 2, sources: 1, images: 1 };
  it("stops at the first empty tab and names its step", () => {
    expect(inEnglish(firstPublishProblem({ ingredients: 0, categories: 0, sources: 0, images: 0 }))).toEqual({ tab: "ingredients", step: 2, message: "Please add some ingredients!" });
    expect(inEnglish(firstPublishProblem({ ...full, categories: 0, images: 0 }))).toEqual({ tab: "categories", step: 3, message: "Please add some categories!" });
    expect(inEnglish(firstPublishProblem({ ...full, sources: 0 }))).toEqual({ tab: "sources", step: 4, message: "Please add some sources!" });
    expect(inEnglish(firstPublishProblem({ ...full, images: 0 }))).toEqual({ tab: "images", step: 5, message: "Please add some images!" });
    expect(inEnglish(firstPublishProblem(full))).toBeNull();
  });

  it("unsaved additions send the user to their tab first", () => {
    expect(inEnglish(firstPublishProblem(full, { sources: 1 }))).toEqual({ tab: "sources", step: 4, message: "Please save sources!" });
    expect(inEnglish(firstPublishProblem({ ...full, ingredients: 0 }, { ingredients: 2 }))).toEqual({ tab: "ingredients", step: 2, message: "Please save ingredients!" });
    expect(inEnglish(firstPublishProblem({ ...full, categories: 0 }, { images: 1 }))?.message).toBe("Please add some categories!");
  });
});
