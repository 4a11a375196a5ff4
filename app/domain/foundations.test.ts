import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isFutureDay, parseDay, todayIn, weekStart, weekdayOf } from "./calendar";
import { firstError } from "./outcome";
import { conformErrors, foundOr404, pageOutcome } from "./page.server";
import { param, readParams } from "./params.server";

const url = (q: string) => new URL(`http://x.test/page?${q}`);

describe("page query parameters", () => {
  const shape = {
    offset: param.offset(30),
    id: param.id(),
    search: param.search(),
    ordering: param.oneOf(["name", "-created"] as const, "name"),
    category: param.ids(),
    day: param.day(),
    scale: param.int(4, { min: 1, max: 99 }),
    add: param.flag(),
  };

  it("reads good values", () => {
    const q = readParams(url("offset=60&id=7&search=%20chicken%20&ordering=-created&category=1&category=2,3&day=2026/02/03&scale=6&add=1"), shape);
    expect(q).toEqual({ offset: 60, id: 7, search: "chicken", ordering: "-created", category: [1, 2, 3], day: "2026-02-03", scale: 6, add: true });
  });

  it("falls back to defaults for missing values", () => {
    expect(readParams(url(""), shape)).toEqual({ offset: 0, id: null, search: "", ordering: "name", category: [], day: null, scale: 4, add: false });
  });

  it("never fails on a hand-edited URL: each bad value is its default", () => {
    const q = readParams(url("offset=abc&id=-3&search=ab&ordering=drop&category=x,0,5&day=2026-02-30&scale=1000&add=maybe"), shape);
    expect(q).toEqual({ offset: 0, id: null, search: "", ordering: "name", category: [5], day: null, scale: 4, add: false });
  });

  it("rounds an offset down to a whole page", () => {
    expect(readParams(url("offset=75"), { offset: param.offset(30) }).offset).toBe(60);
    expect(readParams(url("offset=75"), { offset: param.offset() }).offset).toBe(75);
  });

  it("takes a Request as well as a URL", () => {
    expect(readParams(new Request("http://x.test/?id=12"), { id: param.id() }).id).toBe(12);
  });
});

describe("outcomes in pages", () => {
  it("not found and forbidden become 404 and 403 responses", () => {
    expect(() => pageOutcome({ ok: false, reason: "not_found" })).toThrow(Response);
    try {
      pageOutcome({ ok: false, reason: "forbidden" });
    } catch (e) {
      expect((e as Response).status).toBe(403);
    }
    try {
      foundOr404(null);
    } catch (e) {
      expect((e as Response).status).toBe(404);
    }
  });

  it("success and field errors come back", () => {
    expect(pageOutcome({ ok: true, data: 3 })).toEqual({ ok: true, data: 3 });
    expect(pageOutcome({ ok: false, reason: "invalid", errors: { name: ["Required"] } })).toEqual({ ok: false, errors: { name: ["Required"] } });
    expect(foundOr404(0)).toBe(0);
  });

  it("field errors as conform errors: bulk-row keys lose their row, non_field_errors are the form's", () => {
    expect(conformErrors({ non_field_errors: ["Nope"], "0.measure": ["Please select weight!"], name: ["Required"] })).toEqual({
      formErrors: ["Nope"],
      fieldErrors: { measure: ["Please select weight!"], name: ["Required"] },
    });
  });

  it("the first error of a set, or the fallback", () => {
    expect(firstError({ a: [], b: ["second"] }, "fallback")).toBe("second");
    expect(firstError(undefined, "fallback")).toBe("fallback");
  });
});

describe("calendar days", () => {
  it("today is the clinic's calendar day, not the server's", () => {
    // 03:30 UTC on the 24th is still the 23rd in Tampa and Denver.
    const now = new Date("2026-11-24T03:30:00Z");
    expect(todayIn("America/New_York", now)).toBe("2026-11-23");
    expect(todayIn("America/Denver", now)).toBe("2026-11-23");
    expect(todayIn("UTC", now)).toBe("2026-11-24");
    expect(isFutureDay("2026-11-24", "America/New_York", now)).toBe(true);
    expect(isFutureDay("2026-11-23", "America/New_York", now)).toBe(false);
  });

  it("parses both API date forms and refuses impossible days", () => {
    expect(parseDay("2026/11/23")).toBe("2026-11-23");
    expect(parseDay("2026-11-23")).toBe("2026-11-23");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2024-02-29")).toBe("2024-02-29");
    // Only 1900 to 2999: past 9999-12-31 the next day would not sort after it as text.
    expect(parseDay("1900-01-01")).toBe("1900-01-01");
    expect(parseDay("2999-12-31")).toBe("2999-12-31");
    expect(parseDay("1899-12-31")).toBeNull();
    expect(parseDay("0000-01-01")).toBeNull();
    expect(parseDay("3000-01-01")).toBeNull();
    expect(parseDay("9999-12-31")).toBeNull();
    expect(parseDay("23/11/2026")).toBeNull();
    expect(parseDay(20261123)).toBeNull();
  });

  it("day arithmetic across months, years and daylight saving", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-08", -1)).toBe("2026-03-07");
    expect(daysBetween("2026-03-01", "2026-03-15")).toBe(14);
    expect(weekdayOf("2026-11-22")).toBe(0); // a Sunday
    expect(weekStart("2026-11-25")).toBe("2026-11-22");
  });
});
