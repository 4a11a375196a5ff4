import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import { makeExercise } from "./fitness-data";
import { photo, unique } from "./recipe-data";

test.describe("the exercise library as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin");
  });

  test("a card's menu edits: Details, then Media (a picture and a video), then Related", async ({ page }) => {
    const name = unique("Doorway stretch");
    const id = await makeExercise(name);
    await gotoHydrated(page, `/fitness/exercises?search=${encodeURIComponent(name)}`);
    await page.getByRole("group").filter({ hasText: `Actions for ${name}` }).locator("summary").click();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/fitness/exercises/${id}/edit$`));
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();

    // Nothing changed: a warning; then a real change.
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing to update!" })).toBeVisible();
    await page.getByLabel("MET value").fill("abc");
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page.getByText("Please provide a valid number, up to 2 decimal places")).toBeVisible();
    await expect(page.getByText("Required").first()).toBeVisible();
    const renamed = `${name} II`;
    await page.getByLabel("Name").fill(renamed);
    await page.getByLabel("MET value").fill("2.5");
    await page.getByLabel("Featured (shown first on the home page)").check();
    await page.getByLabel("Instructions").fill("Stand in a doorway.\n\nPress your forearms on the frame.");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(toast(page, "Exercise updated!")).toBeVisible();
    await expect(page).toHaveURL(/step=media/);

    const picture = await photo();
    await page.getByLabel("Add a picture").setInputFiles({ name: picture.name, mimeType: "image/png", buffer: Buffer.from(picture.data) });
    await page.getByRole("button", { name: "Add picture" }).click();
    await expect(toast(page, "Exercise updated!")).toBeVisible();
    await expect(page.locator(".fitness-editor-media").first().locator("img")).toHaveCount(1);
    await page.getByLabel("Add a picture").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just text") });
    await page.getByRole("button", { name: "Add picture" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Unsupported format! (txt)" })).toBeVisible();

    await page.getByLabel("YouTube link or video id").fill("not a video");
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(page.getByText("Enter a YouTube link or an 11-character video id")).toBeVisible();
    await page.getByLabel("YouTube link or video id").fill("https://youtu.be/abcdefghijk");
    await page.getByLabel("Title (optional)").fill("Doorway stretch, step by step");
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(toast(page, "Exercise updated!")).toBeVisible();
    await expect(page.getByText("Doorway stretch, step by step")).toBeVisible();

    await page.getByRole("link", { name: "Next: Related" }).click();
    await page.getByLabel("Exercise", { exact: true }).selectOption({ label: "Hatha yoga" });
    await page.getByLabel("List it under").selectOption("More challenging");
    await page.getByRole("button", { name: "Add related exercise" }).click();
    await expect(toast(page, "Exercise updated!")).toBeVisible();
    await expect(page.getByRole("region", { name: "More challenging" }).getByRole("link", { name: "Hatha yoga", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Finish" }).click();

    // What members see.
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByText("Press your forearms on the frame.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Play video: Doorway stretch, step by step/ })).toHaveAttribute("href", /youtube-nocookie\.com\/embed\/abcdefghijk/);
    await expect(page.getByRole("heading", { name: "More challenging" })).toBeVisible();
  });

  test("a card's menu deletes an exercise after the confirmation", async ({ page }) => {
    const name = unique("Wall slide");
    await makeExercise(name);
    await gotoHydrated(page, `/fitness/exercises?search=${encodeURIComponent(name)}`);
    await page.getByRole("group").filter({ hasText: `Actions for ${name}` }).locator("summary").click();
    await page.getByRole("link", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Are you sure you want to delete?")).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Item has been removed!")).toBeVisible();
    await expect(page.getByText("No exercises found!")).toBeVisible();
  });
});

test.describe("the exercise editor in Spanish", () => {
  test("its fields and a refusal are said in Spanish; the kinds of activity are named in Spanish", async ({ page, baseURL }) => {
    await signInAs(page, "admin");
    const name = unique("Heel raise");
    const id = await makeExercise(name);
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await gotoHydrated(page, `/fitness/exercises/${id}/edit`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: `Editar ${name}` })).toBeVisible();
    await expect(page.getByLabel("Tipo de actividad").locator("option", { hasText: "Fuerza" })).toHaveAttribute("value", "Resistance");
    await page.getByLabel("Código de la actividad").fill("12");
    await page.getByRole("button", { name: "Guardar y continuar" }).click();
    await expect(page.getByText("Escriba el código de cinco dígitos del Compendio.")).toBeVisible();
  });
});

test.describe("the exercise editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("details are saved by a plain form post", async ({ page }) => {
    await signInAs(page, "admin");
    const name = unique("Calf raise");
    const id = await makeExercise(name);
    await page.goto(`/fitness/exercises/${id}/edit`);
    await page.getByLabel("Type of activity").selectOption("Resistance");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(toast(page, "Exercise updated!")).toBeVisible();
    await page.goto(`/fitness/exercises/${id}/details`);
    await expect(page.locator(".fitness-facts")).toContainText("Resistance");
  });
});
