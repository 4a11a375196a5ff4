import { describe, expect, it } from "vitest";
import { chartWindow, trendLine, TREND_HALF_LIFE_DAYS } from "./trend";

describe("the weight trend line (time-weighted moving average, half-life 7 days)", () => {
  it("starts at the first weigh-in and stays on a flat series", () => {
    expect(trendLine([{ day: "2026-01-01", kg: 90 }])).toEqual([90]);
    expect(trendLine([{ day: "2026-01-01", kg: 90 }, { day: "2026-01-08", kg: 90 }, { day: "2026-01-22", kg: 90 }])).toEqual([90, 90, 90]);
  });

  it("moves half way to a new weight a half-life later, a quarter… of the rest after another", () => {
    const t = trendLine([{ day: "2026-01-01", kg: 100 }, { day: "2026-01-08", kg: 90 }, { day: "2026-01-15", kg: 90 }]);
    expect(t[1]).toBeCloseTo(95, 10);
    expect(t[2]).toBeCloseTo(92.5, 10);
    expect(TREND_HALF_LIFE_DAYS).toBe(7);
  });

  it("weighs an entry by the time since the last one, not by its position", () => {
    const nextDay = trendLine([{ day: "2026-01-01", kg: 100 }, { day: "2026-01-02", kg: 90 }])[1];
    const monthLater = trendLine([{ day: "2026-01-01", kg: 100 }, { day: "2026-01-31", kg: 90 }])[1];
    expect(100 - nextDay).toBeCloseTo(10 * (1 - 2 ** (-1 / 7)), 10); // about 0.94 kg
    expect(100 - monthLater).toBeGreaterThan(9.4);
  });

  it("a one-day slip on a biweekly series barely moves the trend", () => {
    const days = ["2026-01-01", "2026-01-15", "2026-01-29", "2026-01-30"];
    const t = trendLine(days.map((day, i) => ({ day, kg: i === 3 ? 95 : 100 })));
    expect(t[3]).toBeGreaterThan(99.5);
  });

  it("entries on the same day count as half a day apart, in the order made", () => {
    const t = trendLine([{ day: "2026-01-01", kg: 100 }, { day: "2026-01-01", kg: 98 }]);
    expect(t[1]).toBeCloseTo(100 - 2 * (1 - 2 ** (-0.5 / 7)), 10);
  });
});

describe("the chart window (spec part 3 §9)", () => {
  const n = (count: number) => Array.from({ length: count }, (_, i) => i);
  it("shows every entry up to 12", () => {
    expect(chartWindow(n(12))).toEqual(n(12));
    expect(chartWindow([])).toEqual([]);
  });
  it("with more than 12, the first plus the last 11", () => {
    expect(chartWindow(n(13))).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(chartWindow(n(40))).toEqual([0, ...n(11).map((i) => 29 + i)]);
  });
});
