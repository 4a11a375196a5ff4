import { describe, expect, it } from "vitest";
import { signInCookie, visit, withServerDb } from "./client";
import { addDays, clinicToday, DEMO_PASSWORD, freshPatient, weighIn } from "./fitness-support";

/**
 * Issue 36, what the form and validation kits answer, over HTTP: an empty value is "Required"
 * however it is sent, every message of a refused form is shown, an optional box is not announced
 * as required, and a change too small to show is "0", never "-0". (What only a browser shows is
 * in tests/e2e/create-forms.spec.ts and console-errors.spec.ts.)
 */

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
