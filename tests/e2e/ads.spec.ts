import sharp from "sharp";
import { expectNoA11yViolations } from "./a11y";
import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";

/** Staff manage ads and motivational content (spec part 3 §2, §4, §5, §8). */

const picture = () => sharp({ create: { width: 640, height: 360, channels: 3, background: "#2a6f4f" } }).png().toBuffer();
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe("ad management as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin");
  });

  test("adds an image ad and a video ad, edits, disables, enables and deletes", async ({ page }) => {
    await gotoHydrated(page, "/ads");
    await expect(page.getByRole("heading", { level: 1, name: "Ad management" })).toBeVisible();
    await expectNoA11yViolations(page);

    // Add: first the choice, then the form.
    await page.getByRole("link", { name: "Add new" }).click();
    await expect(page.getByRole("heading", { name: "What would you like to add?" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: /^Image/ }).click();
    const title = unique("Spring sale");
    // Every message at once: the title and the picture.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Invalid Fields..., Required, Please select an image!")).toBeVisible();
    await expect(page.getByText("Please select an image!").first()).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Link (optional)").fill("not a link");
    await page.getByLabel("Title").click();
    await expect(page.getByText("Invalid url", { exact: true })).toBeVisible();
    await page.getByLabel("Link (optional)").fill("https://clinic.example.com/spring");
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: `${"x".repeat(97)}.png`, mimeType: "image/png", buffer: await picture() });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Image name must be 100 or less").first()).toBeVisible();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "spring.png", mimeType: "image/png", buffer: await picture() });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Advertisment submitted")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Image");
    await expect(row).toContainText("Active");

    // A video ad must be a YouTube video.
    await page.getByRole("link", { name: "Add new" }).click();
    await page.getByRole("link", { name: /^Video/ }).click();
    const video = unique("Walk video");
    await page.getByLabel("Title").fill(video);
    await page.getByLabel("YouTube video URL").fill("https://vimeo.com/12345");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Not a YouTube Video Url").first()).toBeVisible();
    await page.getByLabel("YouTube video URL").fill("https://www.youtube.com/watch?v=IyeZ5AN1wY4");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Advertisment submitted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(video) })).toContainText("Video");

    // Edit skips the choice.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit ad" })).toBeVisible();
    await page.getByLabel("Title").fill(`${title} (extended)`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Advertisment updated")).toBeVisible();
    const edited = page.getByRole("row", { name: new RegExp(`${title} \\(extended\\)`) });

    // Disable, enable.
    await edited.getByRole("button", { name: /^Disable/ }).click();
    await expect(edited).toContainText("Inactive");
    await edited.getByRole("button", { name: /^Enable/ }).click();
    await expect(edited).toContainText("Active");

    // Delete asks first.
    await edited.getByRole("link", { name: /^Delete/ }).click();
    await expect(page.getByRole("dialog").getByText("Are you sure you want to delete?")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Advertisment Deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
    await page.getByRole("row", { name: new RegExp(video) }).getByRole("link", { name: /^Delete/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Advertisment Deleted")).toBeVisible();
  });
});

test.describe("motivational content as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin");
  });

  test("adds an image and a video, edits, disables and deletes, with its own messages", async ({ page }) => {
    await gotoHydrated(page, "/motivational-content");
    await expect(page.getByRole("heading", { level: 1, name: "Motivational content" })).toBeVisible();
    await page.getByRole("link", { name: "Add new" }).click();
    await page.getByRole("link", { name: /^Video/ }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Invalid Fields$/ })).toBeVisible();
    const video = unique("Sleep talk");
    await page.getByLabel("Title").fill(video);
    await page.getByLabel("Video URL").fill("youtube");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Invalid url").first()).toBeVisible();
    await page.getByLabel("Video URL").fill("https://youtu.be/5MuIMqhT8DM");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Motivational content submitted")).toBeVisible();

    await page.getByRole("link", { name: "Add new" }).click();
    await page.getByRole("link", { name: /^Image/ }).click();
    const image = unique("Keep going");
    await page.getByLabel("Title").fill(image);
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(/Unsupported format!/).first()).toBeVisible();
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "keep-going.png", mimeType: "image/png", buffer: await picture() });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Motivational content submitted")).toBeVisible();

    const row = page.getByRole("row", { name: new RegExp(image) });
    await row.getByRole("link", { name: /^Edit/ }).click();
    await page.getByLabel("Title").fill(`${image}!`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Motivational content updated")).toBeVisible();
    const edited = page.getByRole("row", { name: new RegExp(`${image}!`) });
    await edited.getByRole("button", { name: /^Disable/ }).click();
    await expect(edited).toContainText("Inactive");
    await expectNoA11yViolations(page);
    for (const name of [`${image}!`, video]) {
      await page.getByRole("row", { name: new RegExp(name) }).getByRole("link", { name: /^Delete/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
      await expect(toast(page, "Motivational Content Deleted")).toBeVisible();
    }
  });
});

test("motivational content in Spanish: an administrator reading Spanish adds a video and deletes it (issue 41)", async ({ page, baseURL }) => {
  await signInAs(page, "admin");
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/motivational-content");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Contenido motivacional" })).toBeVisible();
  await page.getByRole("link", { name: "Agregar nuevo" }).click();
  await page.getByRole("link", { name: /^Video/ }).click();
  await expect(page.getByRole("heading", { name: "Agregar un video motivacional" })).toBeVisible();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /^Hay campos no válidos\.$/ })).toBeVisible();
  const video = unique("Charla");
  await page.getByLabel("Título").fill(video);
  await page.getByLabel("URL del video").fill("https://youtu.be/5MuIMqhT8DM");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(toast(page, "Contenido motivacional enviado.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(video) });
  await expect(row).toContainText("Activo");
  await row.getByRole("link", { name: /^Eliminar/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sí, eliminar" }).click();
  await expect(toast(page, "Contenido motivacional eliminado.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff add, disable and delete an image ad through plain forms", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/ads");
    await page.getByRole("link", { name: "Add new" }).click();
    await page.getByRole("link", { name: /^Image/ }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Invalid Fields..., Required, Please select an image!")).toBeVisible();
    const title = unique("No-JS ad");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Image", { exact: true }).setInputFiles({ name: "nojs.png", mimeType: "image/png", buffer: await picture() });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Advertisment submitted")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await row.getByRole("button", { name: /^Disable/ }).click();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Inactive");
    await page.getByRole("row", { name: new RegExp(title) }).getByRole("link", { name: /^Delete/ }).click();
    await page.locator(".confirm-card").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Advertisment Deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  });
});
