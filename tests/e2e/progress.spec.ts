import { expect, gotoHydrated, test, toast } from "./fixtures";
import { freshPatient, tampaDay } from "./progress-data";

/** Weight progress (spec part 3 §2 "Weight progress", §5, §8) and My Badges, as a patient. */

test("a new patient gives their height once, adds a weight with body composition and sees it in the charts and both tabs", async ({ page }) => {
  await freshPatient(page);
  await gotoHydrated(page, "/progress");
  await expect(page.getByRole("heading", { level: 1, name: "Weight progress" })).toBeVisible();
  await expect(page.getByText("No weigh-ins yet.")).toBeVisible();

  // Asked once: after this the prompt is gone and BMI can be worked out.
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("8");
  await page.getByRole("button", { name: "Save height" }).click();
  await expect(toast(page, "Your height is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What is your height?" })).toHaveCount(0);

  await page.getByRole("link", { name: "Add Weight" }).first().click();
  const panel = page.getByRole("dialog", { name: "Add Weight" });
  await expect(panel).toBeVisible();
  await panel.getByLabel("Weight (lb)").fill("200");
  await panel.getByLabel("Body fat (%)").fill("35");
  await panel.getByLabel("Fat mass (lb)").fill("70");
  await panel.getByLabel("Fat-free mass (lb)").fill("130");
  await panel.getByLabel("Total body water (lb)").fill("95");
  await panel.getByLabel("Waist (in)").fill("41");
  await panel.getByLabel("Blood pressure, systolic (mmHg)").fill("126");
  await panel.getByLabel("Blood pressure, diastolic (mmHg)").fill("81");
  await panel.getByLabel("Pulse (bpm)").fill("72");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  await expect(panel).toHaveCount(0);

  // The summary, the two charts (canvas) and their table alternatives.
  await expect(page.getByRole("listitem").filter({ hasText: "Current weight" })).toContainText("200 lb");
  await expect(page.getByRole("listitem").filter({ hasText: "BMI" })).toContainText("30.4");
  await expect(page.locator(".chart-box canvas")).toHaveCount(2);
  await page.getByText("Show the body composition chart as a table").click();
  await expect(page.getByRole("table", { name: "Body composition data" }).getByRole("row").nth(1)).toContainText("70");

  const history = page.getByRole("table", { name: /Weight history/ });
  await expect(history.getByRole("row").nth(1)).toContainText("126/81");
  await expect(history.getByRole("row").nth(1)).toContainText("You");
  await page.getByRole("link", { name: "My Weight Entries" }).click();
  const mine = page.getByRole("table", { name: /My weight entries/ });
  await expect(mine.getByRole("row")).toHaveCount(2);
  await expect(mine.getByRole("link", { name: /Edit the entry of/ })).toBeVisible();
});

test("Add Weight explains what is wrong under the fields and keeps nothing", async ({ page }) => {
  await freshPatient(page);
  await gotoHydrated(page, "/progress?panel=add-weight");
  const panel = page.getByRole("dialog", { name: "Add Weight" });
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(panel.getByText("Required")).toBeVisible();
  await panel.getByLabel("Weight (lb)").fill("180");
  await panel.getByLabel("Blood pressure, systolic (mmHg)").fill("120");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(panel.getByRole("alert")).toContainText("Please enter both numbers of the blood pressure.");
  await panel.getByLabel("Blood pressure, systolic (mmHg)").fill("");
  await panel.getByLabel("Body fat (%)").fill("45");
  await panel.getByLabel("Fat mass (lb)").fill("54");
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(panel.getByText("Fat % does not match the fat mass (54 lb is 30.0 % of the weight).")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByText("No weigh-ins yet.")).toBeVisible();
});

test("editing and deleting one's own entry, with the delete question", async ({ page }) => {
  await freshPatient(page);
  await gotoHydrated(page, "/progress?panel=add-weight");
  await page.getByRole("dialog").getByLabel("Weight (lb)").fill("190");
  await page.getByRole("dialog").getByRole("button", { name: "Add Weight" }).click();
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  await gotoHydrated(page, "/progress?tab=mine");
  await page.getByRole("link", { name: /Edit the entry of/ }).click();
  const panel = page.getByRole("dialog", { name: "Edit weight entry" });
  await expect(panel.getByLabel("Weight (lb)")).toHaveValue("190");
  await panel.getByLabel("Weight (lb)").fill("188.6");
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Weight entry updated!")).toBeVisible();
  await expect(page.getByRole("table", { name: /My weight entries/ })).toContainText("188.6");
  await page.getByRole("link", { name: /Delete the entry of/ }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete?" });
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByText("You have not added a weight of your own yet.")).toBeVisible();
});

test("a weigh-in 5 lb below the first earns a badge: the grid shows it in colour and the panel when", async ({ page }) => {
  await freshPatient(page);
  await gotoHydrated(page, "/my-badges");
  await expect(page.getByText("No badges yet.")).toBeVisible();
  const card = page.getByRole("article", { name: "First 5 Pounds" });
  await expect(card).toContainText("Not earned yet");
  await expect(card).toContainText("Weigh in 5 pounds below your first weigh-in.");

  const earlier = tampaDay(-14);
  await gotoHydrated(page, "/progress?panel=add-weight");
  await page.getByRole("dialog").getByLabel("Weight (lb)").fill("200");
  await page.getByRole("dialog").getByLabel("Date").fill(earlier);
  await page.getByRole("dialog").getByRole("button", { name: "Add Weight" }).click();
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  await page.getByRole("link", { name: "Add Weight" }).first().click();
  await page.getByRole("dialog").getByLabel("Weight (lb)").fill("194.5");
  await page.getByRole("dialog").getByRole("button", { name: "Add Weight" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You earned a badge: First 5 Pounds" })).toBeVisible();

  await page.getByRole("link", { name: "See my badges" }).click();
  await expect(page.getByText("You have earned 1 of 12 badges.")).toBeVisible();
  await expect(card.locator(".award-count")).toHaveText("Earned");
  await card.getByRole("link", { name: "Details of First 5 Pounds" }).click();
  const panel = page.getByRole("dialog", { name: "First 5 Pounds" });
  await expect(panel).toContainText("Earned once");
  await expect(panel.getByRole("listitem")).toContainText("Achieved");
  await panel.getByRole("link", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
});

test("a seeded patient sees a year of clinic weigh-ins: 20 rows a page, the first plus the last 11 in the chart", async ({ page }) => {
  await page.request.post("/signin", { form: { intent: "login", email: "patient2@example.com", password: "patient-demo-password" } });
  await gotoHydrated(page, "/progress");
  const table = page.getByRole("table", { name: /Weight history/ });
  await expect(table.getByRole("row")).toHaveCount(21);
  await page.getByText("Show the weight chart as a table").click();
  await expect(page.getByRole("table", { name: /Weight chart data/ }).getByRole("row")).toHaveCount(13);
  await page.getByRole("navigation", { name: "Weight table pages" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/offset=20/);
  await expect(table.getByRole("row").nth(1)).toBeVisible();
});
