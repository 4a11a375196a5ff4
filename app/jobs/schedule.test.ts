import { describe, expect, it } from "vitest";
import { dueDay, hhmm, localClock } from "./schedule";

/** The scheduler's clinic-time arithmetic, across daylight-saving changes (docs/decisions/0131). */
const NY = "America/New_York";
const at = (iso: string) => new Date(iso);

describe("the clinic's wall clock", () => {
  it("reads the clinic's day, minute and weekday, not the server's", () => {
    expect(localClock(NY, at("2026-11-24T03:30:00Z"))).toEqual({ day: "2026-11-23", minutes: 22 * 60 + 30, weekday: 1 });
    expect(localClock("America/Los_Angeles", at("2026-11-24T03:30:00Z"))).toEqual({ day: "2026-11-23", minutes: 19 * 60 + 30, weekday: 1 });
    expect(localClock("Pacific/Honolulu", at("2026-11-24T12:00:00Z"))).toEqual({ day: "2026-11-24", minutes: 2 * 60, weekday: 2 });
  });

  it("answers each zone by the minute it is asked in, across midnight and a clock change, zones taken in turn", () => {
    // The same minute, later seconds: the same answer, and a copy the caller may change.
    const first = localClock(NY, at("2026-11-24T04:59:00Z"));
    first.minutes = -1;
    expect(localClock(NY, at("2026-11-24T04:59:59.999Z"))).toEqual({ day: "2026-11-23", minutes: 23 * 60 + 59, weekday: 1 });
    expect(localClock("Pacific/Honolulu", at("2026-11-24T04:59:30Z"))).toEqual({ day: "2026-11-23", minutes: 18 * 60 + 59, weekday: 1 });
    // The next minute is the clinic's next day.
    expect(localClock(NY, at("2026-11-24T05:00:00Z"))).toEqual({ day: "2026-11-24", minutes: 0, weekday: 2 });
    // Spring forward (2026-03-08, 02:00 EST → 03:00 EDT): one minute apart, an hour apart on the wall.
    expect(localClock(NY, at("2026-03-08T06:59:30Z"))).toMatchObject({ minutes: 60 + 59 });
    expect(localClock(NY, at("2026-03-08T07:00:10Z"))).toMatchObject({ minutes: 3 * 60 });
    // Back in time is asked afresh too.
    expect(localClock(NY, at("2026-03-08T06:59:00Z"))).toMatchObject({ minutes: 60 + 59 });
  });
});

describe("a daily slot (19:00, nothing logged today)", () => {
  const evening = { at: hhmm("19:00") };
  it("is due from 19:00 until the clinic's midnight, keyed by the clinic's day", () => {
    // 2026-11-23 is EST (UTC−5): 19:00 is 00:00Z the next UTC day.
    expect(dueDay(evening, NY, at("2026-11-23T23:59:00Z"))).toBeNull();
    expect(dueDay(evening, NY, at("2026-11-24T00:00:00Z"))).toBe("2026-11-23");
    expect(dueDay(evening, NY, at("2026-11-24T04:59:00Z"))).toBe("2026-11-23");
    // Past the clinic's midnight it is the next day, and not due yet.
    expect(dueDay(evening, NY, at("2026-11-24T05:00:00Z"))).toBeNull();
  });

  it("follows the clock across the spring-forward day: 19:00 is an hour earlier in UTC", () => {
    // 2026-03-07 is EST: 19:00 is 00:00Z on the 8th.
    expect(dueDay(evening, NY, at("2026-03-07T23:59:00Z"))).toBeNull();
    expect(dueDay(evening, NY, at("2026-03-08T00:00:00Z"))).toBe("2026-03-07");
    // 2026-03-08 is EDT from 02:00 (UTC−4): 19:00 is 23:00Z the same day.
    expect(dueDay(evening, NY, at("2026-03-08T22:59:00Z"))).toBeNull();
    expect(dueDay(evening, NY, at("2026-03-08T23:00:00Z"))).toBe("2026-03-08");
    // Arizona keeps no daylight saving: 19:00 MST stays 02:00Z.
    expect(dueDay(evening, "America/Phoenix", at("2026-03-09T01:59:00Z"))).toBeNull();
    expect(dueDay(evening, "America/Phoenix", at("2026-03-09T02:00:00Z"))).toBe("2026-03-08");
  });

  it("a slot inside the hour that does not exist is due as soon as the clock jumps past it", () => {
    const missing = { at: hhmm("02:30") };
    expect(localClock(NY, at("2026-03-08T06:59:00Z"))).toMatchObject({ day: "2026-03-08", minutes: 119 });
    expect(dueDay(missing, NY, at("2026-03-08T06:59:00Z"))).toBeNull();
    expect(localClock(NY, at("2026-03-08T07:00:00Z"))).toMatchObject({ day: "2026-03-08", minutes: 180 });
    expect(dueDay(missing, NY, at("2026-03-08T07:00:00Z"))).toBe("2026-03-08");
  });

  it("the hour that happens twice on the fall-back day gives the same key both times", () => {
    const twice = { at: hhmm("01:30") };
    // 01:30 EDT (05:30Z) and 01:30 EST (06:30Z) on 2026-11-01.
    expect(localClock(NY, at("2026-11-01T05:30:00Z"))).toMatchObject({ day: "2026-11-01", minutes: 90 });
    expect(localClock(NY, at("2026-11-01T06:30:00Z"))).toMatchObject({ day: "2026-11-01", minutes: 90 });
    expect(dueDay(twice, NY, at("2026-11-01T05:30:00Z"))).toBe("2026-11-01");
    expect(dueDay(twice, NY, at("2026-11-01T06:30:00Z"))).toBe("2026-11-01");
    // 19:00 that day is EST again: 00:00Z on the 2nd.
    expect(dueDay({ at: hhmm("19:00") }, NY, at("2026-11-01T23:59:00Z"))).toBeNull();
    expect(dueDay({ at: hhmm("19:00") }, NY, at("2026-11-02T00:00:00Z"))).toBe("2026-11-01");
  });
});

describe("a weekly slot (Monday 08:00, the weekly summary)", () => {
  const monday = { at: hhmm("08:00"), weekday: 1 };
  it("is due on the clinic's Monday only, from 08:00 its time", () => {
    expect(dueDay(monday, NY, at("2026-11-02T12:59:00Z"))).toBeNull();
    expect(dueDay(monday, NY, at("2026-11-02T13:00:00Z"))).toBe("2026-11-02");
    // Sunday evening in New York is already Monday in UTC: not due.
    expect(dueDay(monday, NY, at("2026-11-02T03:00:00Z"))).toBeNull();
    // Tuesday: not due.
    expect(dueDay(monday, NY, at("2026-11-03T13:00:00Z"))).toBeNull();
    // The Monday after the spring change: 08:00 EDT is 12:00Z.
    expect(dueDay(monday, NY, at("2026-03-09T12:00:00Z"))).toBe("2026-03-09");
  });
});
