import type { Locator, Page } from "@playwright/test";
import { plateauPatient } from "./care-data";
import { expect, gotoHydrated, pageAs, test, toast, withServerDb } from "./fixtures";
import { freshPatient } from "./progress-data";
import { makeRecipe, unique } from "./recipe-data";

/**
 * Every form that creates something is empty again after its success, with JavaScript as without
 * (issue 36: the nurse's second click recorded a second identical weigh-in). Each form is sent
 * once, then sent again as it stands: the second is refused in the browser ("Required") and the
 * rows are counted. The rule is the form kit's (app/ui/form-reset.ts), so this walks the create
 * forms, not their other rules; without JavaScript a success is a new page anyway.
 */

const count = (sql: string, ...args: unknown[]) => withServerDb((db) => (db.prepare(sql).get(...args) as { n: number }).n);

/** Sends the form, waits for its success, sends it again as it stands: the browser refuses it. */
async function twice(page: Page, form: Locator, fill: () => Promise<void>, button: string, success: string) {
  await fill();
  await form.getByRole("button", { name: button }).click();
  await expect(toast(page, success)).toBeVisible();
  await form.getByRole("button", { name: button }).click();
  await expect(form.getByText("Required").first()).toBeVisible();
}

test("the care team's record: a flag review, a clinic weigh-in and a note are sent once; the goal weight shows what is saved", async ({ page, browser }) => {
  const patient = await plateauPatient(page);
  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, `/patients/${patient.id}`);
    const weights = () => count("select count(*) as n from weights where user_id = ? and member_created = 0", patient.id);

    // A flag review: the flag is reviewed once and its form is gone (a fresh page has none).
    const flags = n.getByRole("region", { name: "Flags" });
    await flags.getByLabel("Review note for plateau").fill("Talked it through.");
    await flags.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(toast(n, "Flag marked reviewed.")).toBeVisible();
    await expect(flags.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
    expect(count("select count(*) as n from care_flags where patient_id = ? and reviewed_at is not null", patient.id)).toBe(1);

    const weighIn = n.getByRole("region", { name: "Record a clinic weigh-in" });
    await twice(n, weighIn, () => weighIn.getByLabel("Weight (lb)").fill("199.4"), "Record weigh-in", "Clinic weigh-in recorded.");
    await expect(weighIn.getByLabel("Weight (lb)")).toHaveValue("");
    expect(weights()).toBe(1);

    const notes = () => count("select count(*) as n from care_notes where patient_id = ?", patient.id);
    const noteForm = n.locator("form.note-form").first();
    await twice(n, noteForm, () => noteForm.getByLabel("Note for the patient").fill("Keep going."), "Send note", "Note sent to the patient.");
    await expect(noteForm.getByLabel("Note for the patient")).toHaveValue("");
    expect(notes()).toBe(1);

    // The goal weight: an edit of one value, so the form shows what is saved, as a fresh page does.
    const goal = n.getByLabel("Goal weight (lb)");
    await goal.fill("175");
    await n.getByRole("button", { name: "Save goal weight" }).click();
    await expect(toast(n, "Goal weight saved.")).toBeVisible();
    await expect(goal).toHaveValue("175");
  } finally {
    await nurse.close();
  }
});

test("a patient's password change is sent once", async ({ page }) => {
  const patient = await freshPatient(page);
  const changedAt = () => withServerDb((db) => (db.prepare("select password_changed_at as at from users where id = ?").get(patient.id) as { at: string }).at);

  await gotoHydrated(page, "/profile");
  const password = page.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) });
  await twice(
    page,
    password,
    async () => {
      await password.getByLabel("Current password").fill("fresh-patient-password-1");
      await password.getByLabel("New password", { exact: true }).fill("a-new-password-2");
      await password.getByLabel("Confirm new password").fill("a-new-password-2");
    },
    "Change password",
    "Your password is changed. You are still signed in here; every other device and app was signed out.",
  );
  await expect(password.getByLabel("Current password")).toHaveValue("");
  const first = changedAt();
  await expect(password.getByText("Required")).toHaveCount(3);
  expect(changedAt()).toBe(first);
});

test("a patient's comment on a recipe is sent once", async ({ page }) => {
  const patient = await freshPatient(page);
  const recipe = await makeRecipe();
  const comments = () => count("select count(*) as n from comments where recipe_id = ? and user_id = ?", recipe.id, patient.id);
  await gotoHydrated(page, `/nutrition/recipes/${recipe.id}/details`);
  const comment = page.locator("form.comment-form");
  await twice(
    page,
    comment,
    async () => {
      await comment.getByLabel("Title").fill(unique("Filling"));
      await comment.getByLabel("Comment").fill("Quick to make.");
    },
    "Post comment",
    "Your comment will be visible after approval.",
  );
  expect(comments()).toBe(1);
});
