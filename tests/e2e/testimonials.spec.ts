import sharp from "sharp";
import { ACCOUNTS, consoleErrors, expect, gotoHydrated, pageAs, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/** Testimonials (spec part 3 §2, §4, §5, §8): a member's own list, and the staff editor's three tabs. */

test("a patient adds a testimonial ('Please add notes!' when empty) and deletes it", async ({ page }) => {
  await freshPatient(page);
  await gotoHydrated(page, "/testimonials");
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expect(page.getByText("Your testimonials.", { exact: false })).toBeVisible();
  await expect(page.getByText("No testimonials found!")).toBeVisible();
  await page.getByRole("link", { name: "Add testimonial" }).click();
  const panel = page.getByRole("dialog", { name: "Add testimonial" });
  await panel.getByRole("button", { name: "Send testimonial" }).click();
  await expect(panel.getByText("Please add notes!")).toBeVisible();
  await panel.getByLabel("Your testimonial").fill("Three months in and I sleep better than in years.");
  await panel.getByRole("button", { name: "Send testimonial" }).click();
  await expect(toast(page, "Successfully added testimonial")).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "I sleep better" });
  await expect(card).toContainText("Waiting for review");
  await card.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete?" }).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByText("No testimonials found!")).toBeVisible();
});

test("a patient reading Spanish adds a testimonial and deletes it, every text in Spanish (issue 41)", async ({ page, baseURL }) => {
  await freshPatient(page);
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/testimonials");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Testimonios · Portal del Paciente");
  await expect(page.getByText("No hay testimonios.")).toBeVisible();
  await page.getByRole("link", { name: "Agregar testimonio" }).click();
  const panel = page.getByRole("dialog", { name: "Agregar testimonio" });
  await panel.getByRole("button", { name: "Enviar testimonio" }).click();
  await expect(panel.getByText("Escriba su testimonio.")).toBeVisible();
  await panel.getByLabel("Su testimonio").fill("Tres meses después duermo mejor que en años.");
  await panel.getByRole("button", { name: "Enviar testimonio" }).click();
  await expect(toast(page, "Testimonio enviado.")).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "duermo mejor" });
  await expect(card).toContainText("Pendiente de revisión");
  await expect(card.getByRole("heading")).toContainText("Enviado el");
  await card.getByRole("link", { name: /^Eliminar/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Sí/ }).click();
  await expect(toast(page, "Se eliminó el elemento.")).toBeVisible();
});

test("a patient sees only their own testimonials and cannot open the editor", async ({ page }) => {
  await page.request.post("/signin", { form: { intent: "login", email: ACCOUNTS.patient2.email, password: ACCOUNTS.patient2.password } });
  await gotoHydrated(page, "/testimonials");
  await expect(page.getByText("lentil soup")).toBeVisible();
  await expect(page.getByText("I could not climb the stairs")).toHaveCount(0);
  await expect(page.getByText("Assigned email")).toHaveCount(0);
  const res = await page.request.get("/testimonials/1/edit", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toBe("/");
});

const portrait = (hue: number) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

test("staff write the final version, upload before/after photos and the authorization, preview and publish", async ({ page, browser }) => {
  // The member sends a testimonial of their own.
  const surname = uniqueSurname();
  await freshPatient(page, surname);
  const sent = await page.request.post("/testimonials", { form: { intent: "add", fulltext: "I lost 30 lbs & my knees thank me. Call 813-555-0199!" }, maxRedirects: 0 });
  expect(sent.status()).toBe(302);

  const { page: staff, close } = await pageAs(browser, "admin");
  try {
    await gotoHydrated(staff, "/testimonials");
    await expect(staff.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    const card = staff.getByRole("article", { name: `Sam ${surname}` });
    await expect(card).toContainText("Assigned email");
    await expect(card).toContainText("Tampa");
    await card.getByRole("link", { name: `Edit the testimonial of Sam ${surname}` }).click();

    // 1. Final Version Edit
    await expect(staff.getByRole("heading", { level: 2, name: "Final Version Edit" })).toBeVisible();
    await staff.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await staff.getByLabel("Country").selectOption("US");
    await staff.getByLabel("Quote").fill("My knees thank me.");
    await staff.getByLabel("Blurb").fill("Sam lost 30 pounds in six months.");
    await staff.getByLabel("Pounds in words").check();
    await staff.getByLabel("“and” for “&”").check();
    await staff.getByLabel("Remove phone numbers").check();
    await staff.getByRole("button", { name: "Apply replacements" }).click();
    await expect(toast(staff, "3 replacements made.")).toBeVisible();
    await expect(staff.getByLabel("Final version", { exact: true })).toHaveValue("<p>I lost 30 pounds and my knees thank me. Call [phone removed]!</p>");
    await staff.getByRole("button", { name: "Save and continue" }).click();
    await expect(toast(staff, "Final version saved.")).toBeVisible();

    // 2. Images
    await expect(staff.getByRole("heading", { level: 2, name: "Images" })).toBeVisible();
    await expect(staff.getByText("No images yet.")).toBeVisible();
    const images = staff.getByRole("list", { name: "Images" }).getByRole("listitem");
    const uploadOne = async (file: string, data: Buffer, name: string, type: string, weight: string, week: string, count: number) => {
      await staff.getByLabel("Image file").setInputFiles({ name: file, mimeType: "image/jpeg", buffer: data });
      const form = staff.locator("form").filter({ has: staff.getByLabel("Image file") });
      await form.getByLabel("Name", { exact: true }).fill(name);
      await form.getByLabel("Type", { exact: true }).selectOption(type);
      await form.getByLabel("Weight (lb)").fill(weight);
      await form.getByLabel("Week", { exact: true }).fill(week);
      await form.getByRole("button", { name: "Upload" }).click();
      // The list grows once the upload is stored (a toast of the last upload may still be up).
      await expect(images).toHaveCount(count);
      await expect(toast(staff, "Image added.")).toBeVisible();
    };
    // A refused upload says what is wrong in one line, the joined messages (spec part 3 §8).
    const upload = staff.locator("form").filter({ has: staff.getByLabel("Image file") });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("alert")).toHaveText("Please upload one image, Required");
    await uploadOne("before.jpg", await portrait(30), "Before", "B", "212", "0", 1);
    await uploadOne("after.jpg", await portrait(200), "After", "A", "182", "26", 2);
    // A file that is not a picture is refused by its content.
    await staff.getByLabel("Image file").setInputFiles({ name: "consent.jpg", mimeType: "image/jpeg", buffer: Buffer.from("scanned? no, just text") });
    const form = staff.locator("form").filter({ has: staff.getByLabel("Image file") });
    await form.getByLabel("Name", { exact: true }).fill("Consent");
    await form.getByLabel("Type", { exact: true }).selectOption("Z");
    await form.getByLabel("Weight (lb)").fill("182");
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByRole("alert")).toHaveText("Unsupported format! (text)");
    await uploadOne("consent.jpg", await portrait(120), "Signed authorization", "Z", "182", "26", 3);
    await expect(staff.getByRole("img", { name: "Authorization: Signed authorization" })).toBeVisible();
    // An edit left unsaved on a photo is saved by "Save and next", never lost.
    await staff.getByRole("article", { name: /^After/ }).getByLabel("Weight (lb)").fill("180");
    await staff.getByRole("button", { name: "Save and next" }).click();
    await expect(toast(staff, "1 image updated.")).toBeVisible();

    // 3. Final Version Preview
    await expect(staff.getByRole("heading", { level: 2, name: "Final Version Preview" })).toBeVisible();
    const preview = staff.getByRole("article", { name: "Preview" });
    await expect(preview).toContainText("“My knees thank me.”");
    await expect(preview.getByRole("img", { name: "Before, week 0" })).toBeVisible();
    await expect(preview.getByRole("img", { name: "After, week 26" })).toBeVisible();
    await expect(preview).toContainText("Before · 212 lb · week 0");
    await expect(preview).toContainText("Lost 32 pounds in 26 weeks");
    await expect(preview).toContainText(`— Sam ${surname[0]}., Tampa, FL`);
    // The authorization never appears in the public view.
    await expect(preview.getByRole("img", { name: /Authorization/ })).toHaveCount(0);
    await staff.getByLabel("Featured").check();
    await staff.getByRole("button", { name: "Publish" }).click();
    await expect(staff).toHaveURL(/\/testimonials$/);
    await expect(toast(staff, "Testimonial published successfully!")).toBeVisible();
    await expect(staff.getByRole("article", { name: `Sam ${surname}` })).toContainText("Published · featured");
  } finally {
    await close();
  }
});

test("the staff editor hydrates without an error on every step: the country list is the same on the server and in the browser", async ({ browser }) => {
  const { page: staff, close } = await pageAs(browser, "admin");
  try {
    const errors = consoleErrors(staff);
    for (const step of [1, 2, 3]) {
      await gotoHydrated(staff, `/testimonials/1/edit?step=${step}`);
      await expect(staff.getByRole("heading", { level: 1, name: "Edit testimonial" })).toBeVisible();
    }
    await gotoHydrated(staff, "/testimonials/1/edit?step=1");
    await expect(staff.getByLabel("Country").locator("option", { hasText: "Hong Kong" })).toHaveText("Hong Kong");
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
