import { beforeAll, describe, expect, it } from "vitest";
import { call, tokenFor, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, type Person } from "./care-support";
import { STAFF } from "./foods-support";
import { BRISK_WALK } from "./fitness-support";
import { tampaToday } from "./progress-support";

/**
 * A patient's intake report (issue 40) over HTTP: GET /api/reports/intake answers the caller's
 * own days by day, week or month against their goals, refuses a range it cannot read with a
 * clear message (and audits nothing), and is the patient's call only.
 */

const daysBefore = (n: number) => {
  const d = new Date(`${tampaToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

let banana: number;

beforeAll(async () => {
  const p = await carePatient("Lookup");
  const found = await call("/api/food/search/?search=bananas%20raw&limit=5", { token: p.token });
  banana = (found.data.results as unknown as { id: number; long_desc: string }[]).find((f) => f.long_desc === "Bananas, raw")!.id;
});

/** 150 g of banana on each given day (days before today). */
async function eatBanana(p: Person, ...days: number[]) {
  for (const n of days) {
    const res = await call("/api/journals/", { token: p.token, json: { food: banana, measure: "g", quantity: 150, added_on: daysBefore(n) } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
  }
}

const reportRows = async (p: Person) => (await healthRows(p.id)).filter((r) => r.record_type === "intake_report");

describe("GET /api/reports/intake", () => {
  it("answers the caller's days logged, averages, exercise and weigh-ins by day and by week, and audits each read", async () => {
    const p = await carePatient("Intake");
    await eatBanana(p, 0, 1, 2);
    const walk = await call("/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: tampaToday(), duration: 25 } });
    expect(walk.status, JSON.stringify(walk.data)).toBe(201);
    for (const [weight, date] of [
      [220, daysBefore(5)],
      [218, tampaToday()],
    ] as const) {
      expect((await call("/api/progress/add_weight", { token: p.token, json: { weight, date } })).status).toBe(201);
    }

    const byDay = await call(`/api/reports/intake?from=${daysBefore(6)}&to=${tampaToday()}&group=day`, { token: p.token });
    expect(byDay.status, JSON.stringify(byDay.data)).toBe(200);
    const rows = byDay.data.rows as unknown as { period: string; days_logged: number; averages: { calories: number | null; fiber_g: number | null }; exercise_minutes: number; weigh_ins: number }[];
    expect(rows.map((r) => r.period)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysBefore));
    expect(rows.map((r) => r.days_logged)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    // 150 g of raw banana, as the journal shows the day: 134 kcal (89 kcal in 100 g).
    expect(rows.map((r) => r.averages.calories)).toEqual([null, null, null, null, 134, 134, 134]);
    expect(rows.map((r) => r.exercise_minutes)).toEqual([0, 0, 0, 0, 0, 0, 25]);
    expect(rows.map((r) => r.weigh_ins)).toEqual([0, 1, 0, 0, 0, 0, 1]);
    expect(byDay.data).toMatchObject({
      from: daysBefore(6),
      to: tampaToday(),
      group: "day",
      preset: null,
      units: "imperial",
      previous: null,
      total: { days: 7, days_logged: 3, averages: { calories: 134 }, exercise_minutes: 25, weigh_ins: 2 },
    });

    // By week with the period before; in kilograms with ?units=metric.
    const byWeek = await call(`/api/reports/intake?from=${daysBefore(6)}&to=${tampaToday()}&group=week&compare=True&units=metric`, { token: p.token });
    expect(byWeek.status, JSON.stringify(byWeek.data)).toBe(200);
    expect(byWeek.data).toMatchObject({
      group: "week",
      units: "metric",
      total: { days_logged: 3, exercise_minutes: 25 },
      previous: { from: daysBefore(13), to: daysBefore(7), total: { days: 7, days_logged: 0, averages: { calories: null } } },
    });
    const trend = (byWeek.data.total as unknown as { weight_trend: number }).weight_trend;
    expect(trend).toBeGreaterThan(98);
    expect(trend).toBeLessThan(100);

    // Nothing asked: the last 4 weeks by week.
    const plain = await call("/api/reports/intake", { token: p.token });
    expect(plain.data).toMatchObject({ preset: "4w", group: "week", to: tampaToday(), total: { days_logged: 3 } });

    expect((await reportRows(p)).map((r) => [r.event, r.user_id, r.detail])).toEqual([
      ["health_read", p.id, `api:${plain.data.from} to ${tampaToday()} by week`],
      ["health_read", p.id, `api:${daysBefore(6)} to ${tampaToday()} by week`],
      ["health_read", p.id, `api:${daysBefore(6)} to ${tampaToday()} by day`],
    ]);
  });

  it("refuses a range it cannot read with a clear message, as a 400, and audits nothing", async () => {
    const p = await carePatient("Refused");
    const cases: [string, Record<string, string[]>][] = [
      [`from=2026-13-45`, { from: ["Enter a date as YYYY-MM-DD."] }],
      [`to=yesterday`, { to: ["Enter a date as YYYY-MM-DD."] }],
      [`group=year`, { group: ["Choose day, week or month."] }],
      [`from=${daysBefore(-1)}`, { from: ["The date cannot be in the future."] }],
      [`from=${daysBefore(3)}&to=${daysBefore(-2)}`, { to: ["The date cannot be in the future."] }],
      [`from=${daysBefore(2)}&to=${daysBefore(5)}`, { to: ["The end date cannot be before the start date."] }],
      [`from=${daysBefore(731)}&to=${tampaToday()}`, { to: ["Choose a range of two years or less."] }],
    ];
    for (const [query, errors] of cases) {
      const res = await call(`/api/reports/intake?${query}`, { token: p.token });
      expect(res.status, query).toBe(400);
      expect(res.data, query).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    // Two years exactly is read.
    expect((await call(`/api/reports/intake?from=${daysBefore(730)}&to=${tampaToday()}&group=month`, { token: p.token })).status).toBe(200);
    expect(await reportRows(p)).toHaveLength(1);
  });

  it("is the patient's call: staff are refused (403), no sign-in is asked for one; none is audited", async () => {
    const nurse = await careStaff([1]);
    const admin = await tokenFor(STAFF.email, STAFF.password);
    for (const token of [nurse.token, admin]) {
      const res = await call("/api/reports/intake?group=day", { token });
      expect(res.status).toBe(403);
      expect(res.data).toMatchObject({ error_code: "PERMISSION_DENIED" });
    }
    const byStaff = await withServerDb((db) => db.prepare("select count(*) as n from audit_log where record_type = 'intake_report' and user_id in (?, (select id from users where email = ?))").get<{ n: number }>(nurse.id, STAFF.email));
    expect(Number(byStaff!.n)).toBe(0);
    const res = await call("/api/reports/intake");
    expect(res.status).toBe(401);
    expect(res.data).toMatchObject({ error_code: "NOT_AUTHENTICATED" });
  });
});
