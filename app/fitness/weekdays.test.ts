import { describe, expect, it } from "vitest";
import { bookedDays, flagsOf, isWeekday, lastDateOf, sameFlags, tabsFrom, WEEKDAYS } from "./weekdays";

// 2026-11-23 is a Monday.
const MONDAY = "2026-11-23";

describe("weekday flags (Sunday 0 … Saturday 6)", () => {
  it("names the days Sunday first", () => {
    expect(WEEKDAYS.map((d) => `${d.index}:${d.key}`)).toEqual(["0:sunday", "1:monday", "2:tuesday", "3:wednesday", "4:thursday", "5:friday", "6:saturday"]);
  });

  it("turns days into columns and back", () => {
    const flags = flagsOf([0, 3, 6]);
    expect(flags).toEqual({ sunday: 1, monday: 0, tuesday: 0, wednesday: 1, thursday: 0, friday: 0, saturday: 1 });
    expect(bookedDays(flags)).toEqual([0, 3, 6]);
    expect(bookedDays(flagsOf([]))).toEqual([]);
    expect(bookedDays({ monday: true, tuesday: null, friday: 1 })).toEqual([1, 5]);
  });

  it("compares flags by meaning (0, null, missing and false are all 'not booked')", () => {
    expect(sameFlags({ monday: 1 }, flagsOf([1]))).toBe(true);
    expect(sameFlags({ monday: true, sunday: null }, flagsOf([1]))).toBe(true);
    expect(sameFlags(flagsOf([1]), flagsOf([1, 2]))).toBe(false);
  });

  it("knows a weekday index", () => {
    expect([0, 6, 7, -1, 1.5, "1"].map(isWeekday)).toEqual([true, true, false, false, false, false]);
  });
});

describe("My Progress's tabs", () => {
  it("start on today's weekday and go round the week", () => {
    expect(tabsFrom(MONDAY)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(tabsFrom("2026-11-22")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tabsFrom("2026-11-28")).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it("log a weekday's workout for its latest date that is not in the future", () => {
    expect(lastDateOf(1, MONDAY)).toBe(MONDAY);
    expect(lastDateOf(0, MONDAY)).toBe("2026-11-22");
    expect(lastDateOf(2, MONDAY)).toBe("2026-11-17");
    expect(lastDateOf(6, MONDAY)).toBe("2026-11-21");
    // Across a month and a year.
    expect(lastDateOf(5, "2027-01-01")).toBe("2027-01-01");
    expect(lastDateOf(4, "2027-01-01")).toBe("2026-12-31");
  });
});
