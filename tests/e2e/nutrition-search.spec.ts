import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, isDataRequest, recordRequests, serverDataDir, signInAs, test, toast } from "./fixtures";

/** The nutrition home and its food nutrition search card (spec part 2 §2, §5, §9). */

const CHICKEN = "Chicken, broilers or fryers, breast, meat only, cooked, roasted";
const ENTER_TERM = "Enter search term!";

const card = (page: Page) => page.getByRole("region", { name: "Food nutrition search" });
const searchBox = (page: Page) => card(page).getByRole("searchbox", { name: "Search foods" });
const results = (page: Page) => card(page).getByRole("list", { name: "Foods found" }).getByRole("link");
const label = (page: Page) => card(page).getByRole("region", { name: "Nutrition Facts" });
const labelRow = (page: Page, nutrient: string) => label(page).getByRole("row", { name: new RegExp(`^${nutrient}\\b`) });

/** Letters only, so the full-text index sees one word nobody else uses. */
function uniqueWord(prefix: string) {
  return prefix + Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

/**
 * A personal food of a demo patient, straight into the server's database: 300 kcal and 6 g
 * protein per 100 g, with one "1 muffin (60 g)" measure.
 */
function insertPersonalFood(ownerEmail: string, longDesc: string, status: "pending" | "approved"): number {
  const db = new Database(path.join(serverDataDir(), "portal.sqlite"), { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return db.transaction(() => {
      const owner = db.prepare("select id from users where email = ?").get(ownerEmail) as { id: number };
      const now = new Date().toISOString();
      const food = db
        .prepare(
          `insert into foods (name, long_desc, base_weight, source, owner_id, status, servings_type, servings_starch, created_at, updated_at)
           values (?, ?, 100, 'Personal food', ?, ?, 5, 1, ?, ?)`,
        )
        .run(longDesc.split(",")[0], longDesc, owner.id, status, now, now);
      const foodId = Number(food.lastInsertRowid);
      const nutrient = db.prepare("select id from nutrients where number = ?");
      const value = db.prepare("insert into nutrient_values (food_id, nutrient_id, value) values (?, ?, ?)");
      for (const [number, v] of [["208", 300], ["203", 6], ["204", 12]] as const) {
        value.run(foodId, (nutrient.get(number) as { id: number }).id, v);
      }
      db.prepare("insert into ingredient_weights (food_id, seq, quantity, measure, grams, usda) values (?, 1, 1, 'muffin', 60, 0)").run(foodId);
      return foodId;
    })();
  } finally {
    db.close();
  }
}

test.describe("food nutrition search card", () => {
  test("a patient searches, picks a food, and the facts follow the measure and quantity", async ({ page }) => {
    await page.clock.install();
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    await expect(page.getByRole("heading", { level: 1, name: "Nutrition Home" })).toBeVisible();
    const searches = recordRequests(page, isDataRequest);

    // Under 3 characters is not a search yet: the search delay passes and nothing is sent.
    await searchBox(page).fill("ch");
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(/\/nutrition$/);
    await expect(card(page).getByText("Type at least 3 letters")).toBeVisible();
    await page.clock.resume();

    // Typing is enough: the search runs by itself, best match first.
    await searchBox(page).fill("chicken breast roasted");
    await expect(results(page).first()).toContainText(CHICKEN);
    await expect(page).toHaveURL(/food_q=chicken\+breast\+roasted/);
    expect(searches.map((u) => u.searchParams.get("food_q"))).toEqual(["chicken breast roasted"]);
    await expect(card(page).getByText(/\d+ foods? found/)).toBeVisible();
    expect(await results(page).count()).toBeLessThanOrEqual(20);

    await results(page).first().click();
    await expect(results(page).first()).toHaveAttribute("aria-current", "true");
    await expect(card(page).getByRole("heading", { level: 3, name: CHICKEN })).toBeVisible();
    const measure = card(page).getByLabel("Measure");
    await expect(measure.locator("option:checked")).toHaveText("1 cup, chopped or diced (140 g)");
    // 165 kcal and 31.02 g protein per 100 g (SR28 05064) × 140 g.
    await expect(labelRow(page, "Calories")).toContainText("231");
    await expect(labelRow(page, "Protein")).toContainText("43.4 g");
    await expect(label(page)).toContainText("1 cup, chopped or diced (140 g)");

    await measure.selectOption({ label: "100 g" });
    await expect(labelRow(page, "Calories")).toContainText("165");
    await card(page).getByLabel("Quantity").fill("2");
    await expect(labelRow(page, "Calories")).toContainText("330");
    await expect(labelRow(page, "Protein")).toContainText("62 g");
    await expect(labelRow(page, "Total Fat")).toContainText("7.1 g");
    await expect(label(page)).toContainText("2 × 100 g = 200 g");

    await card(page).getByLabel("Quantity").fill("0");
    await expect(card(page).getByText("Enter a quantity from 0.01 to 999.")).toBeVisible();
    await expect(label(page)).toHaveCount(0);
    await card(page).getByLabel("Quantity").fill("0.5");
    await expect(labelRow(page, "Calories")).toContainText("83"); // 82.5 → 83

    // A patient reads a food on its read-only view.
    const foodId = new URL(page.url()).searchParams.get("food");
    await expect(card(page).getByRole("link", { name: "View food details" })).toHaveAttribute("href", `/nutrition/food-database/${foodId}/view`);
  });

  test("an empty search says 'Enter search term!', so does one under 3 characters", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    await card(page).getByRole("button", { name: "Search" }).click();
    await expect(toast(page, ENTER_TERM)).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast(page, ENTER_TERM)).toHaveCount(0);
    await searchBox(page).fill("ab");
    await searchBox(page).press("Enter");
    await expect(toast(page, ENTER_TERM)).toBeVisible();

    await searchBox(page).fill("qqzzxxvvq");
    await expect(card(page).getByText("No items found!")).toBeVisible();
    await expect(toast(page, ENTER_TERM)).toHaveCount(0);
  });

  test("a patient also finds their own personal foods; no one else does", async ({ page }) => {
    const word = uniqueWord("muffin");
    const foodId = insertPersonalFood("patient@example.com", `Muffin, ${word}, homemade`, "pending");

    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    await searchBox(page).fill(word);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText("My food · awaiting approval");
    await results(page).first().click();
    await expect(card(page).getByLabel("Measure").locator("option:checked")).toHaveText("1 muffin (60 g)");
    await expect(labelRow(page, "Calories")).toContainText("180");
    await expect(labelRow(page, "Total Fat")).toContainText("7.2 g");
    // Nothing recorded is shown as such, not as zero.
    await expect(labelRow(page, "Sodium")).toContainText("—");

    // Another patient: not in the results, and not by its id either.
    await page.context().clearCookies();
    await signInAs(page, "patient2");
    await gotoHydrated(page, `/nutrition?food_q=${word}`);
    await expect(card(page).getByText("No items found!")).toBeVisible();
    await page.goto(`/nutrition?food=${foodId}`);
    await expect(card(page).getByText("That food could not be found.")).toBeVisible();
    await expect(label(page)).toHaveCount(0);

    // Staff search the approved database: a food awaiting approval is not in it yet.
    await page.context().clearCookies();
    await signInAs(page, "admin");
    await gotoHydrated(page, `/nutrition?food_q=${word}`);
    await expect(card(page).getByText("No items found!")).toBeVisible();
  });

  test("staff get a link to the food's details", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/nutrition/home");
    await searchBox(page).fill("broccoli raw");
    await expect(results(page).first()).toContainText("Broccoli, raw");
    await results(page).first().click();
    await expect(labelRow(page, "Calories")).toBeVisible();
    // The card stays on the page that hosts it.
    expect(new URL(page.url()).pathname).toBe("/nutrition/home");
    const foodId = new URL(page.url()).searchParams.get("food");
    await expect(card(page).getByRole("link", { name: "View food details" })).toHaveAttribute("href", `/nutrition/food-database/${foodId}/details`);
  });
});

test.describe("nutrition home", () => {
  test("features the latest articles, each linking to its page", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    const featured = page.getByRole("region", { name: "Featured articles" });
    const links = featured.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const title = (await links.first().textContent()) ?? "";
    await links.first().click();
    await expect(page).toHaveURL(/\/nutrition\/resources\/\d+\/details$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await featured.getByRole("link", { name: "All resources" }).click();
    await expect(page).toHaveURL(/\/nutrition\/resources$/);
  });

  test("features programme recipes, each opening its details", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    const featured = page.getByRole("region", { name: "Featured recipes" });
    // Which featured recipes come first depends on what other tests have edited, so take the
    // first card shown and check that it opens that very recipe.
    const first = featured.locator(".recipe-mini").first();
    await expect(first).toBeVisible();
    await expect(featured.locator(".recipe-mini")).toHaveCount(4);
    const name = (await first.locator(".recipe-mini-name").textContent())?.trim() ?? "";
    expect(name.length).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/\d+\/details$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.goBack();
    await featured.getByRole("link", { name: "All recipes" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  });

  test("/nutrition/home is the same page for staff", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/nutrition/home");
    await expect(page.getByRole("heading", { level: 1, name: "Nutrition Home" })).toBeVisible();
    await expect(card(page)).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured articles" })).toBeVisible();
  });
});

test.describe("food nutrition search card without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, pick, change measure and quantity: all plain GET forms and links", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto("/nutrition");
    await card(page).getByRole("button", { name: "Search" }).click();
    await expect(toast(page, ENTER_TERM)).toBeVisible();

    await searchBox(page).fill("chicken breast roasted");
    await card(page).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/food_q=chicken\+breast\+roasted/);
    await expect(results(page).first()).toContainText(CHICKEN);
    await results(page).first().click();
    await expect(labelRow(page, "Calories")).toContainText("231");

    await card(page).getByLabel("Measure").selectOption({ label: "100 g" });
    await card(page).getByLabel("Quantity").fill("2");
    await card(page).getByRole("button", { name: "Show facts" }).click();
    await expect(page).toHaveURL(/measure=base/);
    await expect(page).toHaveURL(/qty=2/);
    await expect(labelRow(page, "Calories")).toContainText("330");
    await expect(labelRow(page, "Protein")).toContainText("62 g");
    // The search is still there to pick another food.
    await expect(results(page).first()).toContainText(CHICKEN);
  });
});
