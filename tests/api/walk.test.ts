import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie } from "./client";

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
