import { describe, expect, it } from "vitest";
import { axisDayFormat, formatCount, formatDate, formatLongDate, formatMonthDay, formatNumber, formatShortDate, formatTime } from "./format";

describe("formatting", () => {
  it("shows calendar days as that day, and timestamps in UTC", () => {
    expect(formatLongDate("2026-12-03")).toBe("Thursday, December 3, 2026");
    expect(formatDate("2026-12-03")).toBe("December 3, 2026");
    expect(formatDate("2026-12-03T23:30:00.000Z")).toBe("December 3, 2026");
    expect(formatShortDate("2026-01-05")).toBe("Jan 5, 2026");
    expect(formatMonthDay("2026-01-05")).toBe("Jan 5");
  });

  it("times and numbers", () => {
    expect(formatTime("00:05")).toBe("12:05 AM");
    expect(formatTime("14:30")).toBe("2:30 PM");
    expect(formatCount(8789)).toBe("8,789");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatNumber(2.04, 1)).toBe("2");
    expect(formatNumber(180.456, 2)).toBe("180.46");
  });

  it("never shows -0: what rounds to zero is no change (the server and the browser drew -0 and 0)", () => {
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.04)).toBe("0");
    expect(formatNumber(-0.05)).toBe("-0.1");
    expect(formatNumber(-0.004, 2)).toBe("0");
    expect(formatCount(-0.4)).toBe("0");
    expect(formatCount(-0.6)).toBe("-1");
  });
});

describe("chart axis days", () => {
  it("leave the year out within one year and give it once the days span two", () => {
    expect(["2026-01-05", "2026-11-25"].map(axisDayFormat(["2026-01-05", "2026-11-25"]))).toEqual(["Jan 5", "Nov 25"]);
    const span = ["2025-11-25", "2026-11-25"];
    expect(span.map(axisDayFormat(span))).toEqual(["Nov 25, 2025", "Nov 25, 2026"]);
  });
});

describe("formats in a language (issue 41)", () => {
  it("says days, times and numbers as a Spanish reader in the US reads them", async () => {
    const { formatsFor } = await import("./format");
    const es = formatsFor("es-US");
    expect(es.longDate("2026-12-03")).toBe("jueves, 3 de diciembre de 2026");
    expect(es.number(12345.67, 1)).toBe("12,345.7");
    expect(es.time("14:30")).toBe("2:30 p.m.");
    expect(formatsFor("en-US").time("14:30")).toBe("2:30 PM");
    expect(formatsFor("en-US").time("00:05")).toBe("12:05 AM");
  });
});
