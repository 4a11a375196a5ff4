import { expect, gotoHydrated, registerPatient, signInAs, signInWithForm, test, toast } from "./fixtures";
import { makeFilterGroup, makeRecipe, makeSubmission, recipeDomain, recipeState, unique } from "./recipe-data";

test.describe("recipe details as a patient", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "patient");
  });

  test("shows the recipe: image, facts, categories, tabs, nutrition facts and servings", async ({ page }) => {
    const { categories } = await makeFilterGroup(true, ["Weeknight"]);
    const r = await makeRecipe({ categoryIds: [categories[0].id], notes: "Keeps for two days in the fridge." });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    await expect(page.getByRole("heading", { level: 1, name: r.name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Categories" })).toContainText(categories[0].name);
    await expect(page.getByText("Prep time")).toBeVisible();
    await expect(page.locator(".recipe-facts")).toContainText("10 min");
    await expect(page.locator(".recipe-facts")).toContainText("1 plate");
    await expect(page.locator(".recipe-facts")).toContainText(/\d+-\d+ kcal/);
    await expect(page.getByRole("heading", { name: "Nutrition Facts" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Protein", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Servings Of" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Vegetable" })).toBeVisible();
    await expect(page.getByText("Keeps for two days in the fridge.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);

    // Ingredients first; Directions on its tab.
    await expect(page.getByRole("tab", { name: "Ingredients" })).toHaveAttribute("aria-selected", "true");
    const ingredients = page.getByRole("tabpanel", { name: "Ingredients" });
    await expect(ingredients.getByText(r.lines[0].food, { exact: false }).first()).toBeVisible();
    await expect(page.getByText("Heat the pan.")).toBeHidden();
    await page.getByRole("tab", { name: "Directions" }).click();
    await expect(page.getByText("Heat the pan.")).toBeVisible();
    await expect(ingredients).toBeHidden();

    // The photo comes from the image route with a long, immutable cache.
    const img = page.locator("img.recipe-hero-image");
    const src = await img.getAttribute("src");
    expect(src).toMatch(/^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{20}_l\.jpg$/);
    const res = await page.request.get(src!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/jpeg");
    expect(res.headers()["cache-control"]).toContain("immutable");
  });

  test("serves rescales the ingredient lines and starts at the yields again on the next visit", async ({ page }) => {
    const r = await makeRecipe({ yields: 2 });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    const serves = page.getByRole("spinbutton", { name: "Serves" });
    await expect(serves).toHaveValue("2");
    const line = page.locator(".ingredient-lines li").first();
    await expect(line).toHaveText(new RegExp(`^2 ${escape(r.lines[0].measure)}`));
    await serves.fill("4");
    await expect(line).toHaveText(new RegExp(`^4 ${escape(r.lines[0].measure)}`));
    // Four servings of 2 × (over 50 g) is well over 999 mg: shown in g.
    await expect(line).toHaveText(/\(\d+ g\)$/);
    await serves.fill("1");
    await expect(line).toHaveText(new RegExp(`^1 ${escape(r.lines[0].measure)}`));

    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    await expect(page.getByRole("spinbutton", { name: "Serves" })).toHaveValue("2");
    await expect(line).toHaveText(new RegExp(`^2 ${escape(r.lines[0].measure)}`));
  });

  test("favourite and unfavourite, seen on My favourites", async ({ page }) => {
    const r = await makeRecipe();
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    // The button turns at once; wait for the server to have it before leaving the page (a full
    // page load would cancel the request still on its way).
    const saved = (p: typeof page) => p.waitForResponse((res) => res.request().method() === "POST" && res.url().includes(`/nutrition/recipes/${r.id}/details`));
    let done = saved(page);
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(page.getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    expect((await done).ok()).toBe(true);

    await gotoHydrated(page, "/my-favourites");
    await expect(page.getByRole("heading", { name: r.name })).toBeVisible();

    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    done = saved(page);
    await page.getByRole("button", { name: "Favourite" }).click();
    await expect(page.getByRole("button", { name: "Add to favourites" })).toHaveAttribute("aria-pressed", "false");
    expect((await done).ok()).toBe(true);
    await gotoHydrated(page, "/my-favourites");
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();
    await expect(page.getByRole("heading", { name: r.name })).toHaveCount(0);
  });

  test("recently viewed and similar recipes fill the sidebar", async ({ page }) => {
    const { categories } = await makeFilterGroup(false, ["Shared"]);
    const first = await makeRecipe({ categoryIds: [categories[0].id] });
    const second = await makeRecipe({ categoryIds: [categories[0].id] });
    await gotoHydrated(page, `/nutrition/recipes/${first.id}/details`);
    await expect(page.getByRole("region", { name: "Similar Recipes" }).getByRole("link", { name: second.name })).toBeVisible();
    await page.getByRole("region", { name: "Similar Recipes" }).getByRole("link", { name: second.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: second.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recently Viewed" }).getByRole("link", { name: first.name })).toBeVisible();
  });

  test("'Loading content...' shows while the details are on their way", async ({ page }) => {
    const r = await makeRecipe();
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(r.name)}`);
    // The details are held back until the loading notice has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/details\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: r.name }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading content..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: r.name })).toBeVisible();
    await expect(page.getByText("Loading content...")).toHaveCount(0);
  });

  test("stored HTML with a script or an event handler never runs", async ({ page }) => {
    const r = await makeRecipe({
      directionsHtml: '<p>Stir gently.</p><script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'"><a href="javascript:alert(1)">bad link</a>',
    });
    const alerts: string[] = [];
    page.on("dialog", async (d) => {
      alerts.push(d.message());
      await d.dismiss();
    });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details?tab=directions`);
    await expect(page.getByText("Stir gently.")).toBeVisible();
    const html = page.locator("#panel-directions .recipe-html");
    await expect(html.locator("script")).toHaveCount(0);
    await expect(html.locator("[onerror]")).toHaveCount(0);
    await expect(html.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(alerts).toEqual([]);
  });
});

test.describe("recipe details as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin");
  });

  test("approve publishes a complete recipe", async ({ page }) => {
    const r = await makeRecipe({ active: false, complete: true });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    await expect(page.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/nutrition/recipes/${r.id}/edit`);
    const bar = page.getByRole("region", { name: "Approve or decline" });
    await bar.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Recipe saved!")).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect((await recipeState(r.id)).active).toBe(1);
  });

  test("approve stops at the first missing part with its message", async ({ page }) => {
    const r = await makeRecipe({ active: false, image: false });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    await page.getByRole("region", { name: "Approve or decline" }).getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Please add some categories!")).toBeVisible();
    // The wizard opens on the step that needs it: Categories.
    await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${r.id}/edit\\?step=3$`));
    expect((await recipeState(r.id)).active).toBe(0);
  });

  test("decline asks for a code and returns to the approval list", async ({ page }) => {
    const s = await makeSubmission();
    await gotoHydrated(page, `/nutrition/recipes/${s.id}/details`);
    const bar = page.getByRole("region", { name: "Approve or decline" });
    await expect(bar).toContainText("Submitted recipe, waiting for approval.");
    await bar.getByText("Decline", { exact: true }).click();
    await bar.getByLabel("Decline code").selectOption("B");
    await bar.getByRole("button", { name: "Decline recipe" }).click();
    await expect(toast(page, "Recipe declined!")).toBeVisible();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/approval$/);
    expect((await recipeState(s.id)).decline_code).toBe("B");
  });

  test("a decline that cannot happen says so", async ({ page }) => {
    const r = await makeRecipe({ active: false, complete: true, name: unique("Raced") });
    await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
    const bar = page.getByRole("region", { name: "Approve or decline" });
    await bar.getByText("Decline", { exact: true }).click();
    await bar.getByLabel("Decline code").selectOption("Z");
    // Someone else publishes it meanwhile: an active recipe cannot be declined.
    const d = await recipeDomain();
    await d.recipes.setRecipeActive(d.admin, r.id, true);
    await bar.getByRole("button", { name: "Decline recipe" }).click();
    await expect(toast(page, "Recipe not declined! Please try again.")).toBeVisible();
    expect((await recipeState(r.id)).decline_code).toBeNull();
  });
});

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a new member's My favourites explains how to add one and links to the recipes", async ({ page }) => {
  const member = await registerPatient(page, { firstName: "Taylor" });
  await gotoHydrated(page, "/signin");
  await signInWithForm(page, member.email, member.password);
  await expect(page.getByRole("heading", { name: "Welcome back, Taylor!" })).toBeVisible();
  await gotoHydrated(page, "/my-favourites");
  await expect(page.getByText("You have no favourite recipes yet.")).toBeVisible();
  await expect(page.locator(".recipe-card")).toHaveCount(0);
  await page.getByRole("link", { name: "Browse recipes" }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
});
