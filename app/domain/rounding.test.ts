import { describe, expect, it } from "vitest";
import { apportion, shown } from "./rounding";
import { roundTo } from "./units";

describe("one rounding rule: parts add up to the total as shown", () => {
  it("a fitness week of 36.6 + 33.6 kcal is 70, shown as 37 + 33 (not 37 + 34)", () => {
    expect(apportion([36.6, 33.6])).toEqual([37, 33]);
    expect(shown(36.6 + 33.6)).toBe(70);
  });

  it("a day of many entries adds up to its rounded total", () => {
    const entries = [120.4, 340.4, 95.4, 210.4, 414.4];
    const parts = apportion(entries);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(shown(entries.reduce((a, b) => a + b, 0)));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1181);
  });

  it("takes a given total (a meal's share of the day) and decimals", () => {
    expect(apportion([10.5, 10.5], 0, 20)).toEqual([10, 10]);
    expect(apportion([10.5, 10.5], 0, 22)).toEqual([11, 11]);
    expect(apportion([0.37, 0.37], 1)).toEqual([0.4, 0.3]);
    expect(apportion([])).toEqual([]);
    expect(apportion([0, 0, 0], 0, 0)).toEqual([0, 0, 0]);
  });

  it("each part stays within one unit of its own value", () => {
    for (let trial = 0; trial < 200; trial++) {
      const values = Array.from({ length: 1 + (trial % 9) }, (_, i) => ((trial * 37 + i * 101) % 997) / 7);
      const parts = apportion(values);
      parts.forEach((p, i) => expect(Math.abs(p - values[i])).toBeLessThan(1));
      expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.round(values.reduce((a, b) => a + b, 0)));
    }
  });
});

describe("a value rounded to zero is 0, never -0", () => {
  // A page's data carried -0 as 0 to the browser, which drew "0" where the server had drawn "-0".
  it("for the display roundings", () => {
    for (const v of [roundTo(-0.04, 1), roundTo(-0.004, 2), shown(-0.4), shown(-0.04, 1)]) expect(Object.is(v, 0)).toBe(true);
    expect(roundTo(-0.06, 1)).toBe(-0.1);
    expect(shown(-0.6)).toBe(-1);
  });
});
