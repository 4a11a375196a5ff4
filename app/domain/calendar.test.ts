import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isFutureDay, parseDay, timeNowIn, todayIn, weekStart, weekdayOf } from "./calendar";

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

  it("keeps the day per zone and minute: the same day until local midnight, the next from it", () => {
    // Tampa on 2026-03-07 (UTC-5): 23:59:30, 23:59:59.999, then midnight; asked twice each.
    for (let round = 0; round < 2; round++) {
      expect(todayIn("America/New_York", new Date("2026-03-08T04:59:30Z"))).toBe("2026-03-07");
      expect(todayIn("America/New_York", new Date("2026-03-08T04:59:59.999Z"))).toBe("2026-03-07");
      expect(todayIn("America/New_York", new Date("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
      // The same minute elsewhere is another day (a half-hour zone included).
      expect(todayIn("Asia/Kolkata", new Date("2026-03-08T04:59:30Z"))).toBe("2026-03-08");
      expect(todayIn("Asia/Kolkata", new Date("2026-03-07T18:29:59Z"))).toBe("2026-03-07");
      expect(todayIn("Asia/Kolkata", new Date("2026-03-07T18:30:00Z"))).toBe("2026-03-08");
      // Before 1980 offsets had seconds (New York until 1883): formatted each time, not kept.
      expect(todayIn("America/New_York", new Date("1880-01-01T04:56:01Z"))).toBe("1879-12-31");
      expect(todayIn("America/New_York", new Date("1880-01-01T04:56:03Z"))).toBe("1880-01-01");
    }
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

  it("day arithmetic answers as the Date does, asked once or again, and refuses what is not a day", () => {
    const viaDate = (day: string, n: number) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    for (const day of ["1900-01-01", "1969-12-27", "1970-01-01", "2000-02-29", "2024-02-28", "2026-03-08", "2026-11-01", "2999-12-31"]) {
      for (const n of [-400, -8, -1, 0, 1, 7, 31, 366]) {
        for (let asked = 0; asked < 2; asked++) {
          expect(addDays(day, n)).toBe(viaDate(day, n));
          expect(daysBetween(day, viaDate(day, n))).toBe(n);
          expect(weekdayOf(viaDate(day, n))).toBe(new Date(`${viaDate(day, n)}T00:00:00Z`).getUTCDay());
        }
      }
    }
    expect(weekdayOf("1969-12-31")).toBe(3); // a Wednesday, before the day numbers' start
    expect(addDays("2026-11-30", 1.5)).toBe(viaDate("2026-11-30", 1.5));
    expect(() => addDays("not a day", 1)).toThrow(RangeError);
    expect(daysBetween("2026-11-30", "someday")).toBeNaN();
    expect(weekdayOf("2026-13-01")).toBeNaN();
  });
});

describe("timeNowIn", () => {
  it("says the time of day on the clinic's clock, each zone with its own formatter", () => {
    const at = new Date("2026-11-29T15:04:05Z");
    expect(timeNowIn("America/New_York", at)).toBe("10:04:05");
    expect(timeNowIn("Asia/Tokyo", at)).toBe("00:04:05");
    expect(timeNowIn("America/New_York", new Date("2026-07-01T03:00:00Z"))).toBe("23:00:00");
    expect(timeNowIn("Asia/Tokyo", at)).toBe("00:04:05");
  });
});
