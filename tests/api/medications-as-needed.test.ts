import { beforeAll, describe, expect, it } from "vitest";
import { call, tokenFor, withServerDb } from "./client";
import { carePatient } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * An as-needed medicine over HTTP (issue 38, docs/decisions/0200): the clinic prescribes one and the
 * patient adds one of their own; a dose is recorded any day since it started and at any time,
 * several a day, never in the future and never skipped; no dose of it is ever due or missed, so
 * the adherence the care team's calls report counts none of it.
 */

let nurse = "";
const catalogue = new Map<string, number>();

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const doseCount = (regimen: number) =>
  withServerDb((db) => db.prepare("select count(*) as n from medication_doses where regimen_id = ?").get<{ n: number }>(regimen)).then((r) => Number(r!.n));

beforeAll(async () => {
  nurse = await tokenFor("nurse@example.com", "nurse-demo-password");
  const list = await call("/api/medications/catalogue?limit=200", { token: nurse });
  for (const m of list.data.results as unknown as { id: number; name: string }[]) catalogue.set(m.name, m.id);
});

interface Listed {
  regimen: number;
  day: string;
  slot: string | null;
  status: string;
  record: { slot: string | null; taken_time: string | null } | null;
}

describe("an as-needed medicine", () => {
  it("prescribed or added as needed: doses any time, several a day; none ever missed; adherence as the care team's calls report it", async () => {
    const p = await carePatient("Medsprn");
    const today = tampaToday();
    const prescribed = await call(`/api/care/patients/${p.id}/medications`, {
      token: nurse,
      json: { medication: catalogue.get("Xenical"), dose: 120, schedule: "as_needed", times: ["12:00"], start_day: addDays(today, -6), instructions: "With a main meal that has fat in it." },
    });
    expect(prescribed.status).toBe(201);
    expect(prescribed.data).toMatchObject({ set_by: "clinic", dose: 120, unit: "mg", schedule: { kind: "as_needed", times: [], weekday: null }, start_day: addDays(today, -6) });
    const xenical = prescribed.data.id as unknown as number;
    const own = await call("/api/me/medications", { token: p.token, json: { medication: catalogue.get("Protein shake"), dose: 1, schedule: "as_needed", start_day: addDays(today, -6) } });
    expect(own.status).toBe(201);
    expect(own.data).toMatchObject({ set_by: "self", schedule: { kind: "as_needed", times: [], weekday: null } });
    const shake = own.data.id as unknown as number;

    const dose = (json: Record<string, unknown>) => call("/api/me/doses", { token: p.token, json: { status: "taken", ...json } });
    const lunch = await dose({ regimen: xenical, day: addDays(today, -6), time: "12:40" });
    expect(lunch.status).toBe(201);
    expect(lunch.data).toMatchObject({ regimen: xenical, due_day: addDays(today, -6), slot: null, status: "taken", taken_day: addDays(today, -6), taken_time: "12:40", dose: 120, unit: "mg" });
    expect((await dose({ regimen: xenical, day: addDays(today, -6), time: "19:05" })).status).toBe(201);
    expect((await dose({ regimen: shake, day: addDays(today, -2), time: "07:00" })).status).toBe(201);
    expect((await dose({ regimen: shake, day: addDays(today, -2), time: "16:30" })).status).toBe(201);

    const refused: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ regimen: xenical, day: addDays(today, 1) }, { day: ["A dose cannot be recorded for a time in the future."] }],
      [{ regimen: xenical, day: addDays(today, -7) }, { day: ["This medicine had not started on that day."] }],
      [{ regimen: shake, status: "skipped", reason: "forgot", day: addDays(today, -1) }, { status: ["No dose of this medicine was due on that day."] }],
    ];
    for (const [json, errors] of refused) {
      const answer = await dose(json);
      expect(answer.status).toBe(400);
      expect(answer.data.errors).toEqual(errors);
    }
    expect([await doseCount(xenical), await doseCount(shake)]).toEqual([2, 2]);

    // The member's doses: the ones taken, at the time taken; nothing due, upcoming or missed.
    const listed = (await call(`/api/me/doses?from=${addDays(today, -6)}&to=${today}`, { token: p.token })).data.results as unknown as Listed[];
    expect(listed.map((d) => [d.regimen, d.day, d.slot, d.status])).toEqual([
      [xenical, addDays(today, -6), "12:40", "taken"],
      [xenical, addDays(today, -6), "19:05", "taken"],
      [shake, addDays(today, -2), "07:00", "taken"],
      [shake, addDays(today, -2), "16:30", "taken"],
    ]);
    expect(listed.every((d) => d.record?.slot === null)).toBe(true);

    // The care team: no adherence for either (no dose was due), every recent dose taken, no missed-doses flag.
    const record = await call(`/api/care/patients/${p.id}/medications`, { token: nurse });
    expect(record.status).toBe(200);
    const regimens = record.data.regimens as unknown as { id: number; adherence: unknown; recent: { status: string }[] }[];
    expect(regimens.map((r) => [r.id, r.adherence, r.recent.map((d) => d.status)])).toEqual(
      expect.arrayContaining([
        [xenical, { d7: null, d28: null }, ["taken", "taken"]],
        [shake, { d7: null, d28: null }, ["taken", "taken"]],
      ]),
    );
    const panel = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: nurse });
    const row = (panel.data.results as unknown as { id: number; adherence_28d: number | null; flags: { code: string }[] }[]).find((r) => r.id === p.id)!;
    expect(row.adherence_28d).toBeNull();
    expect(row.flags.map((f) => f.code)).not.toContain("missed_doses");
  });

  it("beside a daily medicine, its doses leave the daily one's adherence as it was", async () => {
    const p = await carePatient("Medsprnmix");
    const today = tampaToday();
    const add = (json: Record<string, unknown>) => call("/api/me/medications", { token: p.token, json: { start_day: addDays(today, -4), ...json } });
    const tablet = (await add({ medication: catalogue.get("Multivitamin with minerals"), dose: 1, schedule: "daily", times: ["06:00"] })).data.id as unknown as number;
    const shake = (await add({ medication: catalogue.get("Protein shake"), dose: 1, schedule: "as_needed" })).data.id as unknown as number;
    const dose = (json: Record<string, unknown>) => call("/api/me/doses", { token: p.token, json: { status: "taken", ...json } });
    // The tablet taken on 3 of the 4 days before today (not 2 days ago); the shake on every one of them.
    for (const n of [4, 3, 1]) expect((await dose({ regimen: tablet, day: addDays(today, -n), time: "06:10" })).status).toBe(201);
    for (const n of [4, 3, 2, 1]) expect((await dose({ regimen: shake, day: addDays(today, -n), time: "17:00" })).status).toBe(201);
    const regimens = (await call(`/api/care/patients/${p.id}/medications`, { token: nurse })).data.regimens as unknown as { id: number; adherence: unknown }[];
    // 3 of 4: today's tablet is not counted until its day is over or it is recorded.
    expect(Object.fromEntries(regimens.map((r) => [r.id, r.adherence]))).toEqual({ [tablet]: { d7: 75, d28: 75 }, [shake]: { d7: null, d28: null } });
    const panel = await call(`/api/care/patients?search=${encodeURIComponent(p.name.split(" ")[1])}`, { token: nurse });
    expect((panel.data.results as unknown as { id: number; adherence_28d: number | null }[]).find((r) => r.id === p.id)?.adherence_28d).toBe(75);
  });
});
