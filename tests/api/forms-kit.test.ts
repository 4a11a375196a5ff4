import { beforeAll, describe, expect, it } from "vitest";
import { call, newIp, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { addDays, BRISK_WALK, clinicToday, DEMO_PASSWORD, freshPatient, weighIn } from "./fitness-support";
import { recipeBody } from "./recipes-support";

/**
 * Issue 36, what the form and validation kits answer, over HTTP: an empty value is "Required"
 * however it is sent, every message of a refused form is shown, an optional box is not announced
 * as required, and a change too small to show is "0", never "-0". (What only a browser shows is
 * in tests/e2e/create-forms.spec.ts and console-errors.spec.ts.)
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-password" };
let adminToken: string;
let adminCookie: string;
beforeAll(async () => {
  [adminToken, adminCookie] = await Promise.all([tokenFor(ADMIN.email, ADMIN.password), signInCookie(ADMIN.email, ADMIN.password)]);
});

/** A page form posted without JavaScript: the page the server answers with. */
async function postPage(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newIp() };
  if (cookie) headers.Cookie = cookie;
  const res = await call(path, { method: "POST", rawBody: new URLSearchParams(fields).toString(), contentType: headers["Content-Type"], headers });
  return { status: res.status, html: String(res.data) };
}

/** The text of the page's messages: what a person reads beside the fields and at the top. */
const messagesOf = (html: string) => [...html.matchAll(/<(?:li|p)[^>]*>([^<]+)<\/(?:li|p)>/g)].map((m) => m[1].replace(/&#x27;/g, "'"));

describe("an empty value is Required, sent as null as well as left out or empty (spec part 1 §5)", () => {
  it("a recipe's preptime, a goal's calories, a journal entry's minutes", async () => {
    const recipe = await call("/api/recipes/", { token: adminToken, json: recipeBody(undefined, { preptime: null, cooktime: "", yields: undefined }) });
    expect(recipe.status).toBe(400);
    expect(recipe.data.errors).toMatchObject({ preptime: ["Required"], cooktime: ["Required"], yields: ["Required"] });

    const p = await freshPatient("nulls");
    const goal = await call("/api/goals/", { token: p.token, json: { calories: null } });
    expect(goal.status).toBe(400);
    expect((goal.data.errors as Record<string, string[]>).calories).toEqual(["Required"]);

    const entry = await call("/api/fitness_journals/", { token: p.token, json: { date: await clinicToday(), exercise: BRISK_WALK, type_of_activity: "Cardio", minutes: null } });
    expect(entry.status).toBe(400);
    expect(entry.data.errors).toEqual({ minutes: ["Required"] });
    // Nothing was stored.
    expect((await call("/api/fitness_journals/", { token: p.token })).data.count).toBe(0);
  });
});

describe("registration without JavaScript shows every message, as the API gives them (issue 36)", () => {
  it("'Password does not match' beside the length rule, though the email was left empty", async () => {
    const page = await postPage("/register", { unique_id: "2345678901", email: "", password: "abc", confirmPassword: "abd" });
    expect(page.status).toBe(400);
    const messages = messagesOf(page.html);
    expect(messages).toContain("Must be 8 characters or more");
    expect(messages).toContain("Password does not match");
    const api = await call("/api/members/", { json: { unique_id: "2345678901", password: "abc", confirmPassword: "abd" }, ip: newIp() });
    expect(api.data.errors).toMatchObject({ email: ["Required"], password: ["Must be 8 characters or more"], confirmPassword: ["Password does not match"] });
  });
});

describe("optional boxes are not marked required (screen readers announced them so)", () => {
  /** The attributes of the checkbox named `name` on a page. */
  const boxesOf = (html: string, name: string) => [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`name="${name}"`) && tag.includes('type="checkbox"'));

  it.each([
    ["/nutrition/recipes/12/edit", ["featured", "public"]],
    ["/nutrition/recipes/12/edit?step=2&food=5", ["main"]],
    ["/nutrition/food-database/5/edit", ["useful"]],
    ["/testimonials/1/edit?step=2", ["primary"]],
    ["/fitness/exercises/1078/edit", ["featured"]],
  ] as const)("%s", async (url, names) => {
    const page = await visit(url, { cookie: adminCookie });
    expect(page.status).toBe(200);
    for (const name of names) {
      const boxes = boxesOf(page.html, name);
      expect(boxes.length, `${url} ${name}`).toBeGreaterThan(0);
      for (const box of boxes) expect(box, `${url} ${name}`).not.toMatch(/\brequired\b/);
    }
  });
});

describe("a change too small to show is 0, never -0 (issue 36)", () => {
  it("a patient who reads kilograms sees 0 for a 20 g change, without JavaScript", async () => {
    const p = await freshPatient("zero");
    const today = await clinicToday();
    await weighIn(p.id, addDays(today, -14), 80);
    await weighIn(p.id, addDays(today, -7), 79.98);
    await weighIn(p.id, today, 79.5);
    await withServerDb((db) => db.prepare("update users set units = 'metric' where id = ?").run(p.id));
    const page = await visit("/progress", { cookie: await signInCookie(p.email, DEMO_PASSWORD) });
    expect(page.status).toBe(200);
    const cells = [...page.html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toContain("0");
    expect(cells.filter((c) => /^-0(?![.\d])/.test(c))).toEqual([]);
  });
});
