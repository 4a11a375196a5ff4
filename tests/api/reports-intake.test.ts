import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, PASSWORD, type Person } from "./care-support";
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

const postForm = (path: string, cookie: string, body: Record<string, string>) =>
  call(path, { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });

const questionsOf = (patientId: number) =>
  withServerDb((db) => db.prepare("select id, body from visit_questions where user_id = ? order by id").all<{ id: number; body: string }>(patientId));

describe("the page /reports", () => {
  it("shows the range asked, by week with the previous period, and a refused range's reason over the last 4 weeks", async () => {
    const p = await carePatient("Page");
    await eatBanana(p, 0, 1);
    const cookie = await signInCookie(p.email, PASSWORD);
    // /progress links to the reports.
    expect((await visit("/progress", { cookie })).html).toContain('href="/reports"');
    const page = await visit("/reports?range=4w&group=week&compare=true", { cookie });
    expect(page.status).toBe(200);
    expect(page.heading).toBe("Reports");
    expect(page.html).toContain("Food, exercise and weight");
    expect(page.html).toContain("Week of");
    expect(page.html).toContain("Energy (kcal)");
    expect(page.html).toContain("Weight trend (lb)");
    expect(page.html).toContain("This period beside the previous one");
    expect(page.html).toContain("Whole range");
    // The charts' numbers, as their open tables until JavaScript draws the charts.
    expect(page.html).toContain("Energy against your goal");
    expect(page.html).toMatch(/<details class="report-chart-data" open="">/);
    expect(page.html).toContain("Energy and its goal, period by period");

    const future = await visit(`/reports?range=custom&from=${daysBefore(3)}&to=${daysBefore(-1)}&group=day`, { cookie });
    expect(future.status).toBe(200);
    expect(future.html).toContain("The date cannot be in the future.");
    expect(future.html).toContain("Week of");
    const bad = await visit("/reports?group=year", { cookie });
    expect(bad.html).toContain("Choose day, week or month.");
    expect((await reportRows(p)).map((r) => r.detail)).toHaveLength(3);
  });

  it("adds a question and removes it; an empty or another patient's question changes nothing", async () => {
    const p = await carePatient("Asks");
    const other = await carePatient("Other");
    const cookie = await signInCookie(p.email, PASSWORD);

    const empty = await postForm("/reports?index&range=7d", cookie, { intent: "add-question", text: "  " });
    expect(empty.status).toBe(400);
    expect(await questionsOf(p.id)).toEqual([]);

    const added = await postForm("/reports?index&range=7d", cookie, { intent: "add-question", text: "Is my fibre enough?" });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/reports?range=7d");
    const [q] = await questionsOf(p.id);
    expect(q.body).toBe("Is my fibre enough?");
    expect((await visit("/reports", { cookie })).html).toContain("Is my fibre enough?");

    // Another patient removing it: not found, and the question stays.
    const otherCookie = await signInCookie(other.email, PASSWORD);
    expect((await postForm("/reports?index", otherCookie, { intent: "remove-question", id: String(q.id) })).status).toBe(404);
    expect(await questionsOf(p.id)).toHaveLength(1);

    const removed = await postForm("/reports?index", cookie, { intent: "remove-question", id: String(q.id) });
    expect(removed.status).toBe(302);
    expect(await questionsOf(p.id)).toEqual([]);
    expect((await visit("/reports", { cookie })).html).toContain("No questions yet.");
    const writes = (await healthRows(p.id)).filter((r) => r.record_type === "visit_question");
    expect(writes.map((r) => [r.event, r.record_id])).toEqual([
      ["health_delete", q.id],
      ["health_create", q.id],
    ]);
    expect((await healthRows(other.id)).filter((r) => r.record_type === "visit_question")).toEqual([]);
  });
});
