import { describe, expect, it } from "vitest";
import { MEASURES, type MeasureKey } from "./codes";
import { reportRows, worstByDay, type DayFacts } from "./intake";

/** A logged day with only fluids (and energy) set, in fluid ounces as the journal stores them. */
function day(date: string, hydration: number, side_effect: DayFacts["side_effect"] = null): DayFacts {
  const values = Object.fromEntries(MEASURES.map((m) => [m.key, 0])) as Record<MeasureKey, number>;
  return { day: date, logged: true, values: { ...values, hydration, calories: 1234.4 }, goal: null, minutes: 0, burned: 0, side_effect };
}
const noWeights = { days: [], trendKg: [] };
const range = { from: "2026-11-01", to: "2026-11-02" };

describe("a report's fluids in the reader's units (decision 0260)", () => {
  it("averages the days as the journal shows them: ounces to the hundredth, or whole millilitres", () => {
    const days = [day("2026-11-01", 16), day("2026-11-02", 10.004)];
    expect(reportRows(days, noWeights, range, "week", "imperial").total.averages.hydration).toBe(13);
    // 473 mL and 296 mL as shown; their mean, 384.5, shown whole.
    expect(reportRows(days, noWeights, range, "week", "metric").total.averages.hydration).toBe(385);
    // Energy is the same in either.
    expect(reportRows(days, noWeights, range, "day", "metric").rows.map((r) => r.averages.calories)).toEqual([1234, 1234]);
  });
});

describe("the worst side effect", () => {
  it("is the most severe; on one day the symptom the check-in lists first; across days the latest at that severity", () => {
    const marks = worstByDay([
      { day: "2026-11-01", symptom: "headache", severity: 3 },
      { day: "2026-11-01", symptom: "fatigue", severity: 3 },
      { day: "2026-11-02", symptom: "nausea", severity: 2 },
    ]);
    expect(marks.get("2026-11-01")).toEqual({ symptom: "fatigue", severity: 3 });
    const days = [day("2026-11-01", 0, marks.get("2026-11-01")!), day("2026-11-02", 0, { symptom: "constipation", severity: 3 })];
    const report = reportRows(days, noWeights, range, "day", "imperial");
    expect(report.total.worst_side_effect).toEqual({ symptom: "constipation", severity: 3, day: "2026-11-02" });
    expect(report.rows.map((r) => r.worst_side_effect?.symptom ?? null)).toEqual(["fatigue", "constipation"]);
    expect(reportRows([day("2026-11-01", 0)], noWeights, range, "week", "imperial").total.worst_side_effect).toBeNull();
  });
});
