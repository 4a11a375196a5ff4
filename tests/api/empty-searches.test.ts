import { beforeAll, describe, expect, it } from "vitest";
import { call, headingOf, signInCookie, withoutTexts } from "./client";

/**
 * Every search box answers an empty search the same way (spec part 2: "an empty term gives 'Enter
 * search term!'"): sent empty with Enter or its button, the page goes back to its unsearched list,
 * its other parameters kept and paging restarted, with the error toast. Checked over HTTP as a
 * browser without JavaScript would follow it: the redirect, then the page with the toast's cookie.
 */

const cookies = { patient: "", admin: "" };
beforeAll(async () => {
  cookies.patient = await signInCookie("patient@example.com", "patient-demo-password");
  cookies.admin = await signInCookie("admin@example.com", "admin-demo-password");
});

async function submitEmpty(path: string, cookie: string) {
  const res = await call(path, { headers: { Cookie: cookie } });
  expect(res.status, path).toBe(302);
  const location = res.headers.get("location")!;
  const flash = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const page = await call(location, { headers: { Cookie: [cookie, ...flash].join("; ") } });
  expect(page.status).toBe(200);
  return { location, html: withoutTexts(String(page.data)) };
}

describe("an empty search is 'Enter search term!' on every page that searches", () => {
  it.each([
    ["/nutrition/recipes?search=&ordering=-name&offset=30", "/nutrition/recipes?ordering=-name", "Recipes", "patient"],
    ["/fitness/exercises?search=%20%20&featured=1", "/fitness/exercises?featured=1", null, "patient"],
    ["/fitness/workout-plans?search=&ordering=-name", "/fitness/workout-plans?ordering=-name", null, "patient"],
    ["/nutrition/food-database?search=", "/nutrition/food-database", null, "admin"],
    // Under 3 characters is an empty term too (spec part 2 §5), sent with Enter or the button.
    ["/nutrition/recipes?search=ab&ordering=-name", "/nutrition/recipes?ordering=-name", "Recipes", "patient"],
    ["/fitness/exercises?search=ab&featured=1", "/fitness/exercises?featured=1", null, "patient"],
    ["/fitness/workout-plans?search=%20ab%20&ordering=-name", "/fitness/workout-plans?ordering=-name", null, "patient"],
    ["/fitness/my-workout?panel=exercises&search=ab&weekday=2&offset=6", "/fitness/my-workout?panel=exercises&weekday=2", null, "patient"],
    ["/nutrition/food-database?search=ch", "/nutrition/food-database", null, "admin"],
    ["/nutrition/food-database/approval?search=ch&offset=30", "/nutrition/food-database/approval", null, "admin"],
  ] as const)("%s → %s with the toast", async (path, back, heading, who) => {
    const { location, html } = await submitEmpty(path, cookies[who]);
    expect(location).toBe(back);
    expect(html).toContain("Enter search term!");
    if (heading) expect(headingOf(html)).toBe(heading);
  });

  it("the recipe wizard's ingredient and gallery searches (staff)", async () => {
    const gallery = await submitEmpty("/nutrition/recipes/12/edit?step=5&gq=&goffset=30", cookies.admin);
    expect(gallery.location).toBe("/nutrition/recipes/12/edit?step=5");
    expect(gallery.html).toContain("Enter search term!");
    const ingredients = await submitEmpty("/nutrition/recipes/12/edit?step=2&q=", cookies.admin);
    expect(ingredients.location).toBe("/nutrition/recipes/12/edit?step=2");
    expect(ingredients.html).toContain("Enter search term!");
    const short = await submitEmpty("/nutrition/recipes/12/edit?step=2&q=ch", cookies.admin);
    expect(short.location).toBe("/nutrition/recipes/12/edit?step=2");
    expect(short.html).toContain("Enter search term!");
  });

  it("the journal's recipe picker says it, as its food picker does, and lists the recipes unsearched", async () => {
    for (const q of ["", "ab"]) {
      const res = await call(`/nutrition/journal?date=2025-04-01&add=recipe&q=${q}`, { headers: { Cookie: cookies.patient } });
      expect(res.status).toBe(200);
      expect(withoutTexts(String(res.data)), q).toContain("Enter search term!");
      expect(withoutTexts(String(res.data))).toMatch(/\d+ recipes/);
    }
    // Browsing the picker, nothing submitted: no message.
    const browsing = await call("/nutrition/journal?date=2025-04-01&add=recipe", { headers: { Cookie: cookies.patient } });
    expect(withoutTexts(String(browsing.data))).not.toContain("Enter search term!");
  });

  it("a search with a term is not touched", async () => {
    const res = await call("/nutrition/recipes?search=salad", { headers: { Cookie: cookies.patient } });
    expect(res.status).toBe(200);
    expect(withoutTexts(String(res.data))).not.toContain("Enter search term!");
  });
});
