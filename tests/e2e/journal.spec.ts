import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import { addEntry, BANANA, dayUrl, itemId, JOURNAL, meal, panel, SALMON, signInAsPatient } from "./journal-helpers";

/** The Daily Journal with JavaScript (spec part 2 §2, §4, §5, §8; issue 9). */

test.describe("daily journal", () => {
  test("a patient picks a day: previous and next, the date picker, and never a future day", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, dayUrl("2025-03-10"));
    await expect(page.getByRole("heading", { level: 1, name: "Daily Journal" })).toBeVisible();
    await expect(page.getByText("Monday, March 10, 2025")).toBeVisible();

    await page.getByRole("link", { name: /Mar 9 \(previous day\)/ }).click();
    await expect(page).toHaveURL(/date=2025-03-09/);
    await expect(page.getByText("Sunday, March 9, 2025")).toBeVisible();
    await page.getByRole("link", { name: /Mar 10 \(next day\)/ }).click();
    await expect(page.getByText("Monday, March 10, 2025")).toBeVisible();

    // The picker goes to the chosen day by itself; it offers no day after today.
    const picker = page.getByLabel("Journal date");
    await expect(picker).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
    await picker.fill("2025-02-14");
    await expect(page).toHaveURL(/date=2025-02-14/);
    await expect(page.getByText("Friday, February 14, 2025")).toBeVisible();

    // Today has no next day and offers Adjust Goal; a past day offers neither.
    await expect(page.getByRole("link", { name: "Adjust Goal" })).toHaveCount(0);
    await page.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page.getByText("Today", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /next day/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Adjust Goal" })).toBeVisible();

    // A future day typed into the address goes back to today, saying why.
    await gotoHydrated(page, dayUrl("2099-01-01"));
    await expect(page).toHaveURL(new RegExp(`${JOURNAL}$`));
    await expect(toast(page, "The date cannot be in the future.")).toBeVisible();
  });

  test("a patient adds a food through the panel: search, pick, measure and quantity, and the panel returns to its start", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, dayUrl("2025-03-11"));
    await expect(meal(page, "Breakfast").getByText("Nothing logged yet.")).toBeVisible();

    await meal(page, "Breakfast").getByRole("link", { name: "+ Add to Breakfast" }).click();
    await expect(panel(page).getByRole("heading", { name: "Add to Journal" })).toBeFocused();
    await expect(panel(page).getByText("Breakfast · Tuesday, March 11, 2025")).toBeVisible();
    await panel(page).getByRole("link", { name: /Add Food Item/ }).click();

    // The search runs by itself once three letters are typed, 20 results at most.
    const search = panel(page).getByRole("searchbox", { name: "Search foods" });
    await expect(search).toBeFocused();
    await search.fill("bananas raw");
    await expect(page).toHaveURL(/q=bananas\+raw/);
    await expect(panel(page).getByRole("link", { name: new RegExp(`^${BANANA}`) })).toBeVisible();
    expect(await panel(page).locator(".journal-pick").count()).toBeLessThanOrEqual(20);
    await panel(page).getByRole("link", { name: new RegExp(`^${BANANA}`) }).click();

    await expect(panel(page).getByText(BANANA, { exact: true })).toBeVisible();
    await expect(panel(page).getByLabel("Meal")).toHaveValue("A");
    // A whole piece comes first for fruit; grams are always offered.
    await expect(panel(page).getByLabel("Measure").locator("option:checked")).toHaveText(/^1 medium/);
    await panel(page).getByLabel("Measure").selectOption({ label: "grams (g)" });
    await panel(page).getByLabel("Quantity").fill("150");
    // 89 kcal per 100 g (SR28 09040).
    await expect(panel(page).getByText("≈ 134 kcal · 150 g")).toBeVisible();
    await panel(page).getByLabel("Hunger before").selectOption("6");

    // Bad input gets the spec's message and stays in the form.
    await panel(page).getByLabel("Quantity").fill("1000");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(panel(page).getByText("Must be 999 or less")).toBeVisible();
    await panel(page).getByLabel("Quantity").fill("150");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();

    await expect(toast(page, "Journal added!")).toBeVisible();
    await expect(panel(page).getByRole("link", { name: /Select Recipe/ })).toBeVisible();
    await expect(panel(page).getByRole("region", { name: "Recent" })).toContainText(BANANA);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);

    const row = meal(page, "Breakfast").getByRole("row", { name: new RegExp(BANANA) });
    await expect(row).toContainText("150 g");
    await expect(row).toContainText("hunger before 6");
    await expect(row).toContainText("134 kcal");
    await expect(meal(page, "Breakfast")).toContainText("134 kcal");
    await expect(page.getByRole("region", { name: "Nutrients" }).getByRole("row", { name: /Energy/ })).toContainText("134");
  });

  test("a patient adds a recipe in servings through Select Recipe (8 a page)", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, dayUrl("2025-03-12"));
    await page.getByRole("link", { name: "+ Add food" }).click();
    await panel(page).getByRole("link", { name: /Select Recipe/ }).click();
    await expect(panel(page).locator(".journal-pick")).toHaveCount(8);
    await expect(panel(page).getByRole("link", { name: "Next ›" })).toBeVisible();

    // Two letters sent with Enter are no search, and the picker says so (spec part 2 §5).
    await panel(page).getByRole("searchbox", { name: "Search recipes" }).fill("sa");
    await panel(page).getByRole("searchbox", { name: "Search recipes" }).press("Enter");
    await expect(panel(page).getByRole("alert")).toHaveText("Enter search term!");
    await expect(panel(page).locator(".journal-pick")).toHaveCount(8);

    await panel(page).getByRole("searchbox", { name: "Search recipes" }).fill("salmon");
    await expect(page).toHaveURL(/q=salmon/);
    await panel(page).getByRole("link", { name: new RegExp(`^${SALMON}`) }).click();
    await expect(panel(page).getByText(SALMON, { exact: true })).toBeVisible();
    // New entries go to Other unless a meal was chosen.
    await expect(panel(page).getByLabel("Meal")).toHaveValue("Z");
    await panel(page).getByLabel("Servings").fill("1.5");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Journal added!")).toBeVisible();
    await page.getByRole("link", { name: "Close the panel" }).click();

    const row = meal(page, "Other").getByRole("row", { name: new RegExp(SALMON) });
    await expect(row).toContainText("1 1/2 servings");
    await expect(row).toContainText("Recipe");
  });

  test("a patient edits an entry and deletes another, each with the spec's messages", async ({ page }) => {
    await signInAs(page, "patient");
    const day = "2025-03-13";
    const banana = await itemId(page, "food", BANANA);
    await addEntry(page, { day, food: banana, quantity: "100", meal: "C" });
    await addEntry(page, { day, food: banana, quantity: "50", meal: "D" });
    await gotoHydrated(page, dayUrl(day));

    await meal(page, "Lunch").getByRole("link", { name: `Edit ${BANANA}` }).click();
    await expect(panel(page).getByRole("heading", { name: "Edit entry" })).toBeVisible();
    await expect(panel(page).getByLabel("Quantity")).toHaveValue("100");
    await panel(page).getByLabel("Quantity").fill("200");
    await panel(page).getByLabel("Meal").selectOption("E");
    // The time picker has seconds, and each part wraps around: up from 59 seconds is 00.
    const time = panel(page).getByLabel("Time");
    await time.fill("19:05:59");
    await time.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowUp");
    await expect(time).toHaveValue("19:05:00");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(time).toHaveValue("19:05:58");
    await panel(page).getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Item has been updated!")).toBeVisible();
    await expect(meal(page, "Dinner").getByRole("row", { name: new RegExp(BANANA) })).toContainText("200 g");
    await meal(page, "Dinner").getByRole("link", { name: `Edit ${BANANA}` }).click();
    await expect(panel(page).getByLabel("Time")).toHaveValue("19:05:58");
    await page.keyboard.press("Escape");
    await expect(meal(page, "Lunch").getByText("Nothing logged yet.")).toBeVisible();

    await meal(page, "Snack 2").getByRole("link", { name: `Delete ${BANANA}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Are you sure you want to delete?")).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(meal(page, "Snack 2").getByText("Nothing logged yet.")).toBeVisible();
  });

  test("hydration and electrolyte: − and + by one ounce, disabled while on the way, never below 0; the direct input sets the total", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, dayUrl("2025-03-14"));
    const hydration = page.getByRole("region", { name: "Hydration" });
    const value = hydration.getByLabel("Hydration today, in ounces");
    const plus = hydration.getByRole("button", { name: "Hydration: 1 oz more" });
    const minus = hydration.getByRole("button", { name: "Hydration: 1 oz less" });
    await expect(value).toHaveValue("0");
    await expect(minus).toBeDisabled();

    // Hold the answer back to see the buttons wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${JOURNAL}**`, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await plus.click();
    await expect(value).toHaveValue("1");
    await expect(plus).toBeDisabled();
    await expect(minus).toBeDisabled();
    await expect(value).not.toBeEditable();
    release();
    await expect(plus).toBeEnabled();
    await page.unroute(`**${JOURNAL}**`);

    await plus.click();
    await expect(value).toHaveValue("2");
    await expect(plus).toBeEnabled();
    await minus.click();
    await expect(value).toHaveValue("1");
    await expect(minus).toBeEnabled();

    await value.fill("24");
    await hydration.getByRole("button", { name: "Set" }).click();
    await expect(value).toHaveValue("24");
    // The total shows at once; the input takes typing again once the server has answered (a
    // value typed before would be redrawn away).
    await expect(value).toBeEditable();
    await expect(hydration.getByRole("button", { name: "Set" })).toBeEnabled();
    await value.fill("600");
    await hydration.getByRole("button", { name: "Set" }).click();
    await expect(hydration.getByText("Must be 500 or less")).toBeVisible();

    const electrolyte = page.getByRole("region", { name: "Electrolyte" });
    // The value shows at once; reload only after the server has answered, or the reload cancels the save.
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(JOURNAL));
    await electrolyte.getByRole("button", { name: "Electrolyte: 1 oz more" }).click();
    await expect(electrolyte.getByLabel("Electrolyte today, in ounces")).toHaveValue("1");
    expect((await saved).ok()).toBe(true);
    await expect(electrolyte.getByRole("button", { name: "Electrolyte: 1 oz more" })).toBeEnabled();

    await page.reload();
    await expect(page.getByRole("region", { name: "Hydration" }).getByLabel("Hydration today, in ounces")).toHaveValue("24");
    await expect(page.getByRole("region", { name: "Electrolyte" }).getByLabel("Electrolyte today, in ounces")).toHaveValue("1");
  });

  test("a patient adjusts today's goal; the cards follow it", async ({ page }) => {
    await signInAsPatient(page, "linda");
    await gotoHydrated(page, JOURNAL);
    await expect(page.getByText(/Set by your clinic since/)).toBeVisible();
    await page.getByRole("link", { name: "Adjust Goal" }).click();
    const form = panel(page);
    await expect(form.getByRole("heading", { name: "Adjust Goal" })).toBeVisible();
    await form.getByLabel("Total calories (kcal)").fill("1450.5");
    await form.getByLabel("Vegetable (servings)").fill("4.5");
    await form.getByRole("button", { name: "Save goal" }).click();
    await expect(form.getByText("Please provide a valid integer")).toBeVisible();
    await form.getByLabel("Total calories (kcal)").fill("1450");
    await form.getByRole("button", { name: "Save goal" }).click();
    // The clinic's goal began on an earlier day: the change starts a goal of today's.
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Calories" })).toContainText("of 1,450 kcal");
    await expect(page.getByRole("list", { name: "Programme servings" }).getByRole("listitem").filter({ hasText: "Vegetable" })).toContainText("/ 4.5");
    await expect(page.getByText(/Your goal since/)).toBeVisible();

    // Adjusting again today updates today's goal.
    await page.getByRole("link", { name: "Adjust Goal" }).click();
    await expect(panel(page).getByLabel("Total calories (kcal)")).toHaveValue("1450");
    await panel(page).getByLabel("Total calories (kcal)").fill("1500");
    await panel(page).getByRole("button", { name: "Save goal" }).click();
    await expect(toast(page, "Item has been updated!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Calories" })).toContainText("of 1,500 kcal");
  });

  test("Repeat copies one meal from another day; an empty meal offers the day before's in one click", async ({ page }) => {
    await signInAs(page, "patient");
    const banana = await itemId(page, "food", BANANA);
    const salmon = await itemId(page, "recipe", SALMON);
    await addEntry(page, { day: "2025-03-15", food: banana, quantity: "120", meal: "A" });
    await addEntry(page, { day: "2025-03-15", recipe: salmon, quantity: "1", meal: "A" });
    await addEntry(page, { day: "2025-03-15", recipe: salmon, quantity: "2", meal: "E" });

    await gotoHydrated(page, dayUrl("2025-03-20"));
    const repeat = page.getByRole("region", { name: "Repeat a meal" });
    await repeat.getByLabel("From").fill("2025-03-15");
    await repeat.getByLabel("Meal").selectOption("E");
    await repeat.getByRole("button", { name: "Copy to this day" }).click();
    await expect(toast(page, "1 item copied to this day.")).toBeVisible();
    await expect(meal(page, "Dinner").getByRole("row", { name: new RegExp(SALMON) })).toContainText("2 servings");
    await expect(meal(page, "Breakfast").getByText("Nothing logged yet.")).toBeVisible();

    // Nothing to copy is said, not done.
    await repeat.getByLabel("From").fill("2025-03-17");
    await repeat.getByRole("button", { name: "Copy to this day" }).click();
    await expect(repeat.getByText("There is nothing to copy from that day.")).toBeVisible();

    // The day after: yesterday's breakfast in one click.
    await gotoHydrated(page, dayUrl("2025-03-16"));
    await meal(page, "Breakfast").getByRole("button", { name: "Same as Mar 15 (2 items)" }).click();
    await expect(toast(page, "2 items copied to this day.")).toBeVisible();
    await expect(meal(page, "Breakfast").getByRole("row")).toHaveCount(3); // the hidden header row and two entries
  });

  test("the picker opens with recent items; Log again adds one in one click", async ({ page }) => {
    await signInAs(page, "patient");
    const banana = await itemId(page, "food", BANANA);
    await addEntry(page, { day: "2025-03-21", food: banana, quantity: "77", meal: "B" });
    await gotoHydrated(page, dayUrl("2025-03-22", "add=1&meal=B"));
    const recent = panel(page).getByRole("region", { name: "Recent" });
    await expect(recent.getByRole("listitem").first()).toBeVisible();
    const item = recent.getByRole("listitem").filter({ hasText: BANANA }).first();
    const bananas = meal(page, "Snack 1").getByRole("row", { name: new RegExp(BANANA) });
    const before = await bananas.count();
    await item.getByRole("button", { name: /^Log again/ }).click();
    await expect(toast(page, "Journal added!")).toBeVisible();
    await expect(bananas).toHaveCount(before + 1);
    // The panel closes on Escape and the day keeps the one new row.
    await page.keyboard.press("Escape");
    await expect(panel(page)).toHaveCount(0);
    await expect(bananas).toHaveCount(before + 1);
  });

  test("Journal This on a recipe's details opens the form with that recipe chosen", async ({ page }) => {
    await signInAs(page, "patient");
    const salmon = await itemId(page, "recipe", SALMON);
    await gotoHydrated(page, `/nutrition/recipes/${salmon}/details`);
    await page.getByRole("link", { name: "Journal This" }).click();
    await expect(page).toHaveURL(new RegExp(`recipe=${salmon}`));
    await expect(panel(page).getByText(SALMON, { exact: true })).toBeVisible();
    await panel(page).getByLabel("Meal").selectOption("E");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Journal added!")).toBeVisible();
  });

  test("Journal This on the food search card carries the food, measure and quantity over", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    await page.getByRole("searchbox", { name: "Search foods" }).fill("bananas raw");
    await page.getByRole("list", { name: "Foods found" }).getByRole("link", { name: new RegExp(`^${BANANA}`) }).click();
    await page.getByRole("link", { name: "Journal This" }).click();
    await expect(panel(page).getByText(BANANA, { exact: true })).toBeVisible();
    await expect(panel(page).getByLabel("Quantity")).toHaveValue("1");
  });

  test("staff keep a journal of their own", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, dayUrl("2025-03-23", "add=recipe&q=salmon"));
    await panel(page).getByRole("link", { name: new RegExp(`^${SALMON}`) }).click();
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Journal added!")).toBeVisible();
  });
});
