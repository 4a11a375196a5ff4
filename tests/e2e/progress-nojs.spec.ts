import { expect, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/** The main progress and testimonial forms without JavaScript: side panels are pages, deletes ask first. */
test.use({ javaScriptEnabled: false });

test("without JavaScript: Add Weight is a page, errors come from the server, delete asks first", async ({ page }) => {
  await freshPatient(page);
  await page.goto("/progress");
  await page.getByRole("link", { name: "Add Weight" }).first().click();
  await expect(page).toHaveURL(/panel=add-weight/);
  const panel = page.getByRole("dialog", { name: "Add Weight" });
  await panel.getByLabel("Weight (lb)").fill("20");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(panel.getByText("Must be 50 or more")).toBeVisible();
  await panel.getByLabel("Weight (lb)").fill("201.2");
  await panel.getByLabel("Blood pressure, diastolic (mmHg)").fill("80");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(panel.getByText("Please enter both numbers of the blood pressure.")).toBeVisible();
  await panel.getByLabel("Blood pressure, systolic (mmHg)").fill("124");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  await expect(page.getByRole("table", { name: /Weight history/ })).toContainText("124/80");
  // No chart is drawn: its numbers are the open table, with no empty chart frame kept above it.
  await expect(page.locator("details.chart-data").first()).toHaveAttribute("open", "");
  expect(await page.locator(".chart-pending").count()).toBeGreaterThan(0);
  await expect(page.locator(".chart-pending").first()).toBeHidden();

  await page.goto("/progress?tab=mine");
  await page.getByRole("link", { name: /Delete the entry of/ }).click();
  await expect(page).toHaveURL(/delete=\d+/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
});

test("without JavaScript: a testimonial is added from its own page", async ({ page }) => {
  await freshPatient(page);
  await page.goto("/testimonials");
  await page.getByRole("link", { name: "Add testimonial" }).click();
  const panel = page.getByRole("dialog", { name: "Add testimonial" });
  await panel.getByRole("button", { name: "Send testimonial" }).click();
  await expect(panel.getByText("Please add notes!")).toBeVisible();
  await panel.getByLabel("Your testimonial").fill("No JavaScript, no problem.");
  await panel.getByRole("button", { name: "Send testimonial" }).click();
  await expect(toast(page, "Successfully added testimonial")).toBeVisible();
  await expect(page.getByText("No JavaScript, no problem.")).toBeVisible();
});

test("without JavaScript, in Spanish: a testimonial is added from its own page (issue 41)", async ({ page, baseURL }) => {
  await freshPatient(page);
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await page.goto("/testimonials");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "Agregar testimonio" }).click();
  const panel = page.getByRole("dialog", { name: "Agregar testimonio" });
  await panel.getByRole("button", { name: "Enviar testimonio" }).click();
  await expect(panel.getByText("Escriba su testimonio.")).toBeVisible();
  await panel.getByLabel("Su testimonio").fill("Sin JavaScript, sin problema.");
  await panel.getByRole("button", { name: "Enviar testimonio" }).click();
  await expect(toast(page, "Testimonio enviado.")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Sin JavaScript, sin problema." })).toContainText("Pendiente de revisión");
});

test("without JavaScript: the badge detail panel is a page", async ({ page }) => {
  await freshPatient(page);
  await page.goto("/my-badges");
  await page.getByRole("link", { name: "Details of Hydration Hero" }).click();
  await expect(page).toHaveURL(/badge=8/);
  await expect(page.getByRole("dialog", { name: "Hydration Hero" })).toContainText("Not earned yet.");
});

test("without JavaScript: staff save the final version and upload a photo", async ({ page, browser }) => {
  const sharp = (await import("sharp")).default;
  const surname = uniqueSurname();
  await freshPatient(page, surname);
  await page.request.post("/testimonials", { form: { intent: "add", fulltext: "Plain and simple." }, maxRedirects: 0 });
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3212)}` });
  const staff = await ctx.newPage();
  try {
    const res = await staff.request.post("/signin", { form: { intent: "login", email: "admin@example.com", password: "admin-demo-password" }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    await staff.goto("/testimonials");
    await staff.getByRole("link", { name: `Edit the testimonial of Sam ${surname}` }).click();
    await staff.getByLabel("Country").selectOption("");
    await staff.getByRole("button", { name: "Save and continue" }).click();
    await expect(staff.getByText("Required")).toBeVisible();
    await staff.getByLabel("Country").selectOption("CA");
    await staff.getByLabel("Quote").fill("Simple works.");
    await staff.getByRole("button", { name: "Save and continue" }).click();
    await expect(toast(staff, "Final version saved.")).toBeVisible();
    await expect(staff).toHaveURL(/step=2/);
    // Refused by the server: the joined messages above the form (spec part 3 §8).
    const upload = staff.locator("form").filter({ has: staff.getByLabel("Image file") });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload.getByRole("alert")).toHaveText("Please upload one image, Required");
    const data = await sharp({ create: { width: 300, height: 450, channels: 3, background: { r: 90, g: 160, b: 140 } } }).png().toBuffer();
    await staff.getByLabel("Image file").setInputFiles({ name: "before.png", mimeType: "image/png", buffer: data });
    const form = staff.locator("form").filter({ has: staff.getByLabel("Image file") });
    await form.getByLabel("Name", { exact: true }).fill("Before");
    await form.getByLabel("Weight (lb)").fill("190");
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(toast(staff, "Image added.")).toBeVisible();
    await expect(staff.getByRole("img", { name: "Before: Before" })).toBeVisible();
  } finally {
    await ctx.close();
  }
});
