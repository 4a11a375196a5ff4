import { ACCOUNTS, expect, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/** Messages without JavaScript (issue 39): sending and replying are plain form posts on both sides. */
test.use({ javaScriptEnabled: false });

test("without JavaScript: the patient asks (an empty message is refused), the nurse answers, the patient replies", async ({ page, browser }) => {
  const lastName = uniqueSurname();
  await freshPatient(page, lastName);
  const subject = `Dose question ${lastName}`;

  await page.goto("/messages");
  await page.getByRole("button", { name: "Send to my care team" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill("Can I take my injection in the evening instead?");
  await page.getByRole("button", { name: "Send to my care team" }).click();
  await expect(toast(page, "Message sent to your care team.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const here = page.url();

  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const n = await ctx.newPage();
  try {
    const res = await n.request.post("/signin", { form: { intent: "login", email: ACCOUNTS.nurse.email, password: ACCOUNTS.nurse.password }, maxRedirects: 0 });
    expect(res.status()).toBe(302);
    await n.goto("/patients/messages");
    await n.getByRole("row").filter({ hasText: subject }).getByRole("link", { name: subject }).click();
    await expect(n.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await n.getByLabel("Your reply").fill("Yes, any time of day works; keep to the same day each week.");
    await n.getByRole("button", { name: "Send", exact: true }).click();
    await expect(toast(n, "Message sent.")).toBeVisible();
    await expect(n.getByLabel("Your reply")).toHaveValue("");
    await n.getByRole("button", { name: "Close conversation" }).click();
    await expect(toast(n, "Conversation closed.")).toBeVisible();
  } finally {
    await ctx.close();
  }

  // A reload shows the answer; replying opens the closed conversation again, and the form is empty after it.
  await page.goto(here);
  await expect(page.getByText("Yes, any time of day works")).toBeVisible();
  await expect(page.getByText("Your care team closed this conversation. Replying opens it again.")).toBeVisible();
  await page.getByLabel("Your reply").fill("Thank you! Evenings it is.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(page, "Message sent.")).toBeVisible();
  await expect(page.getByText("Thank you! Evenings it is.")).toBeVisible();
  await expect(page.getByText("Waiting for your care team")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveValue("");
});
