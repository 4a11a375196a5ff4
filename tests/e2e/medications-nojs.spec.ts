import { ACCOUNTS, expect, test, toast } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/** Medicines' main forms without JavaScript (issue 38): each a plain POST, answered with the server's messages. */
test.use({ javaScriptEnabled: false });

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

test("without JavaScript: the nurse prescribes (a typed dose that is no strength refused), the patient takes and skips a dose and records a side effect", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const patient = await freshPatient(page, uniqueSurname());
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const n = await ctx.newPage();
  try {
    const res = await n.request.post("/signin", { form: { intent: "login", email: ACCOUNTS.nurse.email, password: ACCOUNTS.nurse.password }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    await n.goto(`/patients/${patient.id}`);
    const prescribe = () => n.getByRole("region", { name: "Prescribe a medicine" });
    await prescribe().getByLabel("Medicine", { exact: true }).selectOption({ label: "Saxenda (liraglutide)" });
    await prescribe().getByLabel("Dose", { exact: true }).fill("6");
    await prescribe().getByLabel("Times of day").fill("00:00");
    await prescribe().getByRole("button", { name: "Prescribe" }).click();
    await expect(prescribe().getByText("Please choose one of the medicine's strengths.")).toBeVisible();
    await expect(prescribe().getByLabel("Dose", { exact: true })).toHaveValue("6");
    await prescribe().getByLabel("Dose", { exact: true }).fill("0.6");
    await prescribe().getByLabel("Follow the label's dose steps").check();
    await prescribe().getByRole("button", { name: "Prescribe" }).click();
    await expect(toast(n, "Medicine prescribed. The patient has been told.")).toBeVisible();
    await expect(n.getByRole("region", { name: "Medicines" })).toContainText(/Saxenda\s*0\.6 mg/);
    // A weekly dose needs its day: the server says so.
    await prescribe().getByLabel("Medicine", { exact: true }).selectOption({ label: "Vitamin B12 injection (cyanocobalamin)" });
    await prescribe().getByLabel("Dose", { exact: true }).fill("1000");
    await prescribe().getByLabel("Schedule").selectOption("weekly");
    await prescribe().getByLabel("Times of day").fill("00:00");
    await prescribe().getByRole("button", { name: "Prescribe" }).click();
    await expect(prescribe().getByText("Please choose the day of the week.")).toBeVisible();
    await prescribe().getByLabel("Day of the week (weekly)").selectOption({ label: WEEKDAYS[new Date(`${tampaDay()}T00:00:00Z`).getUTCDay()] });
    await prescribe().getByRole("button", { name: "Prescribe" }).click();
    await expect(toast(n, "Medicine prescribed. The patient has been told.")).toBeVisible();
  } finally {
    await ctx.close();
  }

  await page.goto("/medications");
  const today = () => page.getByRole("region", { name: "Today" });
  // Skipped without a reason: the server asks for one, then records it.
  const b12 = () => today().getByRole("listitem").filter({ hasText: "Vitamin B12 injection" });
  await b12().getByRole("button", { name: "Skip Vitamin B12 injection" }).click();
  await expect(b12().getByText("Please say why the dose was skipped.")).toBeVisible();
  await b12().getByLabel("Why skipped").selectOption("clinic");
  await b12().getByRole("button", { name: "Skip Vitamin B12 injection" }).click();
  await expect(toast(page, "Skipped dose recorded.")).toBeVisible();
  await expect(b12()).toContainText("Skipped: My clinic told me to.");
  // Taken, where the page suggests.
  const saxenda = () => today().getByRole("listitem").filter({ hasText: "Saxenda" });
  await saxenda().getByRole("button", { name: "Took it Saxenda" }).click();
  await expect(toast(page, "Dose recorded. Well done!")).toBeVisible();
  await expect(saxenda()).toContainText("Abdomen, left, upper");

  // The side-effect check-in: refused empty, then recorded; the form is empty again; the chart's table is open.
  await page.goto("/medications/side-effects");
  const checkIn = () => page.getByRole("region", { name: "Daily check-in" });
  await checkIn().getByRole("button", { name: "Record side effect" }).click();
  await expect(checkIn().getByText("Please choose a symptom.")).toBeVisible();
  await checkIn().getByLabel("Symptom").selectOption("nausea");
  await checkIn().getByLabel("How bad").selectOption("2");
  await checkIn().getByRole("button", { name: "Record side effect" }).click();
  await expect(toast(page, "Side effect recorded.")).toBeVisible();
  await expect(checkIn().getByLabel("Symptom")).toHaveValue("");
  await expect(page.getByRole("table", { name: /worst severity of each symptom/ })).toBeVisible();
});
