import { expectNoA11yViolations } from "./a11y";
import { expect, gotoHydrated, pageAs, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";
import { makeImage } from "./recipe-helpers";

/**
 * Messages with the care team (issue 39), with JavaScript: a patient asks; the Tampa nurse sees
 * it in her inbox, assigns it to herself and answers with a saved reply and a photo; the
 * patient's open conversation shows the answer without a reload, and the header's count goes as
 * she reads it. Scoping, the API, withdrawing and the rate limit are tested over HTTP; the rules
 * in units.
 */

test("a patient asks, the nurse assigns and answers with a saved reply and a photo, the patient reads it as it arrives", async ({ page, browser }) => {
  // A journey across two people and two axe checks: room for it on a busy machine.
  test.setTimeout(90_000);
  const lastName = uniqueSurname();
  await freshPatient(page, lastName);
  const subject = `Red patch ${lastName}`;

  // The patient writes; the live check's clock is the test's to move.
  await page.clock.install();
  await gotoHydrated(page, "/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  const write = page.getByRole("region", { name: "Write to your care team" });
  await write.getByLabel("Subject").fill(subject);
  await write.getByLabel("Your message").fill("There is a red patch where I injected on Sunday. Should I worry?");
  await write.getByRole("button", { name: "Send to my care team" }).click();
  await expect(toast(page, "Message sent to your care team.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("Waiting for your care team")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "There is a red patch" })).toContainText("You");
  await expect(page.getByLabel("Your reply")).toHaveValue("");

  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, "/patients/messages");
    const row = n.getByRole("row").filter({ hasText: subject });
    await expect(row).toContainText(`Sam ${lastName}`);
    await expect(row).toContainText("Waiting for us");
    await expect(row).toContainText("1 new");
    await expectNoA11yViolations(n);
    await row.getByRole("link", { name: subject }).click();
    await expect(n.getByRole("heading", { level: 1, name: subject })).toBeVisible();

    await n.getByLabel("Assign to").selectOption({ label: "Florence Baker (me)" });
    await n.getByRole("button", { name: "Save assignment" }).click();
    await expect(toast(n, "Conversation assigned.")).toBeVisible();

    await n.getByLabel("Saved reply").selectOption({ label: "Injection site redness" });
    await n.getByRole("button", { name: "Use this reply" }).click();
    const answer = n.getByLabel("Your reply");
    await expect(answer).toHaveValue(/A little redness or itching where you injected is common/);
    await n.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await n.getByLabel("Add a photo").setInputFiles(await makeImage("rotation-chart"));
    await n.getByRole("button", { name: "Send", exact: true }).click();
    await expect(toast(n, "Message sent.")).toBeVisible();
    await expect(n.getByRole("listitem").filter({ hasText: "A little redness or itching" })).toContainText("You");
    await expect(n.getByRole("link", { name: /Sent by the care team/ })).toBeVisible();
    await expect(n.getByText("Waiting for the patient")).toBeVisible();
    // The reply form is empty again after its success.
    await expect(n.getByLabel("Your reply")).toHaveValue("");
    await expectNoA11yViolations(n);
  } finally {
    await nurse.close();
  }

  // The patient's open conversation asks for news on its clock, and shows the answer without a reload.
  await page.clock.runFor(16_000);
  const reply = page.getByRole("listitem").filter({ hasText: "A little redness or itching" });
  await expect(reply).toContainText("Florence Baker, care team");
  await expect(reply.getByRole("img", { name: /Sent by the care team/ })).toBeVisible();
  await expect(page.getByText("Answered")).toBeVisible();

  // In the list: read (the page showed it), and the header has nothing unread.
  await gotoHydrated(page, "/messages");
  const item = page.getByRole("listitem").filter({ hasText: subject });
  await expect(item).toContainText("Answered");
  await expect(item).not.toContainText("new message");
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
});
