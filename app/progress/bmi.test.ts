import { describe, expect, it } from "vitest";
import { bmiCategory, bmiOf } from "./bmi";
import { feetAndInches, inOf, inToCm, kgToLb, lbOf, lbToKg } from "~/domain/units";

describe("BMI", () => {
  it("is kilograms over metres squared, from the unrounded values", () => {
    expect(bmiOf(70, 175)).toBeCloseTo(22.857, 3);
    // 200 lb at 5 ft 10 in: the familiar 28.7.
    expect(bmiOf(lbToKg(200), inToCm(70))).toBeCloseTo(28.7, 1);
  });
  it("is unknown without a height", () => {
    expect(bmiOf(80, null)).toBeNull();
    expect(bmiOf(80, 0)).toBeNull();
  });
  it("falls into the adult categories by the value shown", () => {
    expect(bmiCategory(18.4)).toBe("Underweight");
    expect(bmiCategory(18.5)).toBe("Healthy weight");
    expect(bmiCategory(24.94)).toBe("Healthy weight");
    expect(bmiCategory(24.96)).toBe("Overweight"); // shown as 25.0
    expect(bmiCategory(30)).toBe("Obesity (class 1)");
    expect(bmiCategory(35)).toBe("Obesity (class 2)");
    expect(bmiCategory(52)).toBe("Obesity (class 3)");
  });
});

describe("units", () => {
  it("pounds and kilograms round-trip without drift", () => {
    expect(kgToLb(lbToKg(187.4))).toBeCloseTo(187.4, 10);
    expect(lbOf(lbToKg(187.4))).toBe(187.4);
    expect(lbOf(null)).toBeNull();
  });
  it("inches and centimetres, and a height in feet and inches", () => {
    expect(inOf(inToCm(65.5))).toBe(65.5);
    expect(feetAndInches(67)).toBe("5 ft 7 in");
    expect(feetAndInches(71.6)).toBe("6 ft 0 in");
  });
});
