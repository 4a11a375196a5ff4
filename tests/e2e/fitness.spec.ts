import { expect, gotoHydrated, test, toast } from "./fixtures";
import { BRISK_WALK, bookPlan, clinicDay, freshPatient, logExercise, weekdayOf, weighIn } from "./fitness-data";

test.describe("exercises as a patient", () => {
  test("search waits for three characters; filters narrow the list; cards cut descriptions at 50 characters", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, "/fitness/exercises");
    await expect(page.locator(".fitness-card")).toHaveCount(30);
    const search = page.getByRole("searchbox", { name: "Search exercises" });
    await search.fill("sw");
    await search.press("End");
    await expect(page).not.toHaveURL(/search=/);
    await search.fill("swim");
    await expect(page).toHaveURL(/search=swim/);
    await expect(page.getByRole("heading", { name: "Swimming laps, slow freestyle" })).toBeVisible();
    for (const text of await page.locator(".fitness-card-text").allTextContents()) expect(text.length).toBeLessThanOrEqual(51);

    await page.getByRole("checkbox", { name: /^Resistance/ }).check();
    await expect(page).toHaveURL(/type_of_activity=Resistance/);
    await expect(page.getByText("No exercises found!")).toBeVisible();
    await page.getByRole("checkbox", { name: /^Resistance/ }).uncheck();
    await page.getByRole("checkbox", { name: /^Vigorous/ }).check();
    await expect(page).toHaveURL(/flame=3/);
    await expect(page.getByRole("heading", { name: "Swimming laps, fast freestyle" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Swimming laps, slow freestyle" })).toHaveCount(0);
    // No staff menu for patients.
    await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(0);
  });

  test("more exercises load when scrolling to the bottom", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, "/fitness/exercises");
    await expect(page.locator(".fitness-card")).toHaveCount(30);
    await page.locator(".load-more").scrollIntoViewIfNeeded();
    await expect(page.locator(".fitness-card")).toHaveCount(60);
  });

  test("details: description, instructions, related exercises, Potential Burn and the video player in a dialog", async ({ page }) => {
    const p = await freshPatient(page);
    await gotoHydrated(page, `/fitness/exercises/${BRISK_WALK}/details`);
    await expect(page.getByRole("heading", { level: 1, name: "Brisk walk" })).toBeVisible();
    // No weight on record: a prompt to add one.
    const burn = page.locator(".fitness-burn");
    await expect(burn.getByText("Add your weight to see the calories this burns for you.")).toBeVisible();
    await expect(burn.getByRole("link", { name: "Add your weight" })).toHaveAttribute("href", "/progress");
    await weighIn(p, 100);
    await page.reload();
    await expect(burn.locator(".fitness-burn-value")).toHaveText(/165 calories/);
    await expect(burn.getByRole("row", { name: /^60/ })).toContainText("330");
    await expect(page.getByRole("heading", { name: "Instructions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Easier options" })).toBeVisible();

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: /Play video/ }).first().click();
    const dialog = page.getByRole("dialog", { name: /How to: Brisk walk/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Walking on sand" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Walking on sand" })).toBeVisible();
  });
});

test.describe("my workout as a patient", () => {
  test("Add to My Plan from an exercise, then add a workout plan; both land in the table", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, `/fitness/exercises/${BRISK_WALK}/details`);
    await page.getByRole("button", { name: "Add to My Plan" }).click();
    await expect(toast(page, "Exercise added!")).toBeVisible();
    await expect(page.getByText("In My Plan")).toBeVisible();

    await gotoHydrated(page, "/fitness/workout-plans");
    await page.getByRole("link", { name: "Chair Exercises" }).click();
    await expect(page.getByRole("heading", { name: "Chair Exercises", level: 1 })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const add = page.getByRole("button", { name: "Add to My Workout" });
    await add.click();
    await expect(page).toHaveURL(/\/fitness\/my-workout$/);
    await expect(toast(page, "Plan added!")).toBeVisible();
    const table = page.getByRole("table", { name: /My workout plan/ });
    await expect(table.getByRole("rowheader", { name: "Brisk walk" })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Seated tai chi" })).toBeVisible();
    // Seated tai chi: Tuesday and Thursday.
    const taiChi = table.getByRole("row", { name: /Seated tai chi/ });
    await expect(taiChi.getByText("Booked on Tuesday")).toBeAttached();
    await expect(taiChi.getByText("Booked on Thursday")).toBeAttached();
    await expect(taiChi.getByText("Not on Monday")).toBeAttached();
  });

  test("edit a row's weekdays ('Nothing to update!' when unchanged), delete a row, Remove all", async ({ page }) => {
    const p = await freshPatient(page);
    await bookPlan(p, [
      { exercise: BRISK_WALK, days: [1, 3] },
      { exercise: 1088, days: [0] },
    ]);
    await gotoHydrated(page, "/fitness/my-workout");
    const table = page.getByRole("table", { name: /My workout plan/ });
    await table.getByRole("link", { name: "Edit the days of Brisk walk" }).click();
    await page.getByRole("checkbox", { name: "Brisk walk on Saturday" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await expect(table.getByRole("row", { name: /Brisk walk/ }).getByText("Booked on Saturday")).toBeAttached();

    await table.getByRole("link", { name: "Edit the days of Brisk walk" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing to update!" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();

    await table.getByRole("link", { name: "Delete Hatha yoga" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Hatha yoga" })).toHaveCount(0);

    await page.getByRole("link", { name: "Remove all" }).click();
    await expect(page.getByRole("dialog").getByText("Are you sure you want to delete?")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Your workout plan is empty now.")).toBeVisible();
    await expect(page.getByText(/Your workout plan is empty/).first()).toBeVisible();
  });

  test("the Add Exercises panel: 'Please select exercise!' with none, several picked at once, then it closes", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, "/fitness/my-workout");
    await page.getByRole("navigation", { name: "Fitness" }).locator("..").getByRole("link", { name: "Add Exercises" }).click();
    const panel = page.getByRole("dialog", { name: "Add Exercises" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("checkbox", { name: /Abdominal crunches/ })).toBeVisible();
    await panel.getByRole("button", { name: "Add selected exercises" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Please select exercise!");
    // Six at a time, more as the list scrolls.
    const before = await panel.locator(".fitness-pick").count();
    expect(before % 6).toBe(0);
    await panel.locator(".load-more").scrollIntoViewIfNeeded();
    await expect.poll(() => panel.locator(".fitness-pick").count()).toBeGreaterThan(before);
    await panel.getByRole("checkbox", { name: /Abdominal crunches/ }).check();
    await panel.getByRole("checkbox", { name: /^Backstroke/ }).check();
    await panel.getByRole("button", { name: "Add selected exercises" }).click();
    await expect(toast(page, "Exercise added!")).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("rowheader", { name: /Abdominal crunches/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Backstroke/ })).toBeVisible();
  });

  test("the Add plans panel adds several plans, grouped by subgroup", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, "/fitness/my-workout?panel=plans");
    const panel = page.getByRole("dialog", { name: "Add plans" });
    await expect(panel.getByRole("group", { name: "Chair exercises" })).toBeVisible();
    await panel.getByRole("checkbox", { name: /Beginner Walking/ }).check();
    await panel.getByRole("checkbox", { name: /Dance Cardio/ }).check();
    await panel.getByRole("button", { name: "Add selected plans" }).click();
    await expect(toast(page, "Plan added!")).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Low-impact aerobics/ })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: /Walking for pleasure/ })).toBeVisible();
  });

  test("My Progress: tabs start today; log a booked exercise (calories worked out); an empty day offers a way in", async ({ page }) => {
    const p = await freshPatient(page);
    const today = await clinicDay();
    const todayIndex = weekdayOf(today);
    await weighIn(p, 100);
    await bookPlan(p, [{ exercise: BRISK_WALK, days: [todayIndex] }]);
    await gotoHydrated(page, "/fitness/my-progress");
    const tabs = page.getByRole("navigation", { name: "Days of the week" }).getByRole("link");
    await expect(tabs.first()).toContainText("Today");
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    const card = page.locator(".fitness-log-card").filter({ hasText: "Brisk walk" });
    await expect(card.getByLabel("Date done")).toHaveValue(today);
    await card.getByLabel("Duration (minutes)").fill("30");
    await expect(card.getByText("Left empty: about 165")).toBeVisible();
    await card.getByRole("button", { name: "Log exercise" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(card.getByText("Logged: 30 min, 165 calories")).toBeVisible();

    // Tomorrow's weekday is empty: it offers the two ways to fill it.
    await tabs.nth(1).click();
    await expect(page.getByText("Nothing is booked for this day.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Exercise to My Plan" })).toHaveAttribute("href", new RegExp(`panel=exercises&weekday=${(todayIndex + 1) % 7}`));
    await expect(page.getByRole("link", { name: "Choose one of our Plans" })).toHaveAttribute("href", "/fitness/workout-plans");

    // Edit Workout: the plan as check marks, saved at once.
    await page.getByRole("link", { name: "Edit Workout" }).click();
    const other = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][(todayIndex + 3) % 7];
    await page.getByRole("checkbox", { name: `Brisk walk on ${other}` }).check();
    await page.getByRole("button", { name: "Save my week" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await page.getByRole("button", { name: "Save my week" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing to update!" })).toBeVisible();
  });

  test("a log dated in the future is refused under its field", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, `/fitness/exercises/${BRISK_WALK}/details`);
    const form = page.locator(".fitness-log-form");
    await form.getByLabel("Date done").fill(await clinicDay(2));
    await form.getByLabel("Duration (minutes)").fill("20");
    await form.getByRole("button", { name: "Log exercise" }).click();
    await expect(form.getByText("Date cannot be in the future!")).toBeVisible();
  });
});

test.describe("history and the weekly journal as a patient", () => {
  test("My History: the chart with its table, filters, Summary and Details (edit and delete a log)", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100, -30);
    await logExercise(p, BRISK_WALK, 0, 30);
    await logExercise(p, BRISK_WALK, -2, 60);
    await logExercise(p, 1088, -9, 30);
    await gotoHydrated(page, "/fitness/my-history");
    await expect(page.locator(".fitness-chart-canvas canvas")).toBeVisible();
    await page.getByText("Show the numbers as a table").click();
    const numbers = page.getByRole("table", { name: /minutes and calories burned by day/ });
    await expect(numbers).toBeVisible();
    await page.getByLabel("Exercise", { exact: true }).selectOption({ label: "Hatha yoga" });
    await expect(page).toHaveURL(/exercise=1088/);
    await page.getByRole("radio", { name: "Week" }).check();
    await expect(page).toHaveURL(/group=week/);
    await expect(page.locator(".fitness-chart-caption")).toHaveText(/Hatha yoga: minutes and calories burned by week/);

    const summary = page.getByRole("table", { name: "Calories burned by week and day" });
    // 165 + 330 (brisk walk at 100 kg) + 75 (half an hour of hatha yoga).
    await expect(summary.locator("tfoot")).toContainText("570");
    await page.getByLabel("Period").selectOption("all");
    await expect(page).toHaveURL(/period=all/);

    await page.getByRole("tab", { name: "Details" }).click();
    const details = page.getByRole("table", { name: "Logged exercises, newest first" });
    await expect(details.getByRole("row")).toHaveCount(4);
    await details.getByRole("link", { name: /^Edit Brisk walk/ }).first().click();
    await page.getByLabel("Duration (minutes)").fill("45");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Successfully updated!")).toBeVisible();
    await expect(details.getByRole("row").nth(1)).toContainText("45 min");
    await details.getByRole("link", { name: /^Delete Hatha yoga/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(details.getByRole("row")).toHaveCount(3);
  });

  test("Weekly Journal: add an entry (resistance needs weight, reps and sets), adjust today's goal, a past week has no Adjust Goal", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 90);
    await gotoHydrated(page, "/fitness/journal");
    await expect(page.getByText("No goal set").first()).toBeVisible();
    await page.getByRole("navigation", { name: "Fitness" }).locator("..").getByRole("link", { name: "Add to journal" }).click();
    const panel = page.getByRole("dialog", { name: "Add to journal" });
    await panel.getByLabel("Exercise").selectOption({ label: "Wall push-ups" });
    await expect(panel.getByLabel("Type of activity")).toHaveValue("Resistance");
    await panel.getByLabel("Minutes").fill("15");
    await panel.getByRole("button", { name: "Add to journal" }).click();
    await expect(panel.locator("#journal-add-reps-error, [id$='-reps-error']").first()).toHaveText("Required");
    await panel.getByLabel("Weight lifted (lb)").fill("10");
    await panel.getByLabel("Reps").fill("12");
    await panel.getByLabel("Sets").fill("2");
    await panel.getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    const entries = page.getByRole("table", { name: "Journal entries of the week" });
    await expect(entries.getByRole("row", { name: /Wall push-ups/ })).toContainText("10 lb");
    await page.getByRole("tab", { name: /Cardio/ }).click();
    await expect(page.getByText("No entries for this week yet.")).toBeVisible();

    await page.getByRole("link", { name: "Adjust Goal" }).click();
    const goal = page.getByRole("dialog", { name: "Adjust Goal" });
    await goal.getByLabel("Cardio (minutes per week)").fill("150");
    await goal.getByLabel("Resistance (sessions per week)").fill("2");
    await goal.getByLabel("Flexibility (sessions per week)").fill("1");
    await goal.getByLabel("Calories burned per week").fill("abc");
    await goal.getByRole("button", { name: "Save goal" }).click();
    await expect(goal.getByText("Please provide a valid number, up to 1 decimal place")).toBeVisible();
    await goal.getByLabel("Calories burned per week").fill("1000");
    await goal.getByRole("button", { name: "Save goal" }).click();
    await expect(toast(page, "Goal saved!")).toBeVisible();
    const resistance = page.locator(".fitness-goal-resistance");
    await expect(resistance).toContainText("1 of 2 sessions");
    await expect(resistance).toContainText("50% of this week's goal");

    // Another week: the date picker changes the summary and the goals; no Adjust Goal.
    await page.getByRole("link", { name: "← Previous week" }).click();
    await expect(page).toHaveURL(/date=/);
    await expect(page.getByRole("link", { name: "Adjust Goal" })).toHaveCount(0);
    await expect(page.getByText("No entries for this week yet.")).toBeVisible();
  });

  test("the journal's date cannot be in the future", async ({ page }) => {
    await freshPatient(page);
    await gotoHydrated(page, `/fitness/journal?date=${await clinicDay(3)}`);
    await expect(page.getByRole("alert").filter({ hasText: "Date cannot be in the future!" })).toBeVisible();
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue(await clinicDay());
    await expect(page.getByLabel("Date", { exact: true })).toHaveAttribute("max", await clinicDay());
  });

  test("fitness home: intro cards, Track My Results and Potential Burn of exercise 1078", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100);
    await logExercise(p, BRISK_WALK, 0, 30);
    await gotoHydrated(page, "/fitness");
    for (const name of ["Workout plans", "My Workout", "Journal"]) await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText(/The last 8 weeks: 30 minutes, 165 calories burned/)).toBeVisible();
    await expect(page.locator(".fitness-burn")).toContainText("Brisk walk");
    await expect(page.locator(".fitness-burn-value")).toHaveText(/165 calories/);
    // The content area's ads carousel, with the seed's active ads.
    await expect(page.getByRole("region", { name: "Ads" })).toBeVisible();
    await gotoHydrated(page, "/fitness/home");
    await expect(page.getByRole("heading", { name: "Track My Results" })).toBeVisible();
  });

  test("fitness home in Spanish: the subnav, the cards, Track My Results with its chart's table, Potential Burn and the ads", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100);
    await logExercise(p, BRISK_WALK, 0, 30);
    await page.context().addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL! }]);
    await gotoHydrated(page, "/fitness");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Inicio de actividad física · Portal del Paciente");
    await expect(page.getByRole("navigation", { name: "Actividad física" }).getByRole("link", { name: "Planes de entrenamiento" })).toBeVisible();
    for (const name of ["Planes de entrenamiento", "Mi entrenamiento", "Diario"]) await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText("Las últimas 8 semanas: 30 minutos y 165 calorías quemadas.")).toBeVisible();
    await page.getByText("Ver los números como tabla").click();
    const table = page.getByRole("table", { name: "Minutos y calorías quemadas por semana, últimas 8 semanas" });
    await expect(table.getByRole("columnheader")).toHaveText(["Semana del", "Minutos", "Calorías quemadas"]);
    await expect(page.locator(".fitness-burn")).toContainText("Calorías que podría quemar");
    await expect(page.locator(".fitness-burn-value")).toHaveText("165 calorías en 30 minutos");
    await expect(page.getByRole("region", { name: "Anuncios" })).toBeVisible();
  });

  test("the weekly journal and My History in Spanish: add an entry, the goal cards, the chart and the logged exercises", async ({ page }) => {
    const p = await freshPatient(page);
    await weighIn(p, 100, -30);
    await page.context().addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL! }]);
    await gotoHydrated(page, "/fitness/journal?add=1");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Diario semanal · Portal del Paciente");
    await expect(page.getByText("Sin meta fijada").first()).toBeVisible();
    const panel = page.getByRole("dialog", { name: "Agregar al diario" });
    await panel.getByLabel("Ejercicio").selectOption({ label: "Brisk walk" });
    await expect(panel.getByLabel("Tipo de actividad")).toHaveValue("Cardio");
    await panel.getByLabel("Minutos").fill("30");
    await expect(panel.getByText("Si lo deja vacío: unas 165")).toBeVisible();
    await panel.getByRole("button", { name: "Agregar al diario" }).click();
    await expect(toast(page, "¡Se agregó correctamente!")).toBeVisible();
    const entries = page.getByRole("table", { name: "Registros de la semana en el diario" });
    await expect(entries.getByRole("row", { name: /Brisk walk/ })).toContainText("Cardio");
    await expect(page.locator(".fitness-goal-cardio")).toContainText("30 minutos");
    await expect(page.getByText(/^30 minutos de cardio; sesiones \(días con algún registro\): 0 de fuerza y 0 de flexibilidad; 165 calorías quemadas\.$/)).toBeVisible();

    await gotoHydrated(page, "/fitness/my-history?tab=details");
    await expect(page).toHaveTitle("Mi historial · Portal del Paciente");
    await expect(page.locator(".fitness-chart-caption")).toHaveText(/Todos los ejercicios: minutos y calorías quemadas por día, las últimas cuatro semanas/);
    const details = page.getByRole("table", { name: "Ejercicios registrados, del más reciente al más antiguo" });
    await expect(details.getByRole("columnheader")).toHaveText(["Fecha", "Ejercicio", "Duración", "Calorías", "Notas", "Acciones"]);
    await expect(details.getByRole("row", { name: /Brisk walk/ })).toContainText("165");
    await page.getByRole("tab", { name: "Resumen" }).click();
    const summary = page.getByRole("table", { name: "Calorías quemadas por semana y por día" });
    await expect(summary.getByRole("columnheader").first()).toHaveText("Semana del");
    await expect(summary.locator("tfoot")).toContainText("165");
  });
});

test.describe("exercises, workout plans and My Workout in Spanish", () => {
  test("the exercise list, an exercise's page and a plan's week in Spanish; the plan added to My Workout", async ({ page }) => {
    await freshPatient(page);
    await page.context().addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL! }]);
    await gotoHydrated(page, "/fitness/exercises");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Ejercicios · Portal del Paciente");
    await expect(page.getByRole("group", { name: "Tipo de actividad" }).getByRole("checkbox", { name: /^Flexibilidad/ })).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar ejercicios" }).fill("brisk walk");
    await expect(page).toHaveURL(/search=brisk/);
    const card = page.locator(".fitness-card").filter({ has: page.getByRole("heading", { name: "Brisk walk", exact: true }) });
    await expect(card.locator(".fitness-card-kicker span")).toHaveText(["Caminar", "Destacado"]);
    await card.getByRole("link", { name: "Brisk walk" }).click();
    await expect(page).toHaveTitle("Brisk walk · Portal del Paciente");
    await expect(page.getByRole("heading", { name: "Acerca de este ejercicio" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Todos los ejercicios" })).toBeVisible();

    await gotoHydrated(page, "/fitness/workout-plans");
    await expect(page.getByRole("heading", { name: "Planes de entrenamiento", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ejercicios en silla", level: 2 })).toBeVisible();
    await page.getByRole("link", { name: "Chair Exercises" }).click();
    await expect(page.getByRole("heading", { name: "La semana" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "martes", level: 3 })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Agregar a Mi entrenamiento" }).click();
    await expect(page).toHaveURL(/\/fitness\/my-workout$/);
    await expect(toast(page, "¡Plan agregado!")).toBeVisible();
    const taiChi = page.getByRole("table", { name: /Mi plan de entrenamiento/ }).getByRole("row", { name: /Seated tai chi/ });
    await expect(taiChi.getByText("Programado para el martes")).toBeAttached();
    await expect(taiChi.getByText("No programado para el lunes")).toBeAttached();
  });
});
