import { describe, expect, it } from "vitest";
import { ratingFlames } from "../codes";
import { formatsFor } from "~/i18n/format";
import { translate } from "~/i18n/i18n.server";
import { flameLabel, starLabel, starsOf } from "./stars";

const sayIn = (language: string) => (key: string, values: Record<string, string | number>) => translate(language, `common:${key}`, values);

describe("star rating", () => {
  it("shows the stored 0–10 rating as five stars of half a point", () => {
    expect(starsOf(0)).toBe(0);
    expect(starsOf(7)).toBe(3.5);
    expect(starsOf(10)).toBe(5);
  });
  it("rounds an average to the nearest half star and keeps within 0–5", () => {
    expect(starsOf(7.4)).toBe(3.5);
    expect(starsOf(7.6)).toBe(4);
    expect(starsOf(-2)).toBe(0);
    expect(starsOf(14)).toBe(5);
  });
  it("reads out the number of stars", () => {
    expect(starLabel(sayIn("en"), formatsFor("en-US"), 9)).toBe("Rated 4.5 out of 5 stars");
    expect(starLabel(sayIn("es"), formatsFor("es-US"), 9)).toBe("Calificación: 4.5 de 5 estrellas");
  });
  it("puts the rating in the spec's flame bands: up to 4.5, up to 6.5, above", () => {
    expect(ratingFlames(0)).toBe(1);
    expect(ratingFlames(4.5)).toBe(1);
    expect(ratingFlames(4.51)).toBe(2);
    expect(ratingFlames(6.5)).toBe(2);
    expect(ratingFlames(6.51)).toBe(3);
    expect(ratingFlames(10)).toBe(3);
    expect(flameLabel(sayIn("en"), 7)).toBe("Flame rating 3 of 3");
    expect(flameLabel(sayIn("es"), 7)).toBe("Calificación en llamas: 3 de 3");
  });
});
