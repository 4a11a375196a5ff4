import { describe, expect, it } from "vitest";
import { BADGES, badgeImageUrl, badgeName, describeRule, lossKg } from "./catalogue";
import { badgeSvg, emblemLabel } from "./emblem";

/** A member who reads kilograms reads the weight badges in kilograms (issue 36): the same badge, the same loss. */
describe("badges in the member's units", () => {
  const weightBadges = BADGES.filter((b) => b.rule.kind === "weight_loss_lb");

  it("every badge named by a weight has a metric name giving the same loss in kilograms, and only those", () => {
    for (const def of BADGES) {
      if (def.rule.kind !== "weight_loss_lb") {
        expect(def.metricName, def.name).toBeUndefined();
        continue;
      }
      expect(def.name).toContain(`${def.rule.pounds} Pounds`);
      expect(def.metricName).toContain(`${lossKg(def.rule.pounds)} Kilograms`);
    }
    expect(weightBadges.map((b) => badgeName(b, "metric"))).toEqual(["First 2.3 Kilograms", "4.5 Kilograms Down", "11.3 Kilograms Down"]);
    expect(weightBadges.map((b) => badgeName(b, "imperial"))).toEqual(["First 5 Pounds", "10 Pounds Down", "25 Pounds Down"]);
  });

  it("the card text, the medal and its picture follow the units; the other badges do not change", () => {
    const first = weightBadges[0];
    expect(describeRule(first.rule, "metric")).toBe("Weigh in 2.3 kilograms below your first weigh-in.");
    expect(describeRule(first.rule)).toBe("Weigh in 5 pounds below your first weigh-in.");
    expect(emblemLabel(first.rule, "metric")).toBe("2.3 KG");
    expect(badgeSvg(first, "metric")).toContain('aria-label="First 2.3 Kilograms"');
    expect(badgeSvg(first, "metric")).not.toContain(">5 LB<");
    expect(badgeImageUrl(first, "metric")).toBe("/badge-images/lost-5-lb.svg?units=metric");
    const pct = BADGES.find((b) => b.rule.kind === "weight_loss_pct")!;
    expect(badgeName(pct, "metric")).toBe(pct.name);
    expect(badgeImageUrl(pct, "metric")).toBe(`/badge-images/${pct.code}.svg`);
  });
});
