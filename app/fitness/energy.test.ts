import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { burn, caloriesFor, grossKcal, intensityOf, netKcal, NO_WEIGHT_MESSAGE, potentialBurn } from "./energy";

describe("the energy rule: kcal = MET × kg × h, counted net of rest", () => {
  it("gross is MET × body weight × hours", () => {
    expect(grossKcal(4.3, 100, 60)).toBe(430);
    expect(grossKcal(4.3, 100, 30)).toBe(215);
    expect(grossKcal(8, 75, 45)).toBe(450);
  });

  it("net takes away the resting MET: (MET − 1) × kg × h", () => {
    expect(netKcal(4.3, 100, 60)).toBe(330);
    expect(netKcal(4.3, 100, 30)).toBe(165);
    // 120 kg, brisk walk, 20 minutes: 3.3 × 120 / 3 = 132.
    expect(netKcal(4.3, 120, 20)).toBe(132);
    expect(burn(2.5, 90, 40)).toEqual({ net: 90, gross: 150 });
  });

  it("an activity at or below rest burns nothing above it", () => {
    expect(netKcal(1, 100, 60)).toBe(0);
    expect(netKcal(0.95, 100, 480)).toBe(0);
    expect(grossKcal(0.95, 100, 60)).toBe(95);
  });

  it("keeps one decimal", () => {
    expect(netKcal(3.3, 81.7, 17)).toBe(Math.round(2.3 * 81.7 * (17 / 60) * 10) / 10);
  });

  it("refuses nonsense rather than answering it", () => {
    expect(() => netKcal(0, 80, 30)).toThrow(RangeError);
    expect(() => netKcal(3, 0, 30)).toThrow(RangeError);
    expect(() => netKcal(3, 80, -1)).toThrow(RangeError);
    expect(() => netKcal(Number.NaN, 80, 30)).toThrow(RangeError);
  });
});

describe("the calories a log stores", () => {
  it("what the member typed, when they typed it", () => {
    expect(caloriesFor({ met: 4.3, minutes: 30, weightKg: 100, entered: 210 })).toEqual({ calories_kcal: 210, calories_gross_kcal: null, calories_entered: 1 });
    expect(caloriesFor({ met: 4.3, minutes: 30, weightKg: null, entered: 0 })).toEqual({ calories_kcal: 0, calories_gross_kcal: null, calories_entered: 1 });
  });

  it("otherwise the net burn at their weight, with the gross beside it", () => {
    expect(caloriesFor({ met: 4.3, minutes: 30, weightKg: 100, entered: null })).toEqual({ calories_kcal: 165, calories_gross_kcal: 215, calories_entered: 0 });
  });

  it("nothing without a weight", () => {
    expect(caloriesFor({ met: 4.3, minutes: 30, weightKg: null, entered: undefined })).toEqual({ calories_kcal: null, calories_gross_kcal: null, calories_entered: 0 });
  });
});

describe("Potential Burn", () => {
  it("gives the net figure for 15, 30, 45 and 60 minutes, 30 as the headline", () => {
    const b = potentialBurn({ name: "Brisk walk", met: 4.3 }, 100);
    expect(b.met_table).toEqual([
      { minutes: 15, calories: 83, gross_calories: 108 },
      { minutes: 30, calories: 165, gross_calories: 215 },
      { minutes: 45, calories: 248, gross_calories: 323 },
      { minutes: 60, calories: 330, gross_calories: 430 },
    ]);
    expect(b.value).toBe(165);
    expect(b.name).toBe("Brisk walk");
    // A message the API says in the caller's language.
    expect(translateMessage("en", b.message)).toBe("30 minutes of brisk walk burns about 165 calories above rest at your weight.");
    expect(translateMessage("es", b.message)).toBe("30 minutos de brisk walk queman unas 165 calorías por encima del reposo con su peso.");
  });

  it("asks for a weight when there is none", () => {
    const b = potentialBurn({ name: "Brisk walk", met: 4.3 }, null);
    expect(b).toMatchObject({ value: null, met_table: [], message: NO_WEIGHT_MESSAGE, weight_kg: null });
    expect(translateMessage("en", b.message)).toBe("Add your weight to see the calories this burns for you.");
    expect(translateMessage("es", b.message)).toBe("Agregue su peso para ver las calorías que esto le hace quemar.");
  });
});

describe("intensity bands (the flames)", () => {
  it("light under 3 METs, moderate from 3, vigorous from 6", () => {
    expect([1, 2.9, 3, 5.9, 6, 12].map(intensityOf)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
