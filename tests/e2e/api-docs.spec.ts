import { expectNoA11yViolations } from "./a11y";
import { expect, test } from "./fixtures";

/**
 * The API reference (/api/docs) renders the portal's OpenAPI document with the renderer the
 * portal serves itself, under its own CSP: an app developer reads a call's parameters and answers.
 * axe finds nothing on it, collapsed, with a call open and tried out, and it fits a phone's width
 * (docs/decisions/0176); without JavaScript it links to the document.
 */
test("the API reference renders the document under the portal's CSP, passes axe and fits 390 px", async ({ page }) => {
  // axe reads every element of a page of some 200 calls, twice: room for it on a busy machine.
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /Clinic portal API/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("heading", { level: 3, name: /^Foods/ }).click();
  const operation = page.locator(".opblock", { hasText: "A food with its nutrition table" });
  await operation.getByRole("button", { name: /A food with its nutrition table/ }).click();
  await expect(operation.getByText("Another patient's personal food is not found.")).toBeVisible();
  await expect(operation.locator(".responses-table").getByText("404", { exact: true })).toBeVisible();
  await operation.getByRole("button", { name: "Try it out" }).click();
  await expect(operation.getByRole("button", { name: "Execute" })).toBeVisible();
  await expectNoA11yViolations(page);
  // A phone's width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reference page says what it needs and links to the OpenAPI document", async ({ page }) => {
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { level: 1, name: "Clinic portal API reference" })).toBeVisible();
    const [answer] = await Promise.all([page.waitForResponse("**/api/openapi.json"), page.getByRole("link", { name: "/api/openapi.json" }).click()]);
    expect((await answer.json()).openapi).toMatch(/^3\.1/);
  });
});
