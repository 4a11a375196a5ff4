import { expect, signInAs, test, toast } from "./fixtures";
import { commentState, makeComment, makeRecipe, recipeDomain, unique } from "./recipe-data";

test.use({ javaScriptEnabled: false });

test.describe("recipes without JavaScript", () => {
  test("search is a plain GET form, and Next page pages on", async ({ page }) => {
    await signInAs(page, "patient");
    const prefix = unique("NoJs list");
    const base = await makeRecipe({ name: `${prefix} 00`, ingredients: 1 });
    const d = await recipeDomain();
    const { id: _id, ...rest } = await d.db.selectFrom("recipes").selectAll().where("id", "=", base.id).executeTakeFirstOrThrow();
    for (let i = 1; i < 31; i++) await d.db.insertInto("recipes").values({ ...rest, name: `${prefix} ${String(i).padStart(2, "0")}` }).execute();

    await page.goto("/nutrition/recipes");
    await page.getByRole("searchbox", { name: "Search recipes" }).fill(prefix);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.locator(".recipe-card")).toHaveCount(30);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/offset=30/);
    await expect(page.getByRole("heading", { name: `${prefix} 30` })).toBeVisible();
    await expect(page.locator(".recipe-card")).toHaveCount(1);
  });

  test("serves scales through a GET form; both tabs show, or the one asked for", async ({ page }) => {
    await signInAs(page, "patient");
    const r = await makeRecipe({ yields: 2 });
    await page.goto(`/nutrition/recipes/${r.id}/details`);
    await expect(page.getByRole("heading", { name: "Ingredients", exact: true })).toBeVisible();
    await expect(page.getByText("Heat the pan.")).toBeVisible();
    const line = page.locator(".ingredient-lines li").first();
    await expect(line).toHaveText(/^2 /);
    await page.getByRole("spinbutton", { name: "Serves" }).fill("6");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/scale=6/);
    await expect(line).toHaveText(/^6 /);
    await page.getByRole("tab", { name: "Directions" }).click();
    await expect(page).toHaveURL(/tab=directions/);
    await expect(page.getByText("Heat the pan.")).toBeVisible();
    await expect(line).toBeHidden();
  });

  test("favourite is a plain POST form", async ({ page }) => {
    await signInAs(page, "patient");
    const r = await makeRecipe();
    await page.goto(`/nutrition/recipes/${r.id}/details`);
    await page.getByRole("button", { name: "Add to favourites" }).click();
    await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${r.id}/details$`));
    await expect(page.getByRole("button", { name: "Favourite" })).toHaveAttribute("aria-pressed", "true");
    await page.goto("/my-favourites");
    await expect(page.getByRole("heading", { name: r.name })).toBeVisible();
  });

  test("a comment posts, with errors shown by the server", async ({ page }) => {
    await signInAs(page, "patient");
    const r = await makeRecipe();
    await page.goto(`/nutrition/recipes/${r.id}/details`);
    const form = page.locator("form.comment-form");
    await form.getByLabel("Comment").fill("Only notes.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(form.getByText("Required")).toBeVisible();
    await expect(form.getByLabel("Comment")).toHaveValue("Only notes.");
    await form.getByLabel("Title").fill(unique("No script"));
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(toast(page, "Your comment will be visible after approval.")).toBeVisible();
  });

  test("staff approve a comment", async ({ page }) => {
    await signInAs(page, "admin");
    const r = await makeRecipe();
    const c = await makeComment(r.id, unique("Plain form"), "Worked fine.");
    await page.goto("/nutrition/recipes/comments");
    const card = page.locator(".moderation-card", { has: page.getByRole("link", { name: r.name }) });
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Comment updated.")).toBeVisible();
    expect((await commentState(c.id)).is_approved).toBe(1);
  });
});
