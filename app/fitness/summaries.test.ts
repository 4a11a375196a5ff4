import { describe, expect, it } from "vitest";
import { chartBuckets, dayTotalsOf, goalProgress, percentOf, spanStart, summaryRows, weekTotals } from "./summaries";

const totals = dayTotalsOf([
  { done_on: "2026-11-15", minutes: 30, calories: 150.4 }, // Sunday
  { done_on: "2026-11-17", minutes: 20, calories: 60 },
  { done_on: "2026-11-17", minutes: 10, calories: null },
  { done_on: "2026-11-21", minutes: 45, calories: 250.6 }, // Saturday
  { done_on: "2026-11-23", minutes: 25, calories: 100 }, // Monday
]);

describe("day totals", () => {
  it("adds up a day's rows; no calories counts as 0", () => {
    expect(totals.get("2026-11-17")).toEqual({ minutes: 30, calories: 60 });
    expect(totals.size).toBe(4);
  });
});

describe("the Calories Burned summary", () => {
  it("one row per week, newest first: week of (Sunday), seven day values and a total", () => {
    const rows = summaryRows(totals, "2026-11-15", "2026-11-23");
    expect(rows).toEqual([
      { week_of: "2026-11-22", days: [0, 100, 0, 0, 0, 0, 0], total: 100 },
      { week_of: "2026-11-15", days: [150, 0, 60, 0, 0, 0, 251], total: 461 },
    ]);
  });

  it("leaves out days outside the period", () => {
    const rows = summaryRows(totals, "2026-11-16", "2026-11-20");
    expect(rows).toEqual([{ week_of: "2026-11-15", days: [0, 0, 60, 0, 0, 0, 0], total: 60 }]);
    expect(summaryRows(totals, "2026-11-24", "2026-11-23")).toEqual([]);
  });
});

describe("the history chart", () => {
  it("by day: every day of the span, empty days as 0", () => {
    const b = chartBuckets(totals, "2026-11-20", "2026-11-23", "day");
    expect(b.categories).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]);
    expect(b.minutes).toEqual([0, 45, 0, 25]);
    expect(b.calories).toEqual([0, 251, 0, 100]);
  });

  it("by week: Sunday-based weeks, only days inside the span counted", () => {
    const b = chartBuckets(totals, "2026-11-16", "2026-11-23", "week");
    expect(b.categories).toEqual(["2026-11-15", "2026-11-22"]);
    expect(b.minutes).toEqual([75, 25]);
    expect(b.calories).toEqual([311, 100]);
  });

  it("a span of n weeks ends today and starts on a Sunday", () => {
    expect(spanStart("2026-11-23", 1)).toBe("2026-11-22");
    expect(spanStart("2026-11-23", 2)).toBe("2026-11-15");
    expect(spanStart("2026-11-23", 8)).toBe("2026-10-04");
  });
});

describe("weekly totals and goals", () => {
  const entries = [
    { done_on: "2026-11-16", type_of_activity: "Cardio" as const, minutes: 30, calories_kcal: 120 },
    { done_on: "2026-11-17", type_of_activity: "Cardio" as const, minutes: 45, calories_kcal: 200.4 },
    { done_on: "2026-11-17", type_of_activity: "Resistance" as const, minutes: 10, calories_kcal: 40 },
    { done_on: "2026-11-17", type_of_activity: "Resistance" as const, minutes: 10, calories_kcal: 40 },
    { done_on: "2026-11-19", type_of_activity: "Resistance" as const, minutes: 15, calories_kcal: null },
    { done_on: "2026-11-20", type_of_activity: "Flexibility" as const, minutes: 20, calories_kcal: 30 },
    { done_on: "2026-11-21", type_of_activity: "None" as const, minutes: 60, calories_kcal: 100 },
  ];

  it("cardio in minutes, resistance and flexibility in sessions (days with an entry), calories whole", () => {
    expect(weekTotals(entries)).toEqual({ cardio: 75, resistance: 2, flexibility: 1, calories_burned: 530 });
    expect(weekTotals([])).toEqual({ cardio: 0, resistance: 0, flexibility: 0, calories_burned: 0 });
  });

  it("shows each goal's share, capped at 100 %", () => {
    const progress = goalProgress({ cardio: 150, resistance: 2, flexibility: 0.5, calories_burned: 400 }, weekTotals(entries));
    expect(progress.map((p) => [p.key, p.done, p.goal, p.percent])).toEqual([
      ["cardio", 75, 150, 50],
      ["resistance", 2, 2, 100],
      ["flexibility", 1, 0.5, 100],
      ["calories_burned", 530, 400, 100],
    ]);
  });

  it("without a goal every share is 0 until something is done", () => {
    expect(goalProgress(null, weekTotals([])).map((p) => p.percent)).toEqual([0, 0, 0, 0]);
    expect(percentOf(10, 0)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });
});

describe("counting days", () => {
  it("walks the calendar across months, leap days and years", async () => {
    const { eachDay } = await import("./summaries");
    expect(eachDay("2028-02-27", "2028-03-01")).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(eachDay("2027-02-28", "2027-03-01")).toEqual(["2027-02-28", "2027-03-01"]);
    expect(eachDay("2100-02-28", "2100-03-01")).toEqual(["2100-02-28", "2100-03-01"]);
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(eachDay("2026-11-23", "2026-11-22")).toEqual([]);
    expect(eachDay("2024-01-01", "2025-12-31")).toHaveLength(731);
  });
});
