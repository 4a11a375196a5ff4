import { expect, gotoHydrated, isDataRequest, recordRequests, signInAs, test, toast } from "./fixtures";
import { makeFilterGroup, makeRecipe, recipeDomain, unique } from "./recipe-data";

test.describe("recipe listing as a patient", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "patient");
  });

  test("search waits for three characters and finds by name", async ({ page }) => {
    const word = `Zq${Math.random().toString(36).slice(2, 7)}`;
    const wanted = await makeRecipe({ name: `${word} Salad` });
    await page.clock.install();
    await gotoHydrated(page, "/nutrition/recipes");
    const searches = recordRequests(page, (url) => isDataRequest(url) && !url.searchParams.has("offset"));
    const search = page.getByRole("searchbox", { name: "Search recipes" });
    // Two characters: the search delay passes and nothing is sent.
    await search.fill(word.slice(0, 2));
    await page.clock.runFor(1_000);
    await expect(page).not.toHaveURL(/search=/);
    await page.clock.resume();
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    expect(searches.map((u) => u.searchParams.get("search"))).toEqual([word]);
    await expect(page.getByRole("heading", { name: wanted.name })).toBeVisible();
    await expect(page.locator(".recipe-card")).toHaveCount(1);

    await search.fill(`${word}nothing`);
    await expect(page.getByText("No recipes found!")).toBeVisible();

    // Sent empty with the button: the spec's message, and the whole list again.
    await search.fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(toast(page, "Enter search term!")).toBeVisible();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.locator(".recipe-card").first()).toBeVisible();
  });

  test("the filter panel narrows the list by category; inactive recipes stay hidden", async ({ page }) => {
    const { categories } = await makeFilterGroup(true, ["Picnic", "Brunch"]);
    const prefix = unique("Filtered");
    const picnic = await makeRecipe({ name: `${prefix} Wrap`, categoryIds: [categories[0].id] });
    const brunch = await makeRecipe({ name: `${prefix} Eggs`, categoryIds: [categories[1].id] });
    const hidden = await makeRecipe({ name: `${prefix} Draft`, categoryIds: [categories[0].id], active: false });

    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole("heading", { name: picnic.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: brunch.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: hidden.name })).toHaveCount(0);

    await page.getByRole("checkbox", { name: categories[0].name }).check();
    await expect(page).toHaveURL(new RegExp(`category=${categories[0].id}`));
    await expect(page.getByRole("heading", { name: brunch.name })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: picnic.name })).toBeVisible();
    // No Edit button for patients.
    await expect(page.getByRole("link", { name: `Edit ${picnic.name}` })).toHaveCount(0);
  });

  test("each rating shows its flame band beside the stars: one up to 4.5, two up to 6.5, three above", async ({ page }) => {
    const prefix = unique("Flamed");
    const low = await makeRecipe({ name: `${prefix} A Low`, image: false, rating: { avg: 4.5, num: 2 } });
    const mid = await makeRecipe({ name: `${prefix} B Mid`, image: false, rating: { avg: 6.5, num: 2 } });
    const high = await makeRecipe({ name: `${prefix} C High`, image: false, rating: { avg: 8, num: 3 } });
    const unrated = await makeRecipe({ name: `${prefix} D New`, image: false });
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(prefix)}`);
    const card = (name: string) => page.locator(".recipe-card", { has: page.getByRole("heading", { name }) });
    for (const [recipe, flames] of [[low, 1], [mid, 2], [high, 3]] as const) {
      await expect(card(recipe.name).getByText(`Flame rating ${flames} of 3`)).toBeAttached();
      await expect(card(recipe.name).locator(".rating-flame-icons svg.is-on")).toHaveCount(flames);
    }
    // Nobody has rated it: no band to show.
    await expect(card(unrated.name).locator(".rating-flames")).toHaveCount(0);

    await card(high.name).getByRole("link", { name: high.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: high.name })).toBeVisible();
    await expect(page.locator(".recipe-details, main").getByText("Flame rating 3 of 3").first()).toBeAttached();
  });

  test("sorting by name puts Z before A when asked", async ({ page }) => {
    const prefix = unique("Sorted");
    await makeRecipe({ name: `${prefix} Apple`, image: false });
    await makeRecipe({ name: `${prefix} Zucchini`, image: false });
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(prefix)}`);
    const titles = page.locator(".recipe-card-title");
    await expect(titles.first()).toHaveText(`${prefix} Apple`);
    await page.getByLabel("Sort by").selectOption("-name");
    await expect(page).toHaveURL(/ordering=-name/);
    await expect(titles.first()).toHaveText(`${prefix} Zucchini`);
  });

  test("more recipes load when scrolling to the bottom, 30 at a time", async ({ page }) => {
    const prefix = unique("Paged");
    const d = await recipeDomain();
    // 32 cards of our own, cheaply: copies of one published recipe.
    const base = await makeRecipe({ name: `${prefix} 00`, image: false, ingredients: 1 });
    const row = await d.db.selectFrom("recipes").selectAll().where("id", "=", base.id).executeTakeFirstOrThrow();
    const { id: _id, ...rest } = row;
    for (let i = 1; i < 32; i++) {
      await d.db.insertInto("recipes").values({ ...rest, name: `${prefix} ${String(i).padStart(2, "0")}` }).execute();
    }
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(prefix)}`);
    await expect(page.locator(".recipe-card")).toHaveCount(30);
    await expect(page.getByRole("heading", { name: `${prefix} 31` })).toHaveCount(0);
    await page.locator(".load-more").scrollIntoViewIfNeeded();
    await expect(page.locator(".recipe-card")).toHaveCount(32);
    await expect(page.getByRole("heading", { name: `${prefix} 31` })).toBeVisible();
  });

  test("opening a card shows its details", async ({ page }) => {
    const r = await makeRecipe();
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(r.name)}`);
    await page.getByRole("link", { name: r.name }).click();
    await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${r.id}/details$`));
    await expect(page.getByRole("heading", { level: 1, name: r.name })).toBeVisible();
  });
});

test.describe("recipe listing as staff", () => {
  test("inactive recipes are greyed and every card has an Edit button", async ({ page }) => {
    await signInAs(page, "admin");
    const prefix = unique("Staff view");
    const live = await makeRecipe({ name: `${prefix} Live`, image: false });
    const draft = await makeRecipe({ name: `${prefix} Draft`, active: false, image: false });
    await gotoHydrated(page, `/nutrition/recipes?search=${encodeURIComponent(prefix)}`);
    const draftCard = page.locator(".recipe-card", { has: page.getByRole("heading", { name: draft.name }) });
    const liveCard = page.locator(".recipe-card", { has: page.getByRole("heading", { name: live.name }) });
    await expect(draftCard).toHaveClass(/is-inactive/);
    await expect(draftCard.getByText("Inactive")).toBeVisible();
    await expect(liveCard).not.toHaveClass(/is-inactive/);
    await expect(page.getByRole("link", { name: `Edit ${draft.name}` })).toHaveAttribute("href", `/nutrition/recipes/${draft.id}/edit`);
    await expect(page.getByRole("link", { name: `Edit ${live.name}` })).toHaveAttribute("href", `/nutrition/recipes/${live.id}/edit`);
  });
});

test.describe("recipes in Spanish (issue 41)", () => {
  test("the listing and a recipe read in Spanish, and the texts of a page opened later arrive with it", async ({ page, baseURL }) => {
    await signInAs(page, "patient");
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    const recipe = await makeRecipe({ name: unique("Sopa") });
    // The profile carries no recipe texts: going on to the recipes fetches them, in a transition.
    const fetched = recordRequests(page, (url) => url.pathname === "/locales/es/recipes.json");
    await gotoHydrated(page, "/profile");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(fetched).toHaveLength(0);
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/nutrition/recipes"));
    await expect(page.getByRole("heading", { level: 1, name: "Recetas" })).toBeVisible();
    expect(fetched).toHaveLength(1);
    await expect(page).toHaveTitle("Recetas · Portal del Paciente");
    await expect(page.getByLabel("Ordenar por")).toBeVisible();
    await expect(page.getByRole("option", { name: "Mejor valoradas" })).toBeAttached();
    await page.getByRole("searchbox", { name: "Buscar recetas" }).fill(recipe.name);
    await expect(page.getByRole("heading", { name: recipe.name })).toBeVisible();
    await page.getByRole("link", { name: recipe.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: recipe.name })).toBeVisible();
    await expect(page.getByText("Tiempo de preparación")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Información nutricional" })).toBeVisible();
    await expect(page).toHaveTitle(`${recipe.name} · Portal del Paciente`);
    expect(fetched).toHaveLength(1); // fetched once, then kept
  });
});
