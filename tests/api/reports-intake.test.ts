import { beforeAll, describe, expect, it } from "vitest";
import { call, fetchApi, signInCookie, tokenFor, visit, withServerDb } from "./client";
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

  it("answers a Spanish caller (Accept-Language: es) with the fields' messages in Spanish and the same error_code", async () => {
    const p = await carePatient("Spanish");
    const es = { "Accept-Language": "es" };
    const cases: [string, Record<string, string[]>][] = [
      [`from=2026-13-45`, { from: ["Escriba la fecha como AAAA-MM-DD."] }],
      [`group=year`, { group: ["Elija día, semana o mes."] }],
      [`from=${daysBefore(-1)}`, { from: ["La fecha no puede estar en el futuro."] }],
      [`from=${daysBefore(2)}&to=${daysBefore(5)}`, { to: ["La fecha final no puede ser anterior a la fecha inicial."] }],
    ];
    for (const [query, errors] of cases) {
      const res = await call(`/api/reports/intake?${query}`, { token: p.token, headers: es });
      expect(res.status, query).toBe(400);
      expect(res.data, query).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
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
    // So does the daily journal, in a whole sentence.
    expect((await visit("/nutrition/journal", { cookie })).html).toMatch(/<a [^>]*href="\/reports"[^>]*>See how your weeks have gone against your goals\.<\/a>/);
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

/** The rows of the page's table named `label` (its scrolling region), each as its cells' text. */
function pageTable(html: string, label: string): string[][] {
  const at = html.indexOf(`aria-label="${label}"`);
  expect(at, label).toBeGreaterThan(-1);
  const table = html.slice(at, html.indexOf("</table>", at));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1].replace(/<!-- -->/g, "")));
}

/** A number as the page shows it ("1,300", "−0.4", "—"), as a number. */
const fromPage = (text: string) => (text === "—" ? null : Number(text.replace(/,/g, "").replace("−", "-").replace(/^\+/, "")));
/** "134 (1,300)": a measure and its goal. */
const withGoal = (text: string) => {
  const m = /^(.*) \((.*)\)$/.exec(text);
  return m ? [fromPage(m[1]), fromPage(m[2])] : [fromPage(text)];
};

describe("what /reports shows", () => {
  it("the exchange servings, the calories burned and the fluids in the member's units, as the API gives them in the units asked", async () => {
    const p = await carePatient("Fluids");
    await eatBanana(p, 0);
    expect((await call("/api/journals/", { token: p.token, json: { entry: "hydration", quantity: 16 } })).status).toBe(201);
    // A weigh-in first: calories burned are worked out from the weight.
    expect((await call("/api/progress/add_weight", { token: p.token, json: { weight: 200, date: tampaToday() } })).status).toBe(201);
    const walk = await call("/api/log_exercises", { token: p.token, json: { exercise: BRISK_WALK, datedone: tampaToday(), duration: 30 } });
    expect(walk.status, JSON.stringify(walk.data)).toBe(201);
    const query = `from=${tampaToday()}&to=${tampaToday()}&group=day`;
    const imperial = await call(`/api/reports/intake?${query}`, { token: p.token });
    const metric = await call(`/api/reports/intake?${query}&units=metric`, { token: p.token });
    type Total = { averages: { hydration: number }; goals: { hydration: number | null }; exercise_calories: number };
    const ounces = imperial.data.total as unknown as Total;
    const millilitres = metric.data.total as unknown as Total;
    expect(ounces.averages.hydration).toBe(16);
    // 16 US fluid ounces are 473 mL, as the journal shows them.
    expect(millilitres.averages.hydration).toBe(473);
    expect(ounces.exercise_calories).toBeGreaterThan(0);

    const cookie = await signInCookie(p.email, PASSWORD);
    const page = await visit(`/reports?range=custom&${query}`, { cookie });
    const [head, day] = pageTable(page.html, "Food, exercise and weight");
    expect(head).toContain("Hydration (oz)");
    expect(head).toContain("Calories burned (kcal)");
    expect(day[head.indexOf("Hydration (oz)")]).toMatch(/^16( |$)/);
    expect(fromPage(day[head.indexOf("Calories burned (kcal)")])).toBe(ounces.exercise_calories);
    const servings = pageTable(page.html, "Exchange servings");
    expect(servings[0]).toEqual(["Day", "Days logged", "Protein calories (cal)", "Vegetable (servings)", "Fruit (servings)", "Fat (servings)", "Starch (servings)", "Dairy (servings)", "Misc (servings)"]);
    expect(servings).toHaveLength(3);

    // A member who reads kilograms reads millilitres.
    expect((await call("/api/me", { method: "PUT", token: p.token, json: { units: "metric" } })).status).toBe(200);
    const inMl = await visit(`/reports?range=custom&${query}`, { cookie });
    const [mlHead, mlDay] = pageTable(inMl.html, "Food, exercise and weight");
    expect(mlHead).toContain("Hydration (mL)");
    expect(mlDay[mlHead.indexOf("Hydration (mL)")]).toMatch(/^473( |$)/);
  });
});

describe("/reports.csv", () => {
  it("holds the rows the page shows, number for number, with headings in the member's units; audited as an export of the report", async () => {
    const p = await carePatient("Csv");
    await eatBanana(p, 0, 1, 9);
    for (const [weight, date] of [
      [220, daysBefore(12)],
      [218.4, daysBefore(2)],
    ] as const) {
      expect((await call("/api/progress/add_weight", { token: p.token, json: { weight, date } })).status).toBe(201);
    }
    // Side effects on two days: the worse is the period's.
    for (const [day, symptom, severity] of [
      [daysBefore(2), "nausea", 2],
      [daysBefore(2), "headache", 4],
      [daysBefore(1), "fatigue", 3],
    ] as const) {
      expect((await call("/api/me/side_effects", { token: p.token, json: { day, symptom, severity } })).status).toBe(201);
    }
    const cookie = await signInCookie(p.email, PASSWORD);
    const query = "range=4w&group=week&compare=true";
    const page = await visit(`/reports?${query}`, { cookie });
    // The page links to the CSV of what it shows.
    expect(page.html).toContain(`href="/reports.csv?${query.replace(/&/g, "&amp;")}"`);

    const res = await fetchApi(`/reports.csv?${query}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = (await res.text())
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(","));
    expect(header.slice(0, 7)).toEqual(["Range", "Period start", "Period end", "Days", "Days logged", "Energy (kcal)", "Energy goal (kcal)"]);
    expect(header).toContain("Hydration (oz)");
    expect(header.slice(-6)).toEqual(["Exercise (minutes)", "Calories burned (kcal)", "Weight trend (lb)", "Weight change (lb)", "Worst side effect", "Worst side effect severity (1 to 5)"]);
    // The member reading Spanish (issue 41): the same columns, headed in Spanish; the symptom too.
    const spanish = (await (await fetchApi(`/reports.csv?${query}`, { headers: { Cookie: `${cookie}; lng=es` } })).text()).split("\r\n");
    expect(spanish[0].split(",").slice(0, 7)).toEqual(["Rango", "Inicio del periodo", "Fin del periodo", "Días", "Días registrados", "Energía (kcal)", "Energía: meta (kcal)"]);
    expect(spanish[0]).toContain("Efecto secundario más fuerte");
    expect(spanish.slice(1).join("\n")).toContain("Dolor de cabeza");
    const col = (name: string) => header.indexOf(name);
    const num = (v: string) => (v === "" ? null : Number(v));

    // The page's table: its weeks and the whole range, then the previous period beside it.
    const table = pageTable(page.html, "Food, exercise and weight");
    const [pageHead, ...pageRows] = table;
    const compared = pageTable(page.html, "This period beside the previous one").slice(1);
    const csvRows = lines.filter((l) => l[0] !== "Previous period");
    expect(csvRows.map((l) => l[0])).toEqual([...pageRows.slice(0, -1).map(() => "This period"), "Whole range"]);
    expect(lines[lines.length - 1][0]).toBe("Previous period");
    const check = (shown: string[], line: string[], head = pageHead) => {
      expect(shown[1]).toBe(`${line[col("Days logged")]} / ${line[col("Days")]}`);
      for (const [i, heading] of head.entries()) {
        if (i < 2) continue;
        if (heading === "Worst side effect") {
          const symptom = line[col(heading)];
          expect(shown[i]).toBe(symptom ? `${symptom} (${line[col("Worst side effect severity (1 to 5)")]} of 5)` : "—");
          continue;
        }
        const goal = col(heading.replace(/ \(/, " goal ("));
        const expected = goal >= 0 ? [num(line[col(heading)]), num(line[goal])] : [num(line[col(heading)])];
        expect(withGoal(shown[i]), heading).toEqual(expected.length === 2 && expected[1] === null ? [expected[0]] : expected);
      }
    };
    pageRows.forEach((shown, i) => check(shown, csvRows[i]));
    const [servingsHead, ...servingsRows] = pageTable(page.html, "Exchange servings");
    expect(servingsRows).toHaveLength(csvRows.length);
    servingsRows.forEach((shown, i) => check(shown, csvRows[i], servingsHead));
    check(compared[1], lines[lines.length - 1]);
    expect(csvRows[csvRows.length - 1][col("Days logged")]).toBe("3");
    expect(csvRows[csvRows.length - 1].slice(-2)).toEqual(["Headache", "4"]);

    expect((await reportRows(p)).map((r) => [r.event, r.detail])[0]).toEqual(["health_export", expect.stringMatching(/^page:csv \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} by week$/)]);
  });

  it("refuses a range the page would refuse with the page's message; staff are sent to their patients", async () => {
    const p = await carePatient("CsvRefused");
    const cookie = await signInCookie(p.email, PASSWORD);
    const future = await fetchApi(`/reports.csv?range=custom&from=${daysBefore(3)}&to=${daysBefore(-1)}`, { headers: { Cookie: cookie } });
    expect(future.status).toBe(400);
    expect(await future.text()).toBe("The date cannot be in the future.");
    const group = await fetchApi("/reports.csv?group=year", { headers: { Cookie: cookie } });
    expect(group.status).toBe(400);
    expect(await group.text()).toBe("Choose day, week or month.");
    expect(await reportRows(p)).toEqual([]);
    const nurse = await careStaff([1]);
    const staff = await fetchApi("/reports.csv", { headers: { Cookie: await signInCookie(nurse.email, PASSWORD) }, redirect: "manual" });
    expect(staff.status).toBe(302);
    expect(staff.headers.get("location")).toBe("/patients");
  });
});
