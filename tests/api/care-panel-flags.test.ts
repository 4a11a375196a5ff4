import { beforeAll, describe, expect, it } from "vitest";
import { call, tokenFor, withServerDb } from "./client";
import { carePatient, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * The panel reads each patient's flags as their care summary keeps them: the day every flag its
 * facts raise begins (`flag_days`, docs/decisions/0265), written by every write that changes the
 * summary. Over HTTP: a dose recorded changes the patient's adherence on the panel and clears the
 * missed-doses flag, a severe side effect raises its flag, and each flag's filter counts the patient
 * in and out; a summary written before the column existed, and a patient with no summary at all,
 * show the flags the rules give.
 */

let nurse = "";
let wegovy = 0;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

beforeAll(async () => {
  nurse = await tokenFor("nurse@example.com", "nurse-demo-password");
  const list = await call("/api/medications/catalogue?limit=200", { token: nurse });
  wegovy = (list.data.results as unknown as { id: number; name: string }[]).find((m) => m.name === "Wegovy")!.id;
});

interface Row {
  id: number;
  adherence_28d: number | null;
  flags: { code: string; since: string; reviewed: boolean }[];
}

const lastName = (p: Person) => encodeURIComponent(p.name.split(" ")[1]);

/** The patient's row on the nurse's panel (a search finds exactly them). */
async function rowOf(p: Person): Promise<Row> {
  const panel = await call(`/api/care/patients?search=${lastName(p)}`, { token: nurse });
  expect(panel.status).toBe(200);
  return (panel.data.results as unknown as Row[]).find((r) => r.id === p.id)!;
}

/** How many patients the flag's filter lists among the search's (the count the panel shows beside the flag). */
async function counted(p: Person, flag: string): Promise<number> {
  const panel = await call(`/api/care/patients?search=${lastName(p)}&flag=${flag}`, { token: nurse });
  return panel.data.count as unknown as number;
}

/** A weekly Wegovy pen started `daysAgo` days ago on that weekday, no dose recorded. */
async function prescribed(p: Person, daysAgo: number): Promise<number> {
  const start = addDays(tampaToday(), -daysAgo);
  const made = await call(`/api/care/patients/${p.id}/medications`, {
    token: nurse,
    json: { medication: wegovy, dose: 0.25, schedule: "weekly", weekday: weekday(start), times: ["09:00"], start_day: start },
  });
  expect(made.status).toBe(201);
  return made.data.id as unknown as number;
}

describe("the panel's flags and adherence as the summary keeps them", () => {
  it("a dose recorded changes adherence and clears the missed-doses flag; a severe side effect raises its flag; each filter's count follows", async () => {
    const p = await carePatient("Panelkept");
    const today = tampaToday();
    // Due 20, 13 and 6 days ago, none recorded: adherence 0 and the first dose late since 17 days ago.
    const pen = await prescribed(p, 20);
    expect(await rowOf(p)).toMatchObject({ adherence_28d: 0, flags: [{ code: "missed_doses", since: addDays(today, -17), reviewed: false }] });
    expect(await counted(p, "missed_doses")).toBe(1);
    expect(await counted(p, "side_effects")).toBe(0);

    const dose = (day: string) => call("/api/me/doses", { token: p.token, json: { regimen: pen, day, time: "09:00", status: "taken", site: "thigh_left_upper" } });
    expect((await dose(addDays(today, -6))).status).toBe(201);
    // One of three taken; the next dose is not due yet: no flag.
    expect(await rowOf(p)).toMatchObject({ adherence_28d: 33.3, flags: [] });
    expect(await counted(p, "missed_doses")).toBe(0);
    expect((await dose(addDays(today, -13))).status).toBe(201);
    expect((await rowOf(p)).adherence_28d).toBe(66.7);

    expect((await call("/api/me/side_effects", { token: p.token, json: { symptom: "nausea", severity: 5 } })).status).toBe(201);
    expect((await rowOf(p)).flags).toEqual([{ code: "side_effects", since: today, reviewed: false }]);
    expect(await counted(p, "side_effects")).toBe(1);
  });

  it("a summary without its flag days (written before they were kept) and a patient with no summary show the flags the rules give", async () => {
    const today = tampaToday();
    const kept = await carePatient("Panelolder");
    await prescribed(kept, 20);
    const before = await rowOf(kept);
    expect(before.flags.map((f) => f.code)).toEqual(["missed_doses"]);
    await withServerDb((db) => db.prepare("update care_summaries set flag_days = null where user_id = ?").run(kept.id));
    expect(await rowOf(kept)).toEqual(before);
    expect(await counted(kept, "missed_doses")).toBe(1);

    // Joined 20 days ago and never logged anything: no weigh-in since 6 days ago, quiet since 13.
    const never = await carePatient("Panelnever");
    await withServerDb((db) => db.prepare("update users set created_at = ? where id = ?").run(`${addDays(today, -20)}T15:00:00.000Z`, never.id));
    expect(await withServerDb((db) => db.prepare("select count(*) as n from care_summaries where user_id = ?").get<{ n: number }>(never.id))).toEqual({ n: 0 });
    const calendar = [
      { code: "no_weigh_in", since: addDays(today, -6), reviewed: false },
      { code: "quiet", since: addDays(today, -13), reviewed: false },
    ];
    expect((await rowOf(never)).flags).toEqual(calendar);
    expect(await counted(never, "quiet")).toBe(1);
    // A first write makes the summary, with its flag days: the same flags.
    expect((await call("/api/me/side_effects", { token: never.token, json: { symptom: "fatigue", severity: 1 } })).status).toBe(201);
    const stored = await withServerDb((db) => db.prepare("select flag_days from care_summaries where user_id = ?").get<{ flag_days: string | null }>(never.id));
    expect(stored?.flag_days).not.toBeNull();
    expect((await rowOf(never)).flags).toEqual(calendar);
  });
});
