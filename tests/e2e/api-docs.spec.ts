import { expect, test } from "./fixtures";

/**
 * The API reference (/api/docs) renders the portal's OpenAPI document with the renderer the
 * portal serves itself, under its own CSP: an app developer reads a call's parameters and answers.
 */
test("the API reference renders the document under the portal's CSP", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Clinic portal API/ })).toBeVisible();
  await page.getByRole("link", { name: "Foods", exact: true }).click();
  const operation = page.locator(".opblock", { hasText: "A food with its nutrition table" });
  await operation.locator(".opblock-summary").click();
  await expect(operation.getByText("Another patient's personal food is not found.")).toBeVisible();
  await expect(operation.locator(".responses-table").getByText("404", { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
