import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/calendar";
import { CARE_THRESHOLDS, entryCheck, flagDays, flagDaysText, openFlags, seriesFacts, storedFlagsOpenOn, weeklyRateKg, type ActivityFacts, type WeighIn } from "./flags";

/**
 * Every flag rule at its edges (docs/decisions/0121): just under and just over each threshold,
 * short histories and gaps. The trend moves by 1 − 2^(−Δt/7) of a new weigh-in's difference
 * (decision 0061), so a second weigh-in Δt days after a first lands the trend at a known point.
 */

const D0 = "2026-01-01";
let nextId = 1;
const w = (days: number, kg: number, member = false): WeighIn => ({ id: nextId++, day: addDays(D0, days), kg, member });
/** The share of a difference the trend takes from a weigh-in `gap` days after the previous one. */
const alpha = (gap: number) => 1 - 2 ** (-gap / 7);

describe("plateau: after the first 4 weeks, the trend moved less than 0.5 % over 21 days", () => {
  // Day 0 at 100 kg, then one weigh-in at day 28: the trend on day 7 (21 days before) is 100.
  const at28 = (movedPct: number) => 100 - movedPct / alpha(28);

  it("just under 0.5 % is a plateau, since the weigh-in where it began; just over is not", () => {
    expect(seriesFacts([w(0, 100), w(28, at28(0.49))]).plateau_since).toBe(addDays(D0, 28));
    expect(seriesFacts([w(0, 100), w(28, at28(0.51))]).plateau_since).toBeNull();
  });

  it("not in the first 4 weeks, however flat", () => {
    expect(seriesFacts([w(0, 100), w(27, 100)]).plateau_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(28, 100)]).plateau_since).toBe(addDays(D0, 28));
  });

  it("a short history (one weigh-in) has no plateau; a gap still compares with the trend on the day 21 days back", () => {
    expect(seriesFacts([w(0, 100)]).plateau_since).toBeNull();
    // No weigh-in between day 0 and day 60: the trend on day 39 is still day 0's.
    expect(seriesFacts([w(0, 100), w(60, 99.8)]).plateau_since).toBe(addDays(D0, 60));
  });

  it("a run keeps the day it began; one that breaks and comes back starts again", () => {
    const flat = [w(0, 100), w(28, 100), w(35, 100)];
    expect(seriesFacts(flat).plateau_since).toBe(addDays(D0, 28));
    const broken = [...flat, w(42, 96), w(70, 96), w(91, 96)];
    expect(seriesFacts(broken.slice(0, 4)).plateau_since).toBeNull();
    expect(seriesFacts(broken).plateau_since).toBe(addDays(D0, 91));
  });
});

describe("rapid loss: more than 1.5 % of body weight a week, averaged over 2 weeks", () => {
  // Day 0 at 100 kg and day 14 at x: the trend lost alpha(14)·(100 − x) over two weeks.
  const at14 = (pctPerWeek: number) => 100 - (pctPerWeek * 2) / alpha(14);

  it("just over 1.5 % a week is flagged, just under (and exactly) is not", () => {
    expect(seriesFacts([w(0, 100), w(14, at14(1.51))]).rapid_loss_since).toBe(addDays(D0, 14));
    expect(seriesFacts([w(0, 100), w(14, at14(1.49))]).rapid_loss_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(14, 96)]).rapid_loss_since).toBeNull(); // exactly 1.5 % a week
  });

  it("needs two weeks of history", () => {
    expect(seriesFacts([w(0, 100), w(13, 80)]).rapid_loss_since).toBeNull();
    expect(seriesFacts([w(0, 100)]).rapid_loss_since).toBeNull();
  });

  it("gaining fast is not losing fast", () => {
    expect(seriesFacts([w(0, 100), w(14, 110)]).rapid_loss_since).toBeNull();
  });
});

describe("regain: after 8 weeks, the trend 2 % or more above its lowest point", () => {
  // 100 at day 0, 90 at day 28 (the low: 100 − alpha(28)·10), then x at day 56.
  const low = 100 - alpha(28) * 10;
  const at56 = (abovePct: number) => low + (low * abovePct) / 100 / alpha(28);

  it("2 % above the low is flagged (2.01 %), just under is not", () => {
    expect(seriesFacts([w(0, 100), w(28, 90), w(56, at56(2.01))]).regain_since).toBe(addDays(D0, 56));
    expect(seriesFacts([w(0, 100), w(28, 90), w(56, at56(1.99))]).regain_since).toBeNull();
  });

  it("not before 8 weeks", () => {
    expect(seriesFacts([w(0, 100), w(28, 90), w(55, 110)]).regain_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(28, 90), w(56, 110)]).regain_since).toBe(addDays(D0, 56));
  });

  it("a steady loss never regains", () => {
    const series = Array.from({ length: 20 }, (_, i) => w(i * 7, 110 - i * 0.5));
    expect(seriesFacts(series).regain_since).toBeNull();
  });
});

describe("implausible entry: a patient's weigh-in farther from the trend before it than 5 % and a plausible loss over the gap", () => {
  it("the same day, 5.1 % off is flagged on the entry's day and names it; 4.9 % is not", () => {
    const bad = w(0, 94.9, true);
    expect(seriesFacts([w(0, 100), bad])).toMatchObject({ implausible_since: bad.day, implausible_weight_id: bad.id });
    expect(seriesFacts([w(0, 100), w(0, 95.1, true)]).implausible_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(0, 105.1, true)]).implausible_since).toBe(D0);
  });

  it("a gap allows 5 lb a week more, for at most 12 weeks: 8 % after six weeks passes, 8 % after one does not", () => {
    // 5 lb = 2.268 kg: a week after 100 kg, 7.27 %; six weeks, 18.6 %; 12 weeks and after, 32.2 %.
    expect(seriesFacts([w(0, 100), w(42, 92, true)]).implausible_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(7, 92, true)]).implausible_since).toBe(addDays(D0, 7));
    expect(seriesFacts([w(0, 100), w(7, 92.8, true)]).implausible_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(42, 81.5, true)]).implausible_since).toBeNull();
    expect(seriesFacts([w(0, 100), w(42, 81.3, true)]).implausible_since).toBe(addDays(D0, 42));
    expect(seriesFacts([w(0, 100), w(365, 67.7, true)]).implausible_since).toBe(addDays(D0, 365));
    expect(seriesFacts([w(0, 100), w(365, 67.9, true)]).implausible_since).toBeNull();
  });

  it("the clinic's scale is not questioned unless its entry is held for review; a first weigh-in has nothing to be compared with", () => {
    expect(seriesFacts([w(0, 100), w(0, 80)]).implausible_since).toBeNull();
    expect(seriesFacts([w(0, 100), { ...w(0, 80), held: true }]).implausible_since).toBe(D0);
    expect(seriesFacts([w(0, 60, true)]).implausible_since).toBeNull();
  });

  it("stays while the entry stands (later weigh-ins do not clear it); a newer one takes its place", () => {
    const first = w(7, 90, true);
    expect(seriesFacts([w(0, 100), first, w(8, 99.5, true), w(9, 99.4)]).implausible_weight_id).toBe(first.id);
    const second = w(20, 110, true);
    expect(seriesFacts([w(0, 100), first, w(8, 99.5, true), second]).implausible_weight_id).toBe(second.id);
  });

  it("the check at entry agrees with the flag, and says how far the gap allowed", () => {
    expect(entryCheck([], 100, D0)).toBeNull();
    expect(entryCheck([w(0, 100)], 94.9, D0)).toMatchObject({ trendKg: 100, allowedPct: 5, implausible: true });
    expect(entryCheck([w(0, 100)], 95.1, D0)).toMatchObject({ implausible: false });
    expect(entryCheck([w(0, 100)], 92, addDays(D0, 42))).toMatchObject({ implausible: false });
    expect(entryCheck([w(0, 100)], 92, addDays(D0, 7))).toMatchObject({ implausible: true });
    expect(entryCheck([w(0, 100)], 92, addDays(D0, 7))!.allowedPct).toBeCloseTo(7.27, 2);
    expect(CARE_THRESHOLDS.implausible.abovePct).toBe(5);
  });
});

describe("what the calendar raises", () => {
  const none = { plateau_since: null, rapid_loss_since: null, regain_since: null, implausible_since: null };
  const facts = (f: Partial<ActivityFacts>): ActivityFacts & typeof none => ({
    ...none,
    last_weigh_in_day: null,
    last_journal_day: null,
    last_exercise_day: null,
    joined_day: D0,
    ...f,
  });
  const codes = (f: Parameters<typeof openFlags>[0], today: string) => openFlags(f, today).map((o) => `${o.code}@${o.since}`);

  it("gone quiet: nothing logged for 7 days (6 is not), since the seventh", () => {
    const f = facts({ last_journal_day: "2026-03-01", last_weigh_in_day: "2026-02-25" });
    expect(codes(f, "2026-03-07")).not.toContain("quiet@2026-03-08");
    expect(codes(f, "2026-03-08")).toContain("quiet@2026-03-08");
  });

  it("any kind of log counts: a weigh-in or an exercise keeps a patient from going quiet", () => {
    expect(codes(facts({ last_exercise_day: "2026-03-05", last_weigh_in_day: "2026-03-01" }), "2026-03-10")).toEqual([]);
  });

  it("no weigh-in: none for 14 days (13 is not), since the fourteenth", () => {
    const f = facts({ last_weigh_in_day: "2026-03-01", last_journal_day: "2026-03-20" });
    expect(codes(f, "2026-03-14")).toEqual([]);
    expect(codes(f, "2026-03-15")).toEqual(["no_weigh_in@2026-03-15"]);
  });

  it("a patient who never logged anything is measured from the day they joined", () => {
    expect(codes(facts({}), addDays(D0, 6))).toEqual([]);
    expect(codes(facts({}), addDays(D0, 14))).toEqual([`no_weigh_in@${addDays(D0, 14)}`, `quiet@${addDays(D0, 7)}`]);
  });

  it("lists the weight flags the summary stored, in the panel's order", () => {
    const f = { ...facts({ last_weigh_in_day: "2026-03-01", last_journal_day: "2026-03-01" }), plateau_since: "2026-02-01", implausible_since: "2026-02-20" };
    expect(codes(f, "2026-03-02")).toEqual(["implausible@2026-02-20", "plateau@2026-02-01"]);
  });

  it("the flag days a summary stores give, on every later day, the flags open that day (decision 0265)", () => {
    const cases = [
      facts({}),
      facts({ last_weigh_in_day: "2026-03-01", last_journal_day: "2026-03-09" }),
      { ...facts({ last_exercise_day: "2026-03-04" }), regain_since: "2026-02-27", waiting_since_day: "2026-03-06", missed_doses_since: "2026-03-02", side_effects_since: "2026-03-05" },
    ];
    for (const f of cases) {
      const stored = flagDaysText(flagDays(f));
      for (let n = 0; n < 40; n++) {
        const day = addDays("2026-03-05", n);
        expect(storedFlagsOpenOn(stored, day)).toEqual(openFlags(f, day));
      }
    }
    // What the stored days hold: the calendar's still to come among them.
    expect(flagDays(facts({ last_weigh_in_day: "2026-03-01", last_journal_day: "2026-03-09" }))).toEqual([
      { code: "no_weigh_in", since: "2026-03-15" },
      { code: "quiet", since: "2026-03-16" },
    ]);
  });
});

describe("the summary of a series", () => {
  it("start, trend now, its low and its 4-week change; the rate is that change a week", () => {
    const s = seriesFacts([w(0, 100), w(14, 96), w(28, 95)]);
    expect(s.start_kg).toBe(100);
    expect(s.trend_kg).toBeLessThan(100);
    expect(s.trend_low_kg).toBe(s.trend_kg);
    expect(s.trend_28d_kg).toBeCloseTo(s.trend_kg! - 100, 10);
    expect(weeklyRateKg(s.trend_28d_kg)).toBeCloseTo((s.trend_kg! - 100) / 4, 10);
    expect(seriesFacts([w(0, 100), w(27, 95)]).trend_28d_kg).toBeNull();
    expect(seriesFacts([])).toMatchObject({ start_day: null, trend_kg: null, last_weigh_in_day: null });
  });
});
