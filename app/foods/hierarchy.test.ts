import { describe, expect, it } from "vitest";
import { descriptionParts, usdaFoodName, usdaGroupPath } from "./hierarchy";

describe("the USDA food hierarchy rule (docs/decisions/0011)", () => {
  it("levels 2 and 3 are the first two comma parts", () => {
    expect(usdaGroupPath("Chicken, broilers or fryers, breast, meat only, cooked, roasted")).toEqual({
      level2: "Chicken",
      level3: "broilers or fryers",
    });
    expect(usdaGroupPath("Apples, raw, with skin")).toEqual({ level2: "Apples", level3: "raw" });
  });

  it("commas inside parentheses do not split", () => {
    expect(descriptionParts("Chickpeas (garbanzo beans, bengal gram), mature seeds, raw")).toEqual([
      "Chickpeas (garbanzo beans, bengal gram)",
      "mature seeds",
      "raw",
    ]);
  });

  it("a one-part description is its own level 2 and 3", () => {
    expect(usdaGroupPath("Lard")).toEqual({ level2: "Lard", level3: "Lard" });
  });

  it("the name is the first part", () => {
    expect(usdaFoodName("Broccoli, raw")).toBe("Broccoli");
  });
});
