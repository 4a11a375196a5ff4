import { expect, test, toast } from "./fixtures";
import { BRISK_WALK, bookPlan, clinicDay, freshPatient, logExercise, weekdayOf, weighIn } from "./fitness-data";

test.use({ javaScriptEnabled: false });

test.describe("fitness without JavaScript", () => {
  test("the exercise list: search and filters are GET forms, Next page pages on", async ({ page }) => {
    await freshPatient(page);
    await page.goto("/fitness/exercises");
    await page.getByRole("searchbox", { name: "Search exercises" }).fill("walk");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=walk/);
    await page.getByRole("checkbox", { name: /^Walking/ }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/type=Walking/);
    await expect(page).toHaveURL(/search=walk/);
    await expect(page.getByRole("heading", { name: "Brisk walk", exact: true })).toBeVisible();
    await page.goto("/fitness/exercises");
    await expect(page.locator(".fitness-card")).toHaveCount(30);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/offset=30/);
    await expect(page.locator(".fitness-card")).toHaveCount(30);
  });

  test("exercise details: Add to My Plan, the log form, Journal This; a video is a link to the privacy-enhanced player", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100);
    await page.goto(`/fitness/exercises/${BRISK_WALK}/details`);
    await expect(page.getByRole("link", { name: /Play video/ }).first()).toHaveAttribute("href", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.getByRole("button", { name: "Add to My Plan" }).click();
    await expect(toast(page, "Exercise added!")).toBeVisible();
    await expect(page.getByText("In My Plan")).toBeVisible();

    const log = page.locator(".fitness-log-form");
    await log.getByRole("button", { name: "Log exercise" }).click();
    await expect(log.getByText("Required")).toBeVisible();
    await log.getByLabel("Duration (minutes)").fill("30");
    await log.getByLabel("Date done").fill(await clinicDay(-1));
    await log.getByRole("button", { name: "Log exercise" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();

    await page.getByRole("link", { name: "Journal This" }).click();
    await expect(page).toHaveURL(/journal=1/);
    const panel = page.getByRole("dialog", { name: "Journal This" });
    await panel.getByLabel("Minutes").fill("20");
    await panel.getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page).not.toHaveURL(/journal=1/);

    await page.goto("/fitness/my-history?tab=details");
    const rows = page.getByRole("table", { name: "Logged exercises, newest first" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText("165");
  });

  test("my workout: add from the panel, edit a row's days, delete a row, Remove all — each a form post", async ({ page }) => {
    await freshPatient(page);
    await page.goto("/fitness/my-workout?panel=exercises");
    const panel = page.getByRole("dialog", { name: "Add Exercises" });
    await expect(panel.locator(".fitness-pick")).toHaveCount(6);
    await panel.getByRole("button", { name: "Add selected exercises" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select exercise!" })).toBeVisible();
    await panel.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/offset=6/);
    await panel.getByRole("checkbox").nth(0).check();
    await panel.getByRole("checkbox").nth(1).check();
    await panel.getByRole("button", { name: "Add selected exercises" }).click();
    await expect(toast(page, "Exercise added!")).toBeVisible();
    await expect(page).toHaveURL(/\/fitness\/my-workout$/);
    const table = page.getByRole("table", { name: /My workout plan/ });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByText("No day chosen yet").first()).toBeVisible();

    await table.getByRole("link", { name: /^Edit the days of/ }).first().click();
    await page.getByRole("checkbox", { name: / on Monday$/ }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await expect(table.getByText("Booked on Monday")).toHaveCount(1);

    await table.getByRole("link", { name: /^Delete / }).first().click();
    await expect(page).toHaveURL(/delete=/);
    await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);

    await page.getByRole("link", { name: "Remove all" }).click();
    const step = page.getByRole("alertdialog");
    await expect(step.getByText("Are you sure you want to delete?")).toBeVisible();
    await step.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Your workout plan is empty now.")).toBeVisible();
  });

  test("add a workout plan from its page and from the Add plans panel", async ({ page }) => {
    await freshPatient(page);
    await page.goto("/fitness/workout-plans?search=nosuchplanxyz");
    await expect(page.getByText("Np plans found!")).toBeVisible();
    await page.goto("/fitness/workout-plans?search=pool");
    await page.getByRole("link", { name: "Pool Power" }).click();
    await page.getByRole("button", { name: "Add to My Workout" }).click();
    await expect(page).toHaveURL(/\/fitness\/my-workout$/);
    await expect(toast(page, "Plan added!")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Water aerobics/ })).toBeVisible();

    await page.goto("/fitness/my-workout?panel=plans");
    await page.getByRole("dialog", { name: "Add plans" }).getByRole("checkbox", { name: /Yoga and Flexibility/ }).check();
    await page.getByRole("button", { name: "Add selected plans" }).click();
    await expect(toast(page, "Plan added!")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Pilates/ })).toBeVisible();
  });

  test("my progress: log today's booked exercise and save the week's check marks", async ({ page }) => {
    const p = await freshPatient(page);
    const todayIndex = weekdayOf(await clinicDay());
    await bookPlan(p, [{ exercise: BRISK_WALK, days: [todayIndex] }]);
    await page.goto("/fitness/my-progress");
    const card = page.locator(".fitness-log-card").filter({ hasText: "Brisk walk" });
    await card.getByLabel("Duration (minutes)").fill("25");
    await card.getByRole("button", { name: "Log exercise" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(card.getByText("Logged: 25 min")).toBeVisible();

    await page.getByRole("link", { name: "Edit Workout" }).click();
    const other = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][(todayIndex + 2) % 7];
    await page.getByRole("checkbox", { name: `Brisk walk on ${other}` }).check();
    await page.getByRole("button", { name: "Save my week" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Brisk walk on ${other}` })).toBeChecked();
  });

  test("the weekly journal: the server answers the entry form's errors, then adds it; the goal form; the date picker", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 80);
    await page.goto("/fitness/journal?add=1");
    const panel = page.getByRole("dialog", { name: "Add to journal" });
    await panel.getByLabel("Exercise").selectOption({ label: "Dumbbell workout" });
    await panel.getByLabel("Type of activity").selectOption("Resistance");
    await panel.getByRole("button", { name: "Add to journal" }).click();
    await expect(panel.locator(".field-errors")).toHaveText(["Required", "Required", "Required", "Required"]);
    await panel.getByLabel("Weight lifted (lb)").fill("15");
    await panel.getByLabel("Reps").fill("10");
    await panel.getByLabel("Sets").fill("3");
    await panel.getByLabel("Minutes").fill("30");
    await panel.getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page.getByRole("table", { name: "Journal entries of the week" }).getByRole("row", { name: /Dumbbell workout/ })).toContainText("15 lb");

    await page.getByRole("link", { name: "Adjust Goal" }).click();
    const goal = page.getByRole("dialog", { name: "Adjust Goal" });
    await goal.getByLabel("Cardio (minutes per week)").fill("120");
    await goal.getByLabel("Resistance (sessions per week)").fill("2");
    await goal.getByLabel("Flexibility (sessions per week)").fill("1");
    await goal.getByLabel("Calories burned per week").fill("800");
    await goal.getByRole("button", { name: "Save goal" }).click();
    await expect(toast(page, "Goal saved!")).toBeVisible();
    await expect(page.locator(".fitness-goal-resistance")).toContainText("50% of this week's goal");

    await page.getByLabel("Date", { exact: true }).fill(await clinicDay(-7));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/date=/);
    await expect(page.getByRole("link", { name: "Adjust Goal" })).toHaveCount(0);
  });

  test("history: filters and the period are GET forms; a log is edited on its own row", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100, -20);
    await logExercise(p, BRISK_WALK, -1, 30);
    await page.goto("/fitness/my-history");
    await expect(page.getByText("The chart needs JavaScript; the numbers are in the table below.")).toBeVisible();
    await expect(page.getByRole("table", { name: /minutes and calories burned by day/ })).toBeVisible();
    await page.getByLabel("Time span").selectOption("2");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/span=2/);
    await page.getByLabel("Period").selectOption("all");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByRole("table", { name: "Calories burned by week and day" }).locator("tfoot")).toContainText("165");

    await page.getByRole("tab", { name: "Details" }).click();
    await page.getByRole("link", { name: /^Edit Brisk walk/ }).click();
    await page.getByLabel("Duration (minutes)").fill("60");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await expect(page.getByRole("table", { name: "Logged exercises, newest first" })).toContainText("330");
  });

  test("My Workout's Add plans panel in Spanish: none picked is refused in Spanish, a plan picked is booked", async ({ page, baseURL }) => {
    await freshPatient(page);
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await page.goto("/fitness/my-workout?panel=plans");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Mi plan de entrenamiento · Portal del Paciente");
    const panel = page.getByRole("dialog", { name: "Agregar planes" });
    await panel.getByRole("button", { name: "Agregar los planes seleccionados" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Seleccione al menos un plan." })).toBeVisible();
    await page.getByRole("dialog", { name: "Agregar planes" }).getByRole("group", { name: "Flexibilidad" }).getByRole("checkbox", { name: /Yoga and Flexibility/ }).check();
    await page.getByRole("button", { name: "Agregar los planes seleccionados" }).click();
    await expect(toast(page, "¡Plan agregado!")).toBeVisible();
    const table = page.getByRole("table", { name: /Mi plan de entrenamiento/ });
    await expect(table.getByRole("columnheader", { name: "Ejercicio" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Pilates/ }).getByText(/^Programado para el /).first()).toBeAttached();
  });

  test("my progress in Spanish: the log form's refusal comes back in Spanish, then the log is added", async ({ page }) => {
    const p = await freshPatient(page);
    await bookPlan(p, [{ exercise: BRISK_WALK, days: [weekdayOf(await clinicDay())] }]);
    await page.context().addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL! }]);
    await page.goto("/fitness/my-progress");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Mi entrenamiento", level: 1 })).toBeVisible();
    const card = page.locator(".fitness-log-card").filter({ hasText: "Brisk walk" });
    await card.getByLabel("Fecha en que lo hizo").fill(await clinicDay(2));
    await card.getByLabel("Duración (minutos)").fill("25");
    await card.getByRole("button", { name: "Registrar ejercicio" }).click();
    await expect(card.getByText("¡La fecha no puede ser futura!")).toBeVisible();
    await card.getByLabel("Fecha en que lo hizo").fill(await clinicDay());
    await card.getByLabel("Duración (minutos)").fill("25");
    await card.getByRole("button", { name: "Registrar ejercicio" }).click();
    await expect(toast(page, "¡Se agregó correctamente!")).toBeVisible();
    await expect(card.getByText("Registrado: 25 min")).toBeVisible();
  });
});
