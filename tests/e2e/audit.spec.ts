import { expectNoA11yViolations } from "./a11y";
import { expect, gotoHydrated, signInAs, test } from "./fixtures";

/** Issue 13 §4: staff read the audit log, filtered by patient, event and day (read-only). */

test.describe("the audit log", () => {
  test("staff filter it by event and patient; it is accessible", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Audit log entries" })).toBeVisible();
    await expectNoA11yViolations(page);

    // Staff's own sign-in (the fixture signs in through the portal) is in the log.
    await page.getByLabel("Patient (email or ID)").fill("admin@example.com");
    await page.getByLabel("Event").selectOption("sign_in");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/event=sign_in/);
    await expect(page.getByText(/events? match(es)? the filter/)).toBeVisible();
    const events = page.getByRole("region", { name: "Audit log entries" }).locator("tbody tr td:nth-child(2)");
    await expect(events.first()).toHaveText("sign in");
    expect(new Set(await events.allTextContents())).toEqual(new Set(["sign in"]));
    await page.screenshot({ path: test.info().outputPath("audit.png"), fullPage: true });
  });

  test("an administrator reading Spanish filters it in Spanish; staff and clinics are in Spanish too (issue 41)", async ({ page, baseURL }) => {
    await signInAs(page, "admin");
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await gotoHydrated(page, "/audit");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Registro de auditoría" })).toBeVisible();
    await page.getByLabel("Paciente (correo electrónico o ID)").fill("admin@example.com");
    await page.getByLabel("Evento").selectOption({ label: "inicio de sesión" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/event=sign_in/);
    await expect(page.getByText(/eventos? coincide(n)? con el filtro · solo lectura/)).toBeVisible();
    const events = page.getByRole("region", { name: "Entradas del registro de auditoría" }).locator("tbody tr td:nth-child(2)");
    await expect(events.first()).toHaveText("inicio de sesión");

    await gotoHydrated(page, "/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Personal y clínicas" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Función" })).toBeVisible();
    await expect(page.getByText("(usted)")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the filter is a plain GET form", async ({ page }) => {
      await signInAs(page, "admin");
      await page.goto("/audit");
      await page.getByLabel("Event").selectOption("sign_in");
      await page.getByLabel("To (UTC day)").fill("2000-01-01");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/to=2000-01-01/);
      await expect(page.getByText("No items found!")).toBeVisible();
    });
  });
});
