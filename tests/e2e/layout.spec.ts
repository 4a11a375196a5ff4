import { addMeasureViaForm, createFoodViaForm, expect, gotoHydrated, signInAs, test, uniqueFoodName } from "./fixtures";
import type { Locator, Page } from "@playwright/test";

/**
 * Layout that a walk-through found broken, checked by geometry at the suite's 1280 × 860 window:
 * the staff header on one line, toasts clear of the header menus, the food search's Nutrition
 * Facts label at full width with every row inside it.
 */

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, "element is laid out").not.toBeNull();
  return b!;
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const header = (page: Page) => page.locator("header.app-header");

/** Every link and button of an open menu takes a click (nothing lies over it). */
async function expectAllClickable(menu: Locator) {
  const items = await menu.locator("a, button").all();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) await item.click({ trial: true, timeout: 5_000 });
}

test.describe("signed-in header at 1280 px", () => {
  for (const role of ["admin", "patient"] as const) {
    test(`${role === "admin" ? "staff" : "a patient"}: one line, nothing wrapped`, async ({ page }) => {
      await signInAs(page, role);
      await gotoHydrated(page, "/home");
      expect((await box(header(page))).height).toBeLessThanOrEqual(70);

      // BETA sits beside the name, not under it.
      const name = await box(header(page).locator(".logo-text"));
      const beta = await box(header(page).getByText("beta", { exact: true }));
      expect(name.height).toBeLessThan(40);
      expect(beta.y).toBeGreaterThanOrEqual(name.y);
      expect(beta.y + beta.height).toBeLessThanOrEqual(name.y + name.height);

      // Every main navigation item, "Shop ↗" included, is one line as tall as "Home".
      const nav = page.getByRole("navigation", { name: "Main" });
      const home = await box(nav.getByRole("link", { name: "Home" }));
      for (const link of await nav.getByRole("link").all()) expect((await box(link)).height).toBe(home.height);

      // The header's tools end inside the header's content width.
      const inner = await box(header(page).locator(".app-header-inner"));
      const profile = await box(page.locator("details.profile-menu summary"));
      expect(profile.x + profile.width).toBeLessThanOrEqual(inner.x + inner.width);
      if (role === "admin") {
        const submissions = await box(page.locator("details.submissions-menu summary"));
        expect(submissions.height).toBeLessThanOrEqual(48);
        expect(submissions.y).toBeGreaterThanOrEqual(inner.y);
      }
    });
  }
});

test.describe("toasts leave the header menus usable", () => {
  test("a patient opens the profile menu while a toast shows", async ({ page }) => {
    await signInAs(page, "patient");
    const id = await createFoodViaForm(page, "patient", uniqueFoodName("Toast check"));
    const measures = `/nutrition/myfood/${id}/edit?step=measures`;
    await addMeasureViaForm(page, measures, { seq: 1, quantity: "1", measure: "cup", grams: "100" });
    // The clock stands still, so the toast stays for as long as the test needs.
    await page.clock.install();
    await gotoHydrated(page, measures);
    const shown = page.getByTestId("toast").filter({ hasText: "Item has been added!" });
    await expect(shown).toBeVisible();

    const toggle = page.locator("details.profile-menu summary");
    await toggle.click({ trial: true, timeout: 5_000 }); // not covered: Playwright checks the toggle receives the click
    await toggle.click();
    const panel = page.locator("details.profile-menu .dropdown-panel");
    await expect(panel.getByRole("link", { name: "My favourites" })).toBeVisible();
    await expectAllClickable(panel);
    const toastBox = await box(shown);
    expect(overlaps(toastBox, await box(toggle))).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual((await box(header(page))).height);
    // The toast is there again once the menu closes.
    await page.keyboard.press("Escape");
    await shown.click({ trial: true, timeout: 5_000 });
  });

  test("staff open the submissions menu while a toast shows", async ({ page }) => {
    await signInAs(page, "admin");
    const id = await createFoodViaForm(page, "staff", uniqueFoodName("Toast check"));
    const measures = `/nutrition/food-database/${id}/edit?step=measures`;
    await addMeasureViaForm(page, measures, { seq: 1, quantity: "1", measure: "cup", grams: "100" });
    await page.clock.install();
    await gotoHydrated(page, measures);
    const shown = page.getByTestId("toast").filter({ hasText: "Item has been added!" });
    await expect(shown).toBeVisible();

    const toggle = page.locator("details.submissions-menu summary");
    await toggle.click({ trial: true, timeout: 5_000 });
    await toggle.click();
    const panel = page.locator("details.submissions-menu .dropdown-panel");
    await expect(panel.getByRole("link", { name: "Recipe Approval" })).toBeVisible();
    await expectAllClickable(panel);
    expect(overlaps(await box(shown), await box(toggle))).toBe(false);
  });
});

test("the food search's Nutrition Facts: full width, rows inside the box, Measure beside Quantity", async ({ page }) => {
  await signInAs(page, "patient");
  await gotoHydrated(page, "/nutrition?food_q=broccoli");
  await page.getByRole("list", { name: "Foods found" }).getByRole("link").filter({ hasText: "Broccoli, raw" }).first().click();
  const label = page.locator("section.nutrition-label");
  await expect(label.getByRole("heading", { name: "Nutrition Facts" })).toBeVisible();

  const labelBox = await box(label);
  expect(labelBox.width).toBeGreaterThanOrEqual(300);
  const right = labelBox.x + labelBox.width;
  const rows = label.locator("tr");
  expect(await rows.count()).toBeGreaterThan(5);
  for (const row of await rows.all()) {
    for (const cell of await row.locator("th, td").all()) {
      const c = await box(cell);
      expect(c.x + c.width, `a cell of "${await row.innerText()}" stays inside the label`).toBeLessThanOrEqual(right);
    }
  }
  // The % Daily Value column is shown whole.
  const percent = await box(label.getByRole("columnheader", { name: "% Daily Value" }));
  expect(percent.x + percent.width).toBeLessThanOrEqual(right);

  // Measure and Quantity side by side, a field's gap apart.
  const measure = await box(page.getByLabel("Measure"));
  const quantity = await box(page.getByLabel("Quantity"));
  expect(quantity.x - (measure.x + measure.width)).toBeLessThan(40);
  expect(Math.abs(quantity.y + quantity.height - (measure.y + measure.height))).toBeLessThan(8);
});
