import { describe, expect, it } from "vitest";
import { call, signInCookie, visit, withServerDb } from "./client";
import { carePatient, careStaff, PASSWORD, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * Issue 36, item 11: a member who reads kilograms reads their badges and their drinks in their
 * own units (store canonical, show theirs; decision 0172).
 */

const postForm = (path: string, cookie: string, body: Record<string, string>) =>
  call(path, { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });

async function metricPatient(label: string): Promise<Person & { cookie: string }> {
  const p = await carePatient(label);
  expect((await call("/api/me", { method: "PUT", token: p.token, json: { units: "metric" } })).status).toBe(200);
  return { ...p, cookie: await signInCookie(p.email, PASSWORD) };
}

/** The text a person reads on a page: tags dropped, React's comment markers too, entities decoded. */
const shown = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]*>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

const floz = (p: Person, kind: string) =>
  withServerDb(async (db) => (await db.prepare("select fluid_floz from journal_entries where user_id = ? and kind = ?").get<{ fluid_floz: number }>(p.id, kind))?.fluid_floz ?? null);

describe("badges in the member's units", () => {
  it("a metric member earns 'First 2.3 Kilograms': the notice, the badge page, its picture; the API in the units asked", async () => {
    const p = await metricPatient("Badgekg");
    expect((await call("/api/progress/add_weight?units=metric", { token: p.token, json: { weight: 90 } })).status).toBe(201);
    expect((await call("/api/progress/add_weight?units=metric", { token: p.token, json: { weight: 87.5 } })).status).toBe(201);
    const notices = (await call("/api/notifications/", { token: p.token })).data.results as unknown as { kind: string; title: string }[];
    expect(notices.filter((n) => n.kind === "badge_earned").map((n) => n.title)).toEqual(["You earned the “First 2.3 Kilograms” badge"]);

    const page = shown((await visit("/my-badges", { cookie: p.cookie })).html);
    expect(page).toContain("First 2.3 Kilograms");
    expect(page).toContain("Weigh in 2.3 kilograms below your first weigh-in.");
    expect(page).not.toContain("Pounds");
    expect((await visit("/my-badges", { cookie: p.cookie })).html).toContain("/badge-images/lost-5-lb.svg?units=metric");
    const svg = await (await fetch(`${process.env.API_URL}/badge-images/lost-5-lb.svg?units=metric`)).text();
    expect(svg).toContain("2.3 KG");
    expect(svg).toContain('aria-label="First 2.3 Kilograms"');
    // The home page's latest badge too.
    expect(shown((await visit("/home", { cookie: p.cookie })).html)).toContain("First 2.3 Kilograms");

    // The API answers in the units the call asks, as every weight it gives.
    const metric = (await call("/api/badges?units=metric", { token: p.token })).data.results as unknown as { id: number; name: string; image: string }[];
    expect(metric[0]).toMatchObject({ id: 1, name: "First 2.3 Kilograms", image: "/badge-images/lost-5-lb.svg?units=metric" });
    const pounds = (await call("/api/badges", { token: p.token })).data.results as unknown as { id: number; name: string }[];
    expect(pounds[0]).toMatchObject({ id: 1, name: "First 5 Pounds" });
    expect((await call("/api/badges?units=stone", { token: p.token })).status).toBe(400);
  });
});

describe("drinks in the member's units", () => {
  it("the journal's cards, − and +, the direct input and the goal in millilitres; stored in ounces", async () => {
    const p = await metricPatient("Water");
    const before = await visit("/nutrition/journal", { cookie: p.cookie });
    expect(shown(before.html)).toContain("Hydration today, in millilitres");
    expect(before.html).toContain('aria-label="Hydration: 25 mL more"');
    expect(shown(before.html)).not.toMatch(/\boz\b/);

    const day = tampaToday();
    const plus = await postForm("/nutrition/journal", p.cookie, { intent: "fluid-step", kind: "hydration", delta: "1", date: day });
    expect(plus.status).toBe(302);
    expect(await floz(p, "hydration")).toBeCloseTo(25 / 29.5735295625, 6);
    for (let i = 0; i < 3; i++) await postForm("/nutrition/journal", p.cookie, { intent: "fluid-step", kind: "hydration", delta: "1", date: day });
    // Four steps are 100 mL, not the 101 that rounding each step's ounces would drift to.
    expect(shown((await visit("/nutrition/journal", { cookie: p.cookie })).html)).toContain("Hydration: 100 mL");

    const set = await postForm("/nutrition/journal", p.cookie, { intent: "fluid-set", kind: "hydration", value: "750", date: day });
    expect(set.status).toBe(302);
    expect(await floz(p, "hydration")).toBeCloseTo(750 / 29.5735295625, 6);
    const tooMuch = await postForm("/nutrition/journal", p.cookie, { intent: "fluid-set", kind: "hydration", value: "20000", date: day });
    expect(tooMuch.status).toBe(400);
    expect(String(tooMuch.data)).toContain("Must be 14786 or less");

    const goal = await postForm("/nutrition/journal?goal=1", p.cookie, {
      intent: "goal", calories: "1500", protein_calories: "400", vegetable: "4", fruits: "2", fat: "1", misc: "1", starch: "2", dairy: "1", hydration: "2000", electrolyte: "500",
    });
    expect(goal.status, String(goal.data).slice(0, 300)).toBe(302);
    const stored = await withServerDb((db) => db.prepare("select hydration_floz from nutrition_goals where user_id = ?").get<{ hydration_floz: number }>(p.id));
    expect(stored!.hydration_floz).toBeCloseTo(2000 / 29.5735295625, 6);
    const page = shown((await visit("/nutrition/journal", { cookie: p.cookie })).html);
    expect(page).toContain("Goal 2,000 mL");
    // The API keeps its ounces, named so.
    const goals = (await call("/api/goals/", { token: p.token })).data.results as unknown as { hydration: number }[];
    expect(goals[0].hydration).toBe(67.63);
    // Home's journal glance names its unit on each card: millilitres when asked, ounces otherwise.
    type Card = { key: string; unit: string; total: number; goal: number | null };
    const cards = async (q: string) => ((await call(`/api/exercises/my_home${q}`, { token: p.token })).data.journal_today as unknown as { progress: Card[] }).progress;
    expect((await cards("?units=metric")).find((c) => c.key === "hydration")).toMatchObject({ unit: "mL", total: 750, goal: 2000 });
    expect((await cards("")).find((c) => c.key === "hydration")).toMatchObject({ unit: "oz", goal: 67.63 });
  });

  it("a nurse who reads millilitres reads the record's water in them and sets the goal in them", async () => {
    const nurse = await careStaff([1], "Mlnurse");
    expect((await call("/api/me", { method: "PUT", token: nurse.token, json: { units: "metric" } })).status).toBe(200);
    const cookie = await signInCookie(nurse.email, PASSWORD);
    const p = await carePatient("Drinker");
    expect((await call("/api/journals/", { token: p.token, json: { entry: "hydration", quantity: 16 } })).status).toBe(201);
    const record = await visit(`/patients/${p.id}`, { cookie });
    expect(shown(record.html)).toContain("Water (mL)");
    expect(shown(record.html)).toContain("473");
    const saved = await postForm(`/patients/${p.id}`, cookie, {
      intent: "goals", calories: "1500", protein_calories: "400", vegetable: "4", fruits: "2", fat: "1", misc: "1", starch: "2", dairy: "1", hydration: "2000", electrolyte: "500",
    });
    expect(saved.status, String(saved.data).slice(0, 300)).toBe(302);
    const stored = await withServerDb((db) => db.prepare("select hydration_floz from nutrition_goals where user_id = ?").get<{ hydration_floz: number }>(p.id));
    expect(stored!.hydration_floz).toBeCloseTo(2000 / 29.5735295625, 6);
  });
});
