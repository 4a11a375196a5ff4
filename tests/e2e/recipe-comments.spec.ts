import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import { commentState, makeComment, makeRecipe, unique } from "./recipe-data";

test("a patient's comment waits for approval", async ({ page }) => {
  await signInAs(page, "patient");
  const r = await makeRecipe();
  await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
  const form = page.locator("form.comment-form");
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(form.getByText("Required")).toHaveCount(2);

  const title = unique("So tasty");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Comment").fill("Quick to make and filling.");
  await form.getByLabel("Rating").selectOption({ label: "4.5 stars" });
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(toast(page, "Your comment will be visible after approval.")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await expect(form.getByLabel("Title")).toHaveValue("");
});

test("staff edit and approve a comment; it then shows on the recipe", async ({ page }) => {
  await signInAs(page, "admin");
  const r = await makeRecipe();
  const title = unique("Pending note");
  const c = await makeComment(r.id, title, "Needs more garlic.");
  await gotoHydrated(page, "/nutrition/recipes/comments");
  const card = page.locator(".moderation-card", { has: page.getByRole("link", { name: r.name }) });
  await expect(card.getByLabel("Title")).toHaveValue(title);
  const edited = `${title} (edited)`;
  await card.getByLabel("Title").fill(edited);
  await card.getByLabel("Comment").fill("Needs a little more garlic.");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Comment updated.")).toBeVisible();
  await expect(page.getByRole("link", { name: r.name })).toHaveCount(0);
  expect(await commentState(c.id)).toMatchObject({ title: edited, is_approved: 1 });

  await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();
  await expect(page.getByText("Needs a little more garlic.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
});

test("staff reject a comment; it never shows", async ({ page }) => {
  await signInAs(page, "admin");
  const r = await makeRecipe();
  const title = unique("Spam");
  const c = await makeComment(r.id, title, "Buy my stuff.");
  await gotoHydrated(page, "/nutrition/recipes/comments");
  const card = page.locator(".moderation-card", { has: page.getByRole("link", { name: r.name }) });
  await card.getByLabel("Title").fill("");
  // Rejecting needs no title.
  await card.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page, "Comment rejected!")).toBeVisible();
  expect((await commentState(c.id)).is_approved).toBe(0);
  await gotoHydrated(page, `/nutrition/recipes/${r.id}/details`);
  await expect(page.getByText(title)).toHaveCount(0);
});

test("approving needs a title and notes", async ({ page }) => {
  await signInAs(page, "admin");
  const r = await makeRecipe();
  const c = await makeComment(r.id, unique("Blank me"), "Some notes.");
  await gotoHydrated(page, "/nutrition/recipes/comments");
  const card = page.locator(".moderation-card", { has: page.getByRole("link", { name: r.name }) });
  await card.getByLabel("Title").fill("");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card.getByText("Required")).toBeVisible();
  expect((await commentState(c.id)).is_approved).toBeNull();
});
