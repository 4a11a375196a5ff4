import { expect, signInAs, test, toast } from "./fixtures";
import { addEntry, BANANA, dayUrl, itemId, meal, panel, signInAsPatient } from "./journal-helpers";

/** The Daily Journal without JavaScript: the panel is the page's own step, every form posts and comes back. */

test.use({ javaScriptEnabled: false });

test.describe("daily journal without JavaScript", () => {
  test("a patient adds a food: the choice, the search, the pick and the form are steps of the page", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto(dayUrl("2025-04-01"));
    await page.getByRole("link", { name: "+ Add food" }).click();
    await expect(panel(page).getByRole("heading", { name: "Add to Journal" })).toBeVisible();
    await panel(page).getByRole("link", { name: /Add Food Item/ }).click();

    // An empty search says so.
    await panel(page).getByRole("button", { name: "Search" }).click();
    await expect(panel(page).getByText("Enter search term!")).toBeVisible();
    await panel(page).getByRole("searchbox", { name: "Search foods" }).fill("bananas raw");
    await panel(page).getByRole("button", { name: "Search" }).click();
    await panel(page).getByRole("link", { name: new RegExp(`^${BANANA}`) }).click();

    await panel(page).getByLabel("Meal").selectOption("C");
    await panel(page).getByLabel("Quantity").fill("abc");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(panel(page).getByText("Please provide a valid number, up to 2 decimal places")).toBeVisible();
    await panel(page).getByLabel("Quantity").fill("2");
    // Without JavaScript the time is a plain field: HH:MM is taken, and kept with its seconds.
    await panel(page).getByLabel("Time").fill("12:40");
    await panel(page).getByRole("button", { name: "Add to journal" }).click();
    await expect(toast(page, "Journal added!")).toBeVisible();
    // Back at the start of the panel, over the day.
    await expect(panel(page).getByRole("link", { name: /Select Recipe/ })).toBeVisible();
    await expect(meal(page, "Lunch").getByRole("row", { name: new RegExp(BANANA) })).toContainText("2 medium");
    // The add panel is open over the day: the edit link is followed as its address.
    await page.goto((await meal(page, "Lunch").getByRole("link", { name: `Edit ${BANANA}` }).getAttribute("href"))!);
    await expect(panel(page).getByLabel("Time")).toHaveValue("12:40:00");
  });

  test("hydration − and + and the direct input are small forms that come back to the same day", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto(dayUrl("2025-04-02"));
    const hydration = () => page.getByRole("region", { name: "Hydration" });
    await hydration().getByRole("button", { name: "Hydration: 1 oz more" }).click();
    await expect(page).toHaveURL(/date=2025-04-02/);
    await expect(hydration().getByLabel("Hydration today, in ounces")).toHaveValue("1");
    await hydration().getByRole("button", { name: "Hydration: 1 oz more" }).click();
    await hydration().getByRole("button", { name: "Hydration: 1 oz less" }).click();
    await expect(hydration().getByLabel("Hydration today, in ounces")).toHaveValue("1");
    await hydration().getByLabel("Hydration today, in ounces").fill("16.9");
    await hydration().getByRole("button", { name: "Set" }).click();
    await expect(hydration().getByLabel("Hydration today, in ounces")).toHaveValue("16.9");
    await expect(toast(page, "Hydration: 16.9 oz")).toBeVisible();
  });

  test("a patient sets today's goal with the goal form", async ({ page }) => {
    await signInAsPatient(page, "robert");
    await page.goto("/nutrition/journal");
    await page.getByRole("link", { name: "Adjust Goal" }).click();
    await expect(page).toHaveURL(/goal=1/);
    await panel(page).getByLabel("Fruit (servings)").fill("-1");
    await panel(page).getByRole("button", { name: "Save goal" }).click();
    await expect(panel(page).getByText("Must be 0 or more")).toBeVisible();
    await panel(page).getByLabel("Fruit (servings)").fill("3.5");
    await panel(page).getByLabel("Hydration (oz)").fill("80");
    await panel(page).getByRole("button", { name: "Save goal" }).click();
    await expect(toast(page, "Successfully added!")).toBeVisible();
    await expect(page.getByRole("list", { name: "Programme servings" }).getByRole("listitem").filter({ hasText: "Fruit" })).toContainText("/ 3.5");
    await expect(page.getByRole("region", { name: "Hydration" })).toContainText("Goal 80 oz");
  });

  test("deleting asks first, as a step of the page", async ({ page }) => {
    await signInAs(page, "patient");
    const banana = await itemId(page, "food", BANANA);
    await addEntry(page, { day: "2025-04-03", food: banana, quantity: "90", meal: "B" });
    await page.goto(dayUrl("2025-04-03"));
    await meal(page, "Snack 1").getByRole("link", { name: `Delete ${BANANA}` }).click();
    const question = page.getByRole("alertdialog");
    await expect(question.getByText("Are you sure you want to delete?")).toBeVisible();
    await question.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(meal(page, "Snack 1").getByText("Nothing logged yet.")).toBeVisible();
  });
});
