import fs from "node:fs";
import { BRISK_WALK, bookPlan, clinicDay, freshPatient, weekdayOf, weighIn } from "./fitness-data";
import { expectNoA11yViolations } from "./a11y";
import { expect, gotoHydrated, registerPatient, signInAs, signInWithPassword, test, toast, withServerDb } from "./fixtures";

/** The home dashboard (spec part 1 §2.5) and a patient's own data (issue 12), as a patient. */

test.describe("the home dashboard", () => {
  test("shows every block, top to bottom, for a patient with history", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Jane!" })).toBeVisible();
    await expect(page.locator(".greeting-card").getByText("Tampa, FL")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to my journal" })).toHaveAttribute("href", "/nutrition/journal");
    await expect(page.getByRole("link", { name: "Refer a friend" })).toHaveAttribute("href", "/refer-a-friend");
    const order = [
      "Upcoming appointment",
      "Latest badge",
      "Today's journal",
      "Weight trend",
      "Featured recipes",
      "Weight history",
      "Featured exercises",
      "My Fitness",
      "My Recipes",
      "Food nutrition search",
    ];
    const tops: number[] = [];
    for (const name of order) {
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await expect(heading, name).toBeVisible();
      tops.push((await heading.boundingBox())!.y);
    }
    // Featured recipes, then the ads, the weight chart, more ads, featured exercises, ...
    for (let i = 5; i < tops.length; i++) expect(tops[i], order[i]).toBeGreaterThan(tops[i - 1]);
    const carousels = page.getByRole("region", { name: /Ads/ });
    await expect(carousels.first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured recipes" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Weight history" }).locator("canvas")).toBeVisible();
    await page.getByText("Show as a table").click();
    await expect(page.getByRole("region", { name: "Weight history" }).getByRole("row")).not.toHaveCount(0);
    // The inactive seeded ad is never shown to a patient.
    await expect(page.getByText("Summer cooking class (ended)")).toHaveCount(0);
    await expectNoA11yViolations(page);

    // My Recipes tabs.
    await page.getByRole("link", { name: "Favorited" }).click();
    await expect(page.getByRole("link", { name: "Favorited" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Latest Reviews" }).click();
    await expect(page.getByRole("link", { name: "Latest Reviews" })).toHaveAttribute("aria-current", "page");
  });

  test("the ads carousel turns with the keyboard and stays put while focused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    const carousel = page.getByRole("region", { name: "Ads", exact: true });
    const slides = carousel.locator(".carousel-slide");
    // The seed's three active ads are shared between the two carousels: the first has two.
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0)).toBeVisible();
    await expect(slides.nth(1)).toBeHidden();
    await carousel.getByRole("button", { name: "Next ad" }).focus();
    await page.keyboard.press("Enter");
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await expect(slides.nth(0)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(slides.nth(1)).toBeVisible();
    // Reduced motion: no Pause button, because nothing moves by itself.
    await expect(carousel.getByRole("button", { name: "Pause" })).toHaveCount(0);
  });

  test("a newly registered patient sees a useful empty state in every block", async ({ page }) => {
    const me = await registerPatient(page, { firstName: "Nora" });
    await signInWithPassword(page, me.email, me.password);
    await gotoHydrated(page, "/home");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Nora!" })).toBeVisible();
    await expect(page.getByText("No upcoming appointment. Call your clinic to book your next visit.")).toBeVisible();
    await expect(page.getByText(/No badges yet/)).toBeVisible();
    await expect(page.getByText(/Nothing logged yet today/)).toBeVisible();
    await expect(page.getByText(/No weigh-ins yet/)).toBeVisible();
    await expect(page.getByText("Your weight history appears here after your first weigh-in.")).toBeVisible();
    await expect(page.getByText(/Nothing planned for today/)).toBeVisible();
    await expect(page.getByText(/You haven't submitted a recipe yet/)).toBeVisible();
    await page.getByRole("link", { name: "Favorited" }).click();
    await expect(page.getByText(/No favourites yet/)).toBeVisible();
    await page.getByRole("link", { name: "Latest Reviews" }).click();
    await expect(page.getByText(/You haven't reviewed a recipe yet/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("downloads my data as JSON and as CSV in a zip, and reads them back", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    // The profile menu links to it.
    await expect(page.locator('a[href="/my-data"]')).toHaveCount(1);
    await gotoHydrated(page, "/my-data");
    await expect(page.getByRole("heading", { level: 1, name: "My data" })).toBeVisible();
    await expectNoA11yViolations(page);
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as JSON" }).click()]);
    expect(json.suggestedFilename()).toMatch(/^my-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await json.path())!, "utf8"));
    expect(data.profile.first_name).toBe("Jane");
    expect(data.food_journal.length).toBeGreaterThan(0);
    const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as CSV (zip)" }).click()]);
    const bytes = fs.readFileSync((await zip.path())!);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from("food_journal.csv"))).toBe(true);
    expect(bytes.includes(Buffer.from("patient@example.com"))).toBe(true);
  });
});

test.describe("My Fitness", () => {
  test("logs today's minutes of a planned exercise from the dashboard", async ({ page }) => {
    // A patient of the test's own with the brisk walk booked on today's weekday.
    const patient = await freshPatient(page, "home-fit");
    await weighIn(patient, 95);
    await bookPlan(patient, [{ exercise: BRISK_WALK, days: [weekdayOf(await clinicDay())] }]);
    await gotoHydrated(page, "/home");
    const fitness = page.getByRole("region", { name: "My Fitness" });
    const forms = fitness.locator("form");
    await expect(forms).toHaveCount(1);
    await expect(fitness.getByRole("link", { name: "Brisk walk" })).toBeVisible();
    const first = forms.first();
    await first.getByRole("button", { name: /^Log/ }).click();
    await expect(first.getByText("Required")).toBeVisible();
    await first.getByRole("textbox").fill("25");
    // Checked again as it changes, as every kit form is.
    await expect(first.getByText("Required")).toHaveCount(0);
    await first.getByRole("button", { name: /^Log/ }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page.getByRole("region", { name: "My Fitness" }).getByText(/Done today: \d+ min/).first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("My Fitness logs today's minutes as a plain form post", async ({ page }) => {
    const patient = await freshPatient(page, "home-fit-nojs");
    await weighIn(patient, 95);
    await bookPlan(patient, [{ exercise: BRISK_WALK, days: [weekdayOf(await clinicDay())] }]);
    await page.goto("/home");
    const form = page.getByRole("region", { name: "My Fitness" }).locator("form").first();
    // Refused by the server: its message beside the field, what was typed kept, nothing logged.
    await form.getByRole("textbox").fill("0");
    await form.getByRole("button", { name: /^Log/ }).click();
    await expect(form.getByText("Must be 1 or more")).toBeVisible();
    await expect(form.getByRole("textbox")).toHaveValue("0");
    await expect(form.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "My Fitness" }).getByText(/Done today/)).toHaveCount(0);
    await form.getByRole("textbox").fill("20");
    await form.getByRole("button", { name: /^Log/ }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page.getByRole("region", { name: "My Fitness" }).getByText(/Done today: 20 min/)).toBeVisible();
  });

  test("the dashboard shows its first ad, the weight table and the recipe tabs", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto("/home");
    const carousel = page.getByRole("region", { name: "Ads", exact: true });
    await expect(carousel.getByRole("group").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Weight history" }).getByRole("table")).toBeVisible();
    await page.getByRole("link", { name: "Favorited" }).click();
    await expect(page).toHaveURL(/recipes=favorited/);
    await expect(page.getByRole("link", { name: "Favorited" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("in Spanish (issue 41)", () => {
  test("the shell, the home and a notification in Spanish; the notification said in the reader's language", async ({ page, baseURL }) => {
    const patient = await freshPatient(page, "home-es");
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    // A notification as the portal writes it: its English, and its messages for the reader's language.
    withServerDb((db) =>
      db
        .prepare("insert into notifications (user_id, kind, title, body, link, created_at, title_message, body_message) values (?, 'care_note', ?, ?, '/home', ?, ?, ?)")
        .run(patient.id, "A note from your care team", "Your care team left a note on your journal for Tuesday, May 6, 2031.", new Date().toISOString(), "notifications:careNote.title", 'notifications:careNote.body|{"day":"2031-05-06"}'),
    );
    await gotoHydrated(page, "/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const item of ["Inicio", "Progreso", "Medicamentos", "Nutrición", "Actividad física"]) await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "¡Hola de nuevo, Fran!" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Diario de hoy" })).toContainText("Todavía no ha registrado nada hoy.");
    await expect(page.getByRole("region", { name: "Mi actividad física" })).toBeVisible();
    await page.locator("details.profile-menu summary").click();
    await expect(page.getByRole("link", { name: "Mi perfil" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();

    await page.getByRole("link", { name: "Notificaciones, 1 sin leer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
    const list = page.getByRole("region", { name: "Sus notificaciones" });
    await expect(list.getByRole("button", { name: /^No leída: Una nota de su equipo de atención/ })).toBeVisible();
    await expect(list.getByText("Su equipo de atención dejó una nota en su diario del martes, 6 de mayo de 2031.")).toBeVisible();
    await page.getByRole("button", { name: "Marcar todas como leídas" }).click();
    await expect(toast(page, "Todas las notificaciones están marcadas como leídas.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Notificaciones", exact: true })).toBeVisible();

    await page.locator("details.profile-menu summary").click();
    await page.getByRole("link", { name: "Mis insignias" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mis insignias" })).toBeVisible();
    await expect(page.getByText("Todavía no tiene insignias.", { exact: false })).toBeVisible();
  });
});

test.describe("in Spanish without JavaScript (issue 41)", () => {
  test.use({ javaScriptEnabled: false });

  test("My Fitness logs today's minutes in Spanish as a plain form post", async ({ page, baseURL }) => {
    const patient = await freshPatient(page, "home-es-nojs");
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await bookPlan(patient, [{ exercise: BRISK_WALK, days: [weekdayOf(await clinicDay())] }]);
    await page.goto("/home");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const fitness = page.getByRole("region", { name: "Mi actividad física" });
    await expect(fitness).toContainText("Plan de hoy.");
    const form = fitness.locator("form").first();
    await form.getByRole("textbox", { name: "Minutos de Brisk walk" }).fill("20");
    await form.getByRole("button", { name: /^Registrar/ }).click();
    await expect(page.getByRole("region", { name: "Mi actividad física" }).getByText("Hecho hoy: 20 min")).toBeVisible();
  });
});
