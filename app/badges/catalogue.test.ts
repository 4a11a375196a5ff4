import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { BADGES, badgeImageUrl, badgeName, describeRule, lossKg } from "./catalogue";
import { badgeSvg, emblemLabel } from "./emblem";

/** The names and card texts travel as messages (issue 41): read here as an English reader reads them. */
const english = (text: string) => translateMessage("en", text);

/** A member who reads kilograms reads the weight badges in kilograms (issue 36): the same badge, the same loss. */
describe("badges in the member's units", () => {
  const weightBadges = BADGES.filter((b) => b.rule.kind === "weight_loss_lb");

  it("every badge named by a weight has a metric name giving the same loss in kilograms, and only those", () => {
    for (const def of BADGES) {
      if (def.rule.kind !== "weight_loss_lb") {
        expect(def.metricName, def.code).toBeUndefined();
        continue;
      }
      expect(english(badgeName(def, "imperial"))).toContain(`${def.rule.pounds} Pounds`);
      expect(english(badgeName(def, "metric"))).toContain(`${lossKg(def.rule.pounds)} Kilograms`);
    }
    expect(weightBadges.map((b) => english(badgeName(b, "metric")))).toEqual(["First 2.3 Kilograms", "4.5 Kilograms Down", "11.3 Kilograms Down"]);
    expect(weightBadges.map((b) => english(badgeName(b, "imperial")))).toEqual(["First 5 Pounds", "10 Pounds Down", "25 Pounds Down"]);
  });

  it("the card text, the medal and its picture follow the units; the other badges do not change", () => {
    const first = weightBadges[0];
    expect(english(describeRule(first.rule, "metric"))).toBe("Weigh in 2.3 kilograms below your first weigh-in.");
    expect(english(describeRule(first.rule))).toBe("Weigh in 5 pounds below your first weigh-in.");
    expect(emblemLabel(first.rule, "metric")).toBe("2.3 KG");
    expect(badgeSvg(first, "metric")).toContain('aria-label="First 2.3 Kilograms"');
    expect(badgeSvg(first, "metric")).not.toContain(">5 LB<");
    expect(badgeImageUrl(first, "metric")).toBe("/badge-images/lost-5-lb.svg?units=metric");
    const pct = BADGES.find((b) => b.rule.kind === "weight_loss_pct")!;
    expect(badgeName(pct, "metric")).toBe(badgeName(pct, "imperial"));
    expect(badgeImageUrl(pct, "metric")).toBe(`/badge-images/${pct.code}.svg`);
  });
});

describe("badges in the reader's language (issue 41)", () => {
  it("every badge has a name and a card text in every language, in the member's units", () => {
    for (const def of BADGES) {
      for (const units of ["imperial", "metric"] as const) {
        for (const language of ["en", "es"]) {
          expect(translateMessage(language, badgeName(def, units)), `${def.code} ${units} ${language}`).not.toMatch(/^badges:/);
          expect(translateMessage(language, describeRule(def.rule, units)), `${def.code} ${units} ${language}`).not.toMatch(/^badges:/);
        }
      }
    }
    const [first] = BADGES;
    expect(translateMessage("es", badgeName(first, "imperial"))).toBe("Primeras 5 libras");
    expect(translateMessage("es", badgeName(first, "metric"))).toBe("Primeros 2,3 kilogramos");
    expect(translateMessage("es", describeRule(first.rule, "metric"))).toBe("Registre un peso 2,3 kilogramos por debajo de su primer registro de peso.");
    expect(translateMessage("es", describeRule(BADGES[10].rule))).toBe("Registre 50 entrenamientos.");
  });
});
