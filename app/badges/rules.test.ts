import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { lbToKg } from "~/domain/units";
import { BADGES, badgeById, describeRule } from "./catalogue";
import { countedDays, earnedBadges, evaluateRule, NO_FACTS, streaks, type BadgeFacts, type LoggedDay } from "./rules";

const facts = (over: Partial<BadgeFacts>): BadgeFacts => ({ ...NO_FACTS, ...over });
const lb = (day: string, pounds: number) => ({ day, kg: lbToKg(pounds) });
const ids = (f: BadgeFacts) => earnedBadges(f).map((e) => `${e.badgeId}:${e.start}${e.end !== e.start ? `..${e.end}` : ""}`);

/** Consecutive days from `start`, each logged `lag` days after. */
function run(start: string, n: number, lag = 0): LoggedDay[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i);
    const day = d.toISOString().slice(0, 10);
    d.setUTCDate(d.getUTCDate() + lag);
    return { day, loggedOn: d.toISOString().slice(0, 10) };
  });
}

describe("the catalogue", () => {
  it("has about twelve badges with unique ids and codes, each with card text from its own parameters", () => {
    expect(BADGES).toHaveLength(12);
    expect(new Set(BADGES.map((b) => b.id)).size).toBe(12);
    expect(new Set(BADGES.map((b) => b.code)).size).toBe(12);
    expect(translateMessage("en", describeRule(badgeById(1)!.rule))).toBe("Weigh in 5 pounds below your first weigh-in.");
    expect(translateMessage("en", describeRule(badgeById(5)!.rule))).toBe("Weigh in 10% below your first weigh-in.");
    expect(translateMessage("en", describeRule(badgeById(7)!.rule))).toMatch(/^Keep your food journal 30 days in a row/);
    expect(translateMessage("en", describeRule(badgeById(9)!.rule))).toBe("Log your first workout.");
    expect(translateMessage("en", describeRule(badgeById(11)!.rule))).toBe("Log 50 workouts.");
    expect(translateMessage("en", describeRule(badgeById(12)!.rule))).toBe("Submit your first recipe to the clinic's cookbook.");
  });
});

describe("weight-loss badges", () => {
  it("nothing before a second weigh-in", () => {
    expect(earnedBadges(facts({ weights: [lb("2026-01-01", 250)] }))).toEqual([]);
  });

  it("5, 10 and 25 lb below the first weigh-in, each on the first day it was reached", () => {
    const weights = [lb("2026-01-01", 250), lb("2026-01-15", 246), lb("2026-01-29", 245), lb("2026-02-12", 239.5), lb("2026-03-12", 225)];
    expect(ids(facts({ weights }))).toEqual(["1:2026-01-29", "2:2026-02-12", "3:2026-03-12", "4:2026-03-12", "5:2026-03-12"]);
  });

  it("exactly 5.0 lb counts (stored kilograms do not lose it to rounding), 4.9 lb does not", () => {
    expect(ids(facts({ weights: [lb("2026-01-01", 187.3), lb("2026-01-02", 182.3)] }))).toEqual(["1:2026-01-02"]);
    expect(ids(facts({ weights: [lb("2026-01-01", 187.3), lb("2026-01-02", 182.4)] }))).toEqual([]);
  });

  it("percentages are of the starting weight; regaining later keeps the badge", () => {
    const weights = [lb("2026-01-01", 200), lb("2026-02-01", 190), lb("2026-03-01", 180), lb("2026-04-01", 199)];
    expect(ids(facts({ weights }))).toEqual(["1:2026-02-01", "2:2026-02-01", "4:2026-02-01", "5:2026-03-01"]);
  });

  it("a gain first and a loss later is judged from the first weigh-in", () => {
    expect(ids(facts({ weights: [lb("2026-01-01", 200), lb("2026-01-10", 210), lb("2026-01-20", 195)] }))).toEqual(["1:2026-01-20"]);
  });
});

describe("streak badges: a day counts if logged on the day or the next", () => {
  it("counted days: on the day, the next day, never later; each day once", () => {
    expect(countedDays([{ day: "2026-01-05", loggedOn: "2026-01-05" }, { day: "2026-01-06", loggedOn: "2026-01-07" }, { day: "2026-01-07", loggedOn: "2026-01-09" }]))
      .toEqual(["2026-01-05", "2026-01-06"]);
    expect(countedDays([{ day: "2026-01-05", loggedOn: "2026-01-05" }, { day: "2026-01-05", loggedOn: "2026-01-05" }])).toEqual(["2026-01-05"]);
  });

  it("runs cross month ends and need their full length", () => {
    expect(streaks(["2026-01-30", "2026-01-31", "2026-02-01"], 3)).toEqual([{ start: "2026-01-30", end: "2026-02-01", earned: "2026-02-01" }]);
    expect(streaks(["2026-01-30", "2026-02-01"], 2)).toEqual([]);
  });

  it("7 days in a row earn the journal week, with the streak's first and last day", () => {
    expect(ids(facts({ journal: run("2026-03-01", 7) }))).toEqual(["6:2026-03-01..2026-03-07"]);
    expect(ids(facts({ journal: run("2026-03-01", 6) }))).toEqual([]);
  });

  it("days logged the next day still count; a day back-filled later breaks the streak", () => {
    expect(ids(facts({ journal: run("2026-03-01", 7, 1) }))).toEqual(["6:2026-03-01..2026-03-07"]);
    const backfilled = run("2026-03-01", 7).map((d, i) => (i === 3 ? { ...d, loggedOn: "2026-04-01" } : d));
    expect(ids(facts({ journal: backfilled }))).toEqual([]);
  });

  it("each new streak earns the week again; a month also earns the month badge", () => {
    const journal = [...run("2026-03-01", 8), ...run("2026-03-20", 31)];
    expect(ids(facts({ journal }))).toEqual(["6:2026-03-01..2026-03-08", "6:2026-03-20..2026-04-19", "7:2026-03-20..2026-04-19"]);
  });

  it("a streak is earned on the day its length is reached, however long it then runs", () => {
    const journal = run("2026-10-02", 40);
    const month = earnedBadges(facts({ journal })).filter((e) => e.badgeId === 7);
    expect(month).toEqual([{ badgeId: 7, start: "2026-10-02", end: "2026-11-10", earned: "2026-10-31" }]);
    const week = earnedBadges(facts({ journal })).filter((e) => e.badgeId === 6);
    expect(week).toEqual([{ badgeId: 6, start: "2026-10-02", end: "2026-11-10", earned: "2026-10-08" }]);
  });

  it("hydration goal met 7 days running", () => {
    expect(ids(facts({ hydration: run("2026-05-01", 7) }))).toEqual(["8:2026-05-01..2026-05-07"]);
    expect(ids(facts({ hydration: run("2026-05-01", 7, 2) }))).toEqual([]);
  });
});

describe("count badges", () => {
  it("first, 10th and 50th workout, on the day of that workout", () => {
    const workouts = run("2026-01-01", 50).map((d) => d.day).reverse();
    expect(ids(facts({ workouts }))).toEqual(["9:2026-01-01", "10:2026-01-10", "11:2026-02-19"]);
    expect(ids(facts({ workouts: workouts.slice(0, 9) }))).toEqual(["9:2026-02-11"]);
  });

  it("first recipe submitted", () => {
    expect(ids(facts({ recipes: ["2026-06-02", "2026-05-30"] }))).toEqual(["12:2026-05-30"]);
    expect(evaluateRule({ kind: "recipe_count", count: 3 }, facts({ recipes: ["2026-06-02"] }))).toEqual([]);
  });
});

describe("day numbers", () => {
  it("count days the way the calendar does, leap years and all", async () => {
    const { dayNumber } = await import("./rules");
    const { addDays } = await import("~/domain/calendar");
    expect(dayNumber("1970-01-01")).toBe(0);
    let day = "2023-12-25";
    for (let i = 0; i < 800; i++) {
      expect(dayNumber(addDays(day, 1))).toBe(dayNumber(day) + 1);
      day = addDays(day, 1);
    }
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayNumber("2100-03-01") - dayNumber("2100-02-28")).toBe(1);
  });
});
