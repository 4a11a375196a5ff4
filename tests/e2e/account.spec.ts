import type { Page } from "@playwright/test";
import crypto from "node:crypto";
import { expect, gotoHydrated, test, toast, withServerDb } from "./fixtures";
import { freshPatient } from "./progress-data";
import { TEST_SECRETS } from "../support/secrets";

/**
 * A patient's own account (issue 26) in the browser: the bell's count, reading a notification,
 * and the units chosen on the profile followed by /progress and the fitness journal. With
 * JavaScript on, and the same forms with it off. Events that notify, and every account change,
 * are checked over HTTP (tests/api/account*.test.ts, notifications.test.ts).
 */

/** Notifications as the events would have written them (those events are tested through the API). */
function notify(userId: number, items: { title: string; body: string; link: string }[]) {
  withServerDb((db) => {
    const insert = db.prepare("insert into notifications (user_id, kind, title, body, link, created_at) values (?, 'food_decision', ?, ?, ?, ?)");
    items.forEach((n, i) => insert.run(userId, n.title, n.body, n.link, new Date(Date.now() - (items.length - i) * 60_000).toISOString()));
  });
}

const TWO = [
  { title: "Your food “Oat bites” was approved", body: "It is now in the food database, ready for your journal.", link: "/nutrition/myfood" },
  { title: "You earned the “First Workout” badge", body: "Well done! See all your badges.", link: "/my-badges" },
];

for (const js of [true, false]) {
  test.describe(js ? "JavaScript on" : "JavaScript off", () => {
    test.use({ javaScriptEnabled: js });
    const open = (page: Page, url: string) => (js ? gotoHydrated(page, url) : page.goto(url));

    test("the bell counts what is unread; opening a notification marks it read and goes to what it is about", async ({ page }) => {
      const me = await freshPatient(page);
      await open(page, "/home");
      await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
      notify(me.id, TWO);

      await open(page, "/home");
      const bell = page.getByRole("link", { name: "Notifications, 2 unread" });
      await expect(bell).toContainText("2");
      await bell.click();
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      const list = page.getByRole("list").filter({ hasText: "Oat bites" });
      await expect(list.getByRole("listitem")).toHaveCount(2);

      // The newest first; opening it goes to My badges, read.
      await list.getByRole("button", { name: /^Unread: You earned the “First Workout” badge/ }).click();
      await expect(page).toHaveURL(/\/my-badges$/);
      await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();

      await open(page, "/notifications?show=unread");
      await expect(page.getByText("You earned the “First Workout” badge")).toHaveCount(0);
      await page.getByRole("button", { name: "Mark all as read" }).click();
      await expect(toast(page, "All notifications are marked as read.")).toBeVisible();
      await expect(page.getByText("Nothing unread. You are all caught up.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
    });

    test("kilograms chosen on the profile: /progress and the fitness journal show and take kilograms", async ({ page }) => {
      await freshPatient(page);
      await open(page, "/progress?panel=add-weight");
      await page.getByRole("dialog").getByLabel("Weight (lb)").fill("200");
      await page.getByRole("dialog").getByRole("button", { name: "Add Weight" }).click();
      await expect(toast(page, "Weight Entry Added!")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "Current weight" })).toContainText("200 lb");

      await open(page, "/profile");
      await page.getByLabel(/Kilograms and centimetres/).check();
      await page.getByRole("button", { name: "Save units" }).click();
      await expect(toast(page, "Units saved.")).toBeVisible();

      await open(page, "/progress");
      await expect(page.getByRole("listitem").filter({ hasText: "Current weight" })).toContainText("90.7 kg");
      await expect(page.getByRole("table", { name: /Weight history/ }).getByRole("columnheader", { name: "Weight (kg)" })).toBeVisible();
      // A height is asked in centimetres now.
      await page.getByLabel("Centimetres").fill("170");
      await page.getByRole("button", { name: "Save height" }).click();
      await expect(toast(page, "Your height is saved.")).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "BMI" })).toContainText("height 170 cm");

      await open(page, "/fitness/journal?add=1");
      await expect(page.getByRole("dialog").getByLabel("Weight lifted (kg)")).toBeVisible();
    });
  });
}

test("an email's unsubscribe link works on a phone, signed out: no /mobile notice in the way", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const id = withServerDb((db) => Number((db.prepare("select id from users where email = 'robert.patient@example.com'").get() as { id: number }).id));
  // The test server's SESSION_SECRET signs the link, as the email's would be (tests/support/server.ts).
  const mac = crypto.createHmac("sha256", TEST_SECRETS.SESSION_SECRET).update(`unsubscribe:${id}:weekly_summary`).digest("base64url");
  await gotoHydrated(page, `/unsubscribe?token=${id}.weekly_summary.${mac}`);
  await expect(page.getByText("Stop the emails about Weekly summary?")).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("you will get no more emails about Weekly summary");
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await context.close();
});
