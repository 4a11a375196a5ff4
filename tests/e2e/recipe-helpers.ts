import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, gotoHydrated, toast } from "./fixtures";
import { makeRecipe } from "./recipe-data";
import type { Page } from "@playwright/test";

/** Helpers for the recipe editor's browser tests: each test makes its own recipe, rows and files. */

export const uid = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 6)}`;

/** A small real PNG (or another format sharp writes) in a temp folder, unique in name and bytes. */
export async function makeImage(label: string, format: "png" | "webp" = "png"): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "recipe-img-"));
  const file = path.join(dir, `${label}-${uid()}.${format}`);
  const colour = { r: 90 + Math.floor(Math.random() * 120), g: 140 + Math.floor(Math.random() * 100), b: 80 + Math.floor(Math.random() * 60) };
  const img = sharp({ create: { width: 80 + Math.floor(Math.random() * 40), height: 60, channels: 3, background: colour } });
  await (format === "png" ? img.png() : img.webp()).toFile(file);
  return file;
}

/** Step 1 with valid basics; returns the new recipe's id (the wizard moves on to step 2). */
export async function createRecipeBasics(page: Page, name: string): Promise<number> {
  await gotoHydrated(page, "/nutrition/recipes/add");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Prep time (minutes)").fill("10");
  await page.getByLabel("Cook time (minutes)").fill("15");
  await page.getByLabel("Yields (servings)").fill("2");
  await page.getByLabel("Serving size").fill("1 bowl");
  await page.getByLabel("Directions").fill("1. Steam the vegetables.\n2. Season and serve.");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/\d+\/add\?step=2$/);
  await expect(page.getByText("Step 2 - 5")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return Number(/recipes\/(\d+)\//.exec(page.url())![1]);
}

/**
 * A draft of the test's own with valid basic details only (made through the recipe domain, as
 * step 1 would make it), opened at a later step of the wizard: for tests about steps 2–5, which
 * need not walk step 1 again (the whole-wizard test does).
 */
export async function openDraftAt(page: Page, step: 2 | 3 | 4 | 5, name: string): Promise<number> {
  const { id } = await makeRecipe({ name, active: false, image: false, ingredients: 0 });
  await gotoHydrated(page, `/nutrition/recipes/${id}/add?step=${step}`);
  await expect(page.getByText(`Step ${step} - 5`)).toBeVisible();
  return id;
}

/** Step 2: search, pick the food whose description is `desc`, keep the first weight, add. */
export async function pickIngredient(page: Page, term: string, desc: string) {
  await page.getByRole("searchbox", { name: "Search foods" }).fill(term);
  // The search runs by itself 500 ms after typing stops.
  await expect(page).toHaveURL(new RegExp(`q=${term.split(" ").map(encodeURIComponent).join("(\\+|%20)")}`));
  const hit = page.getByRole("list", { name: "Foods found" }).getByRole("link").filter({ hasText: desc }).first();
  await hit.click();
  await expect(page.getByRole("button", { name: "Add ingredient" })).toBeVisible();
}

export async function addIngredient(page: Page, term: string, desc: string, name: string) {
  await pickIngredient(page, term, desc);
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(page.getByRole("row").filter({ hasText: name }).filter({ hasText: "New" })).toBeVisible();
}

export async function saveAndNext(page: Page, nextStep: number) {
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText(`Step ${nextStep} - 5`)).toBeVisible();
}

/** Step 3: a new group with one category, through the management panel. */
export async function createGroupWithCategory(page: Page, group: string, category: string) {
  await openManage(page, "Manage category groups and categories");
  await page.getByLabel("New group").fill(group);
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(toast(page, "Successfully added!")).toBeVisible();
  await page.getByRole("textbox", { name: `New category in ${group}` }).fill(category);
  await page.getByRole("button", { name: `Add category to ${group}` }).click();
  await expect(page.getByLabel("Category", { exact: true }).locator("option", { hasText: category })).toHaveCount(1);
}

export async function openManage(page: Page, summary: string) {
  const details = page.locator("details", { has: page.getByText(summary, { exact: true }) });
  if ((await details.getAttribute("open")) === null) await page.getByText(summary, { exact: true }).click();
}

export async function addCategory(page: Page, category: string) {
  await page.getByLabel("Category", { exact: true }).selectOption({ label: category });
  await page.getByRole("button", { name: "Add category", exact: true }).click();
}

/** Step 4: a new source, through the management panel. */
export async function createSource(page: Page, name: string) {
  await openManage(page, "Manage sources");
  const form = page.getByRole("form", { name: "New source" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Add new source" }).click();
  await expect(page.getByLabel("Source", { exact: true }).locator("option", { hasText: name })).toHaveCount(1);
}

export async function addSource(page: Page, name: string) {
  await page.getByLabel("Source", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Add source" }).click();
}

/** Step 5: upload a file with a name and source; the uploaded image is then picked. */
export async function uploadImage(page: Page, file: string, name: string) {
  await page.getByLabel("Image name").fill(name);
  await page.getByLabel("Image source").fill("Clinic kitchen");
  await page.getByLabel("Image file").setInputFiles(file);
  await page.getByRole("button", { name: "Upload image" }).click();
}

/** A patient fills the submission form; `image` is a file path or null for none. */
export async function fillSubmission(page: Page, name: string, image: string | null) {
  await page.getByLabel("Recipe name").fill(name);
  await page.getByLabel("Prep time (minutes)").fill("10");
  await page.getByLabel("Cook time (minutes)").fill("20");
  await page.getByLabel("Yields (servings)").fill("4");
  await page.getByLabel("Serving size").fill("1 cup");
  await page.getByLabel("Ingredients").fill("2 cups broccoli florets\n1 tbsp olive oil");
  await page.getByLabel("Directions").fill("Roast the broccoli with the oil for 20 minutes.");
  if (image) await page.getByLabel("Image").setInputFiles(image);
  await page.getByRole("button", { name: "Submit recipe" }).click();
}
