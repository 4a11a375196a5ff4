import { expect, gotoHydrated, test, toast, uniqueEmail } from "./fixtures";

/**
 * The furniture of the signed-out pages and the newsletter panel on /signin (spec part 1 §2.1,
 * §4, §8). That each signed-out page opens with its heading is checked over HTTP
 * (tests/api/redirects.test.ts).
 */

const NEWSLETTER_OK = "Successfully subscribed to our newsletter.";

test.describe("newsletter (JavaScript on)", () => {
  test("subscribing shows the notice and closes the panel", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const panel = page.getByRole("region", { name: "Tips in your inbox" });
    await expect(panel).toBeVisible();
    await panel.getByLabel("Email for the newsletter").fill(uniqueEmail("news"));
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, NEWSLETTER_OK)).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(0);
    // The sign-in form is untouched.
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("the button stays disabled after the first submit; a refusal gives it back", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const panel = page.getByRole("region", { name: "Tips in your inbox" });
    const button = panel.getByRole("button", { name: "Subscribe" });
    // Ten subscriptions from this address use up the minute's tries: the next is refused.
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post("/api/newsletter/", { data: { email: uniqueEmail(`news-limit-${i}`) } });
      expect(res.status()).toBe(201);
    }
    await panel.getByLabel("Email for the newsletter").fill(uniqueEmail("news-refused"));
    // The answer is held until the double click is over, so the second click lands while the
    // first post is on its way (a fast refusal would otherwise give the button back in between).
    const posts: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/signin(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(route.request().url());
      await held;
      await route.continue();
    });
    // A double click sends the form once.
    await button.dblclick();
    release();
    await expect(panel.getByText("Too many attempts. Please wait a minute and try again.")).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(button).toBeEnabled();
    await expect(toast(page, NEWSLETTER_OK)).toHaveCount(0);
  });

  test("an invalid email is refused in place", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const panel = page.getByRole("region", { name: "Tips in your inbox" });
    await panel.getByLabel("Email for the newsletter").fill("someone@example");
    await panel.getByRole("button", { name: "Subscribe" }).click();
    await expect(panel.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(toast(page, NEWSLETTER_OK)).toHaveCount(0);
  });
});

test.describe("newsletter (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribing without JavaScript shows the notice", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email for the newsletter").fill(uniqueEmail("news-nojs"));
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, NEWSLETTER_OK)).toBeVisible();
    await expect(page.getByRole("region", { name: "Tips in your inbox" })).toBeHidden();
  });

  test("an invalid email is refused without JavaScript", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email for the newsletter").fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tips in your inbox" })).toBeVisible();
  });
});

test.describe("sign-in form checks (JavaScript on)", () => {
  test("empty and malformed fields are flagged, even after moving between the fields", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    const email = page.getByLabel("Email", { exact: true });
    const password = page.getByLabel("Password", { exact: true });
    // Focus clears a sign-in error; moving around first must not stop the checks from showing.
    await email.focus();
    await password.focus();
    await email.focus();
    await password.focus();
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator(".field-errors").getByText("Required", { exact: true })).toHaveCount(2);
    await email.fill("jane@example");
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe("signed-out page furniture", () => {
  test("the sign-in page links: Forgot your password, Need Help (new tab), Register Now", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    const help = page.getByRole("link", { name: "Need Help" });
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(help).toHaveAttribute("href", /^https:\/\//);
    await page.getByRole("link", { name: "Register Now" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Register" })).toBeVisible();
    await gotoHydrated(page, "/signin");
    await page.getByRole("link", { name: "Forgot your password" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("the benefits panel shows from 992px wide and hides below", async ({ page }) => {
    const benefits = page.getByRole("complementary", { name: "Free for active patients" });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto("/signin");
    await expect(benefits).toBeVisible();
    await expect(benefits.getByText("91 clinic locations.")).toBeVisible();
    await page.setViewportSize({ width: 992, height: 860 });
    await expect(benefits).toBeVisible();
    await page.setViewportSize({ width: 991, height: 860 });
    await expect(benefits).toBeHidden();
    await page.setViewportSize({ width: 900, height: 860 });
    await page.goto("/register");
    await expect(benefits).toBeHidden();
  });

  test("the footer: legal and feedback links, the disclaimer and © 2016–this year", async ({ page }) => {
    for (const url of ["/signin", "/register", "/forgot-password", "/request-information"]) {
      await page.goto(url);
      const footer = page.getByRole("contentinfo");
      for (const name of ["Terms of Use", "PHI", "Privacy Policy", "Accessibility", "Feedback"]) {
        await expect(footer.getByRole("link", { name, exact: true }), `${name} on ${url}`).toBeVisible();
      }
      await expect(footer.getByText(/Weight-loss results vary from person to person/)).toBeVisible();
      await expect(footer.getByText(`© 2016–${new Date().getFullYear()}`)).toBeVisible();
    }
  });
});
