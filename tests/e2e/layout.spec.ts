import { addMeasureViaForm, createFoodViaForm, expect, gotoHydrated, signInAs, test, uniqueFoodName } from "./fixtures";
import type { Browser, Locator, Page } from "@playwright/test";

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
    await addMeasureViaForm(page, measures, { seq: 1, quantity: "1", measure: "cup", grams: "100" }, { keepToast: true });
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
    await addMeasureViaForm(page, measures, { seq: 1, quantity: "1", measure: "cup", grams: "100" }, { keepToast: true });
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

/**
 * Issue 24: at 768–940 px the header ran off the right edge (staff's still at 1024 px), and a
 * phone without JavaScript got the 941 px desktop layout. At each width, with and without
 * JavaScript, a handful of screens never scroll sideways and the header's menus stay on screen.
 * One browser context per width and mode. A window this narrow on a desktop stays in the portal
 * (the phone cut-off reads the screen and its pointer, decision 0163), so at 390 px the screens
 * are checked with JavaScript too (WCAG 2.2 reflow); a phone's /mobile is checked in
 * session.spec.ts.
 */
const WIDTHS = [390, 768, 1024, 1280] as const;

async function expectNoSideScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${what}: the page is ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client);
}

async function expectMenusOnScreen(page: Page, width: number, what: string) {
  for (const toggle of await page.locator("header.app-header details > summary").all()) {
    const b = await box(toggle);
    expect(b.x + b.width, `${what}: a header menu ends inside the window`).toBeLessThanOrEqual(width);
  }
}

async function layoutContext(browser: Browser, width: number, javaScript: boolean) {
  return browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
}

const PATIENT_SCREENS = ["/home", "/nutrition/journal", "/progress", "/fitness/journal", "/nutrition/recipes"];

for (const javaScript of [true, false]) {
  for (const width of WIDTHS) {
    test(`no sideways scroll at ${width} px ${javaScript ? "with" : "without"} JavaScript`, async ({ browser }) => {
      const context = await layoutContext(browser, width, javaScript);
      const page = await context.newPage();
      try {
        await signInAs(page, "patient");
        for (const url of PATIENT_SCREENS) {
          if (javaScript) await gotoHydrated(page, url);
          else await page.goto(url);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expectNoSideScroll(page, url);
          await expectMenusOnScreen(page, width, url);
        }
      } finally {
        await context.close();
      }
    });
  }
}

test("staff at 768 and 1024 px: the header with the submissions menu fits, on the screens staff use most", async ({ browser }) => {
  for (const width of [768, 1024]) {
    const context = await layoutContext(browser, width, true);
    const page = await context.newPage();
    try {
      await signInAs(page, "admin");
      for (const url of ["/home", "/ads", "/nutrition/recipes/approval"]) {
        await gotoHydrated(page, url);
        await expectNoSideScroll(page, `${url} at ${width} px`);
        await expectMenusOnScreen(page, width, `${url} at ${width} px`);
      }
      // Sign out is reachable: the profile menu opens inside the window.
      await page.locator("details.profile-menu summary").click();
      const signOut = page.getByRole("button", { name: "Sign out" });
      await expect(signOut).toBeVisible();
      const b = await box(signOut);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    } finally {
      await context.close();
    }
  }
});

test("the weight history table fits its card at 1280 px (no scroll bar of its own)", async ({ page }) => {
  await signInAs(page, "patient");
  await gotoHydrated(page, "/progress");
  const region = page.getByRole("region", { name: "Weight history" });
  await expect(region).toBeVisible();
  const { scroll, client } = await region.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(scroll, `the table is ${scroll - client} px wider than its card`).toBeLessThanOrEqual(client);
});
