import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor } from "./client";
import { freshPatient } from "./progress-support";
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
