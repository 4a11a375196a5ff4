import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor } from "./client";
import { staffFoodBody } from "./foods-support";
import { freshPatient, tampaToday } from "./progress-support";
import { pngBytes, upload } from "./recipes-support";

/**
 * Issue 24's walk of every screen: what a page says, checked over HTTP where no browser is
 * needed (docs/decisions/0033-browser-suite.md).
 */
let patient: string;
beforeAll(async () => {
  patient = await signInCookie("patient@example.com", "patient-demo-password");
});

const page = (path: string) => call(path, { headers: { Cookie: patient } });

describe("journals and a day in the future", () => {
  it("the fitness journal says a date past the calendar's end is in the future, as it does for next week", async () => {
    for (const date of ["3000-01-01", "9999-12-31"]) {
      const res = await page(`/fitness/journal?date=${date}`);
      expect(res.status, date).toBe(200);
      expect(String(res.data), date).toContain("Date cannot be in the future!");
    }
  });

  it("the food journal sends such a date back to today, saying why", async () => {
    for (const date of ["3000-01-01", "9999-12-31"]) {
      const res = await page(`/nutrition/journal?date=${date}`);
      expect(res.status, date).toBe(302);
      expect(res.headers.get("location"), date).toBe("/nutrition/journal");
    }
  });
});

describe("the testimonial editor's photo step", () => {
  it("'Save and next' saves what changed on any photo, then goes on to the preview; a bad value keeps the step open", async () => {
    const staff = await signInCookie("admin@example.com", "admin-demo-password");
    const staffToken = await tokenFor("admin@example.com", "admin-demo-password");
    const p = await freshPatient("save-next");
    const id = (await call("/api/plug_submit", { token: p.token, json: { fulltext: "Ten pounds down." } })).data.id as number;
    const uploaded: number[] = [];
    for (const [type, weight, seed] of [["B", "200", 1], ["A", "190", 2]] as const) {
      const res = await upload("/api/plugs_image/", staffToken, { name: `${type} photo`, type, weight, week: "0", member: String(p.id), photo_o: { name: "p.png", data: await pngBytes(p.id * 10 + seed) } });
      expect(res.status).toBe(201);
      uploaded.push(res.data.id as number);
    }
    const post = (fields: Record<string, string>) =>
      call(`/testimonials/${id}/edit?step=2`, { method: "POST", rawBody: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: staff } });
    const images = (after: string) => ({
      "images[0].id": String(uploaded[0]), "images[0].name": "B photo", "images[0].type": "B", "images[0].weight": "200", "images[0].week": "0",
      "images[1].id": String(uploaded[1]), "images[1].name": "A photo", "images[1].type": "A", "images[1].weight": after, "images[1].week": "12",
    });
    const bad = await post({ intent: "save-images-next", ...images("-5") });
    expect(bad.status).toBe(400);
    const saved = await post({ intent: "save-images-next", ...images("185.5") });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/testimonials/${id}/edit?step=3`);
    const list = (await call(`/api/plugs_image/?member=${p.id}`, { token: staffToken })).data.results as unknown as { id: number; weight: number; week: number }[];
    expect(list.map((i) => [i.id, i.weight, i.week])).toEqual([[uploaded[0], 200, 0], [uploaded[1], 185.5, 12]]);
  });
});

describe("one rounding rule: what a page lists adds up to the total it shows", () => {
  const cells = (html: string, cls: string) => [...html.matchAll(new RegExp(`class="[^"]*\\b${cls}\\b[^"]*">([\\d,.]+)`, "g"))].map((m) => Number(m[1].replace(/,/g, "")));

  it("the food journal: entries add up to their meal and to the day's calories; a goal's percentage is of the numbers shown", async () => {
    const p = await freshPatient("rounding-food");
    const cookie = await signInCookie(p.email, "fresh-patient-password");
    const today = tampaToday();
    const found = await call("/api/food/search/?search=bananas%20raw&limit=5", { token: p.token });
    const banana = (found.data.results as unknown as { id: number; long_desc: string }[]).find((f) => f.long_desc === "Bananas, raw")!;
    // 100.45 g of banana is 89.4 kcal: three of them are 268.2, shown as 268.
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/journals/", { token: p.token, json: { food: banana.id, measure: "g", quantity: 100.45, added_on: today, meal: "C" } });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
    }
    // Fat servings against a goal of 2: the percentage is of the total as the card shows it.
    const staffToken = await tokenFor("admin@example.com", "admin-demo-password");
    const food = await call("/api/food/", { token: staffToken, json: staffFoodBody(undefined, { servings_fat: 0.64, servings_starch: 0 }) });
    expect(food.status, JSON.stringify(food.data)).toBe(201);
    const fatEntry = await call("/api/journals/", { token: p.token, json: { food: food.data.id, measure: "g", quantity: 100, added_on: today, meal: "A" } });
    expect(fatEntry.status, JSON.stringify(fatEntry.data)).toBe(201);
    const goal = await call("/api/goals/", { token: p.token, json: { calories: 1800, protein_calories: 400, vegetable: 3, fruits: 2, fat: 2, misc: 1, starch: 4, dairy: 2, hydration: 64, electrolyte: 16 } });
    expect(goal.status, JSON.stringify(goal.data)).toBe(201);

    const html = String((await call("/nutrition/journal", { headers: { Cookie: cookie } })).data);
    const lunch = /<section[^>]*aria-labelledby="meal-C"[\s\S]*?<\/section>/.exec(html)![0];
    const lunchShown = cells(lunch, "journal-meal-kcal")[0];
    expect(lunchShown).toBe(268);
    expect(cells(lunch, "journal-item-kcal").reduce((a, b) => a + b, 0)).toBe(268);
    const meals = cells(html, "journal-meal-kcal").reduce((a, b) => a + b, 0);
    const day = Number(/journal-calories-value"><strong>([\d,]+)/.exec(html)![1].replace(/,/g, ""));
    expect(meals).toBe(day);
    const fat = /<p class="journal-goal-label">Fat<\/p>[\s\S]*?<\/li>/.exec(html)![0];
    const fatShown = Number(/<strong>([\d.]+)<\/strong>/.exec(fat)![1]);
    const fatPercent = Number(/journal-goal-pct">(\d+)/.exec(fat)![1]);
    expect(fatPercent, fat).toBe(Math.round((fatShown / 2) * 100));
    // The stored total would give another percentage: the card is checked where it matters.
    const summary = (await call(`/api/journals/summary?start_date=${today}&end_date=${today}`, { token: p.token })).data.results as unknown as { fat: number }[];
    expect(Math.round((summary[0].fat / 2) * 100)).not.toBe(fatPercent);
  });

  it("the fitness journal: the week's entries add up to the calories burned it shows", async () => {
    const p = await freshPatient("rounding-fit");
    const cookie = await signInCookie(p.email, "fresh-patient-password");
    const today = tampaToday();
    for (const kcal of [36.6, 33.6]) {
      const res = await call("/api/fitness_journals/", { token: p.token, json: { date: today, exercise: 1078, type_of_activity: "Cardio", minutes: 10, calories_burned: kcal } });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
    }
    const html = String((await call("/fitness/journal", { headers: { Cookie: cookie } })).data);
    const table = /<table class="table fitness-journal-table">[\s\S]*?<\/table>/.exec(html)![0];
    const rows = [...table.matchAll(/<td class="num">([\d,]+)<\/td><td class="fitness-row-actions">/g)].map((m) => Number(m[1]));
    expect(rows.reduce((a, b) => a + b, 0)).toBe(70);
    expect(html).toMatch(/(?:flexibility sessions? \(days with an entry\), )70(?:<!-- -->)? calories burned/);
  });
});

describe("/progress before JavaScript", () => {
  it("shows the charts' data as open tables, not empty chart frames (as home does)", async () => {
    const html = String((await page("/progress")).data);
    expect(html).not.toContain("<canvas");
    const tables = [...html.matchAll(/<details class="chart-data"( open="")?>/g)];
    expect(tables.length).toBe(2);
    for (const t of tables) expect(t[1]).toBe(' open=""');
  });
});
