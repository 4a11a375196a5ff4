import { describe, expect, it } from "vitest";
import { missedDosesSince, openFlags, sideEffectsSince } from "~/clinical/flags";
import { addDays } from "~/domain/calendar";
import { sideEffectChart } from "./chart";
import { INJECTION_SITES } from "./codes";
import { nextSite, openStatus, type Plan, ratioOf, type Recorded, scheduledDoses, standing, tallyOf, weeklyDoseFor } from "./schedule";
import { titrationSteps } from "./titration";

/** The rules of docs/decisions/0200: when doses are due, how records stand against them, adherence, the two flags. */

const daily = (over: Partial<Plan> = {}): Plan => ({
  schedule: "daily",
  times: ["08:00", "20:00"],
  weekday: null,
  start_day: "2026-11-01",
  end_day: null,
  steps: [{ from_day: "2026-11-01", dose: 1, paused: false }],
  ...over,
});
// 2026-11-02 is a Monday.
const weekly = (over: Partial<Plan> = {}): Plan => ({ ...daily(), schedule: "weekly", times: ["09:00"], weekday: 1, start_day: "2026-11-02", steps: [{ from_day: "2026-11-02", dose: 0.25, paused: false }], ...over });
const taken = (due_day: string, slot: string | null, reason: string | null = null, status: "taken" | "skipped" = "taken"): Recorded => ({ due_day, slot, status, reason });

describe("scheduled doses", () => {
  it("a daily medicine at each of its times, from its start, before the day it stopped, not while paused", () => {
    expect(scheduledDoses(daily(), "2026-10-31", "2026-11-02").map((d) => `${d.day} ${d.slot}`)).toEqual([
      "2026-11-01 08:00",
      "2026-11-01 20:00",
      "2026-11-02 08:00",
      "2026-11-02 20:00",
    ]);
    expect(scheduledDoses(daily({ end_day: "2026-11-02" }), "2026-11-01", "2026-11-05")).toHaveLength(2);
    const paused = daily({
      steps: [
        { from_day: "2026-11-01", dose: 1, paused: false },
        { from_day: "2026-11-02", dose: 1, paused: true },
        { from_day: "2026-11-04", dose: 2, paused: false },
      ],
    });
    expect(scheduledDoses(paused, "2026-11-01", "2026-11-04").map((d) => `${d.day} ${d.dose}`)).toEqual(["2026-11-01 1", "2026-11-01 1", "2026-11-04 2", "2026-11-04 2"]);
  });

  it("a weekly medicine on its weekday, with the dose step in force that day", () => {
    const plan = weekly({ steps: [{ from_day: "2026-11-02", dose: 0.25, paused: false }, { from_day: "2026-11-30", dose: 0.5, paused: false }] });
    expect(scheduledDoses(plan, "2026-11-01", "2026-12-08").map((d) => `${d.day} ${d.dose}`)).toEqual([
      "2026-11-02 0.25",
      "2026-11-09 0.25",
      "2026-11-16 0.25",
      "2026-11-23 0.25",
      "2026-11-30 0.5",
      "2026-12-07 0.5",
    ]);
    expect(scheduledDoses({ ...plan, schedule: "as_needed" }, "2026-11-01", "2026-12-08")).toEqual([]);
  });

  it("an open dose is upcoming, due once its time has come, missed once its day is over (a weekly one more than 2 days late)", () => {
    const clock = { today: "2026-11-10", time: "12:00" };
    expect(openStatus("daily", { day: "2026-11-10", slot: "08:00" }, clock)).toBe("due");
    expect(openStatus("daily", { day: "2026-11-10", slot: "20:00" }, clock)).toBe("upcoming");
    expect(openStatus("daily", { day: "2026-11-09", slot: "20:00" }, clock)).toBe("missed");
    expect(openStatus("weekly", { day: "2026-11-08", slot: "09:00" }, clock)).toBe("due");
    expect(openStatus("weekly", { day: "2026-11-07", slot: "09:00" }, clock)).toBe("missed");
    expect(openStatus("weekly", { day: "2026-11-11", slot: "09:00" }, clock)).toBe("upcoming");
  });
});

describe("adherence", () => {
  it("is doses taken of doses whose time has passed or that were recorded; a skip on the clinic's word is not counted", () => {
    const clock = { today: "2026-11-03", time: "12:00" };
    const records = [taken("2026-11-01", "08:00"), taken("2026-11-01", "20:00", "forgot", "skipped"), taken("2026-11-02", "08:00", "clinic", "skipped"), taken("2026-11-03", "08:00")];
    const doses = standing(daily(), records, "2026-11-01", "2026-11-03", clock);
    expect(doses.map((d) => d.status)).toEqual(["taken", "skipped", "skipped", "missed", "taken", "upcoming"]);
    // Taken 2 of 4 counted: the clinic's skip and today's evening dose are not.
    expect(tallyOf(doses)).toEqual({ taken: 2, counted: 4 });
    expect(ratioOf(tallyOf([]))).toBeNull();
  });

  it("a weekly dose counts for its week when taken up to 3 days before or 4 after its day; the earliest open one first", () => {
    const plan = weekly();
    expect(weeklyDoseFor(plan, "2026-10-30", new Set()).free?.day).toBe("2026-11-02");
    expect(weeklyDoseFor(plan, "2026-10-29", new Set()).free).toBeNull();
    expect(weeklyDoseFor(plan, "2026-11-06", new Set()).free?.day).toBe("2026-11-02");
    // Four days late is also three days early for the next: the late one is taken first, then the next.
    expect(weeklyDoseFor(plan, "2026-11-06", new Set(["2026-11-02"])).free?.day).toBe("2026-11-09");
    expect(weeklyDoseFor(plan, "2026-11-04", new Set(["2026-11-02"])).free).toBeNull();
  });
});

describe("an as-needed medicine", () => {
  const asNeeded = (over: Partial<Plan> = {}): Plan => ({ ...daily(), schedule: "as_needed", times: [], ...over });
  const clock = { today: "2026-11-20", time: "12:00" };

  it("has no dose due at any time or on any day, even with times or a weekday kept on its row", () => {
    expect(scheduledDoses(asNeeded(), "2026-11-01", "2027-10-31")).toEqual([]);
    expect(scheduledDoses(asNeeded({ times: ["08:00", "20:00"], weekday: 1 }), "2026-11-01", "2026-11-30")).toEqual([]);
    expect(standing(asNeeded({ times: ["08:00"] }), [], "2026-11-01", clock.today, clock)).toEqual([]);
  });

  it("never has a missed dose: its recorded doses, several a day, stand against nothing and adherence counts none of them", () => {
    const records = [taken("2026-11-03", null), taken("2026-11-03", null), taken("2026-11-19", null)];
    const doses = standing(asNeeded({ times: ["08:00"] }), records, "2026-11-01", clock.today, clock);
    expect(doses.filter((d) => d.status === "missed")).toEqual([]);
    expect(tallyOf(doses)).toEqual({ taken: 0, counted: 0 });
    expect(ratioOf(tallyOf(doses))).toBeNull();
  });

  it("beside a daily medicine, leaves that medicine's adherence as it is", () => {
    const tablet = daily({ times: ["08:00"], start_day: "2026-11-17", steps: [{ from_day: "2026-11-17", dose: 1, paused: false }] });
    const plans = [
      { plan: tablet, records: [taken("2026-11-17", "08:00"), taken("2026-11-18", "08:00")] },
      { plan: asNeeded(), records: [taken("2026-11-18", null), taken("2026-11-19", null), taken("2026-11-19", null)] },
    ];
    const tally = tallyOf([]);
    for (const { plan, records } of plans) tallyOf(standing(plan, records, "2026-11-01", clock.today, clock), tally);
    // The tablet: the 17th and 18th taken, the 19th missed, today's dose due (not counted yet).
    expect(tally).toEqual({ taken: 2, counted: 3 });
  });
});

describe("the care team's medication flags (CARE_THRESHOLDS)", () => {
  it("missed doses: a weekly dose more than 2 days late, from the day it became late", () => {
    expect(missedDosesSince(["2026-11-02"], [], "2026-11-04")).toBeNull();
    expect(missedDosesSince(["2026-11-02"], [], "2026-11-05")).toBe("2026-11-05");
    expect(missedDosesSince(["2026-11-02", "2026-11-09"], [], "2026-11-20")).toBe("2026-11-05");
  });

  it("missed doses: under 80 % of the daily doses over 14 days, from the first day of the run", () => {
    const days = (n: number, f: (i: number) => { taken: number; counted: number }) => Array.from({ length: n }, (_, i) => ({ day: addDays("2026-11-01", i), ...f(i) }));
    // Two doses a day, all taken for 10 days, then none: the 14-day share falls under 80 % on the day it does.
    const series = days(20, (i) => ({ taken: i < 10 ? 2 : 0, counted: 2 }));
    // Day 12 (index 11): 20 of 24 = 83 %; day 13: 20 of 26 = 77 %.
    expect(missedDosesSince([], series, "2026-11-12")).toBeNull();
    expect(missedDosesSince([], series, "2026-11-13")).toBe("2026-11-13");
    expect(missedDosesSince([], series, "2026-11-20")).toBe("2026-11-13");
    // Exactly 80 % is not under it.
    expect(missedDosesSince([], days(14, (i) => ({ taken: i % 5 === 0 ? 0 : 1, counted: 1 })).slice(0, 10), "2026-11-10")).toBeNull();
  });

  it("side effects: severity 4 or 5 within 7 days, or vomiting on 3 of them; up from the first day of the run, cleared after a week", () => {
    expect(sideEffectsSince([{ day: "2026-11-02", worst: 4, vomiting: false }], "2026-11-08")).toBe("2026-11-02");
    expect(sideEffectsSince([{ day: "2026-11-02", worst: 4, vomiting: false }], "2026-11-09")).toBeNull();
    expect(sideEffectsSince([{ day: "2026-11-02", worst: 3, vomiting: false }], "2026-11-02")).toBeNull();
    const vomiting = ["2026-11-02", "2026-11-04", "2026-11-07"].map((day) => ({ day, worst: 2, vomiting: true }));
    expect(sideEffectsSince(vomiting, "2026-11-06")).toBeNull();
    expect(sideEffectsSince(vomiting, "2026-11-07")).toBe("2026-11-07");
    expect(sideEffectsSince(vomiting, "2026-11-09")).toBeNull();
  });

  it("are open on the panel as the summary stored them", () => {
    const facts = { plateau_since: null, rapid_loss_since: null, regain_since: null, implausible_since: null, last_weigh_in_day: "2026-11-20", last_journal_day: "2026-11-20", last_exercise_day: null, joined_day: "2026-01-01" };
    expect(openFlags({ ...facts, missed_doses_since: "2026-11-18", side_effects_since: "2026-11-19" }, "2026-11-20")).toEqual([
      { code: "missed_doses", since: "2026-11-18" },
      { code: "side_effects", since: "2026-11-19" },
    ]);
  });
});

describe("titration and the site rotation", () => {
  const wegovy = { steps: [0.25, 0.5, 1, 1.7].map((dose) => ({ dose, weeks: 4 })).concat([{ dose: 2.4, weeks: null as unknown as number }]) };
  it("follows the plan's steps from the starting dose to the target, four weeks a step", () => {
    const plan = titrationSteps(wegovy, 0.25, undefined, "2026-01-05");
    expect(plan.ok && plan.data).toEqual([
      { from_day: "2026-01-05", dose: 0.25 },
      { from_day: "2026-02-02", dose: 0.5 },
      { from_day: "2026-03-02", dose: 1 },
      { from_day: "2026-03-30", dose: 1.7 },
      { from_day: "2026-04-27", dose: 2.4 },
    ]);
    const partial = titrationSteps(wegovy, 1, 1.7, "2026-01-05");
    expect(partial.ok && partial.data.map((s) => s.dose)).toEqual([1, 1.7]);
    expect(titrationSteps(wegovy, 0.3, undefined, "2026-01-05")).toMatchObject({ ok: false, errors: { dose: [expect.any(String)] } });
    expect(titrationSteps(wegovy, 1, 0.5, "2026-01-05")).toMatchObject({ ok: false, errors: { titrate_to: [expect.any(String)] } });
    expect(titrationSteps({ steps: [] }, 1, undefined, "2026-01-05")).toMatchObject({ ok: false, errors: { titrate: [expect.any(String)] } });
  });

  it("suggests the next site round the body, the first when none was used", () => {
    expect(nextSite(null)).toBe(INJECTION_SITES[0]);
    expect(nextSite(INJECTION_SITES[0])).toBe(INJECTION_SITES[1]);
    expect(nextSite(INJECTION_SITES[INJECTION_SITES.length - 1])).toBe(INJECTION_SITES[0]);
  });
});

describe("the side-effect chart", () => {
  it("draws each symptom by day against one medicine's dose steps, and the same week by week", () => {
    const regimen = {
      id: 7,
      name: "Wegovy",
      unit: "mg" as const,
      start_day: "2026-10-05",
      end_day: null,
      set_by: "clinic",
      titration: [
        { from_day: "2026-10-05", dose: 0.25, paused: false },
        { from_day: "2026-11-02", dose: 0.5, paused: false },
      ],
    };
    const chart = sideEffectChart(
      [regimen],
      [
        { day: "2026-11-03", symptom: "nausea", severity: 3 },
        { day: "2026-11-04", symptom: "nausea", severity: 2 },
      ],
      { from: "2026-10-26", to: "2026-11-08" },
      null,
    );
    expect(chart.series).toEqual([{ symptom: "nausea", points: [{ day: "2026-11-03", severity: 3 }, { day: "2026-11-04", severity: 2 }] }]);
    expect(chart.dose?.points).toEqual([
      { day: "2026-10-26", dose: 0.25 },
      { day: "2026-11-02", dose: 0.5 },
      { day: "2026-11-08", dose: 0.5 },
    ]);
    expect(chart.weeks).toEqual([
      { start: "2026-10-26", dose: 0.25, worst: {} },
      { start: "2026-11-02", dose: 0.5, worst: { nausea: 3 } },
    ]);
  });
});
