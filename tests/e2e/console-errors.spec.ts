import type { Page } from "@playwright/test";
import { freshCareStaff } from "./care-data";
import { expect, gotoHydrated, signInAs, test, withServerDb } from "./fixtures";
import { metricTwinOf } from "./twin-data";

/**
 * Every page of the portal opens without an error in the browser's console (issue 36): a React
 * hydration mismatch (#418/#423/#425: the server drew one thing and the browser another), an
 * uncaught error or a failed resource. Each page is opened with JavaScript on, signed out, as a
 * patient and as staff, in pounds and in kilograms (a change of "-0" drawn by the server and "0"
 * by the browser threw on every load of /progress in kilograms). The members in kilograms are
 * metric twins of the demo's: the same records, another unit.
 */

// Many pages per test on a busy machine.
test.describe.configure({ timeout: 180_000 });

const SIGNED_OUT = [
  "/signin",
  "/register",
  "/forgot-password",
  "/reset-password-request?token=not-a-token",
  "/request-information",
  "/schedule-an-appointment",
  "/unsubscribe?token=not-a-token",
  "/confirm-email?token=not-a-token",
  "/no-such-page",
];

/** Every screen a patient opens (tests/api/redirects.test.ts lists who may open which), and its panels. */
const PATIENT = [
  "/home",
  "/my-favourites",
  "/my-badges",
  "/my-badges?badge=7",
  "/testimonials",
  "/refer-a-friend",
  "/progress",
  "/progress?panel=add-weight",
  "/profile",
  "/notifications",
  "/my-data",
  "/nutrition",
  "/nutrition?food_q=broccoli&food=2",
  "/nutrition/recipes",
  "/nutrition/recipes/add",
  "/nutrition/recipes/12/details",
  "/nutrition/recipes/2/details?tab=directions",
  "/nutrition/resources",
  "/nutrition/resources?id=2",
  "/nutrition/resources/4/details",
  "/nutrition/journal",
  "/nutrition/journal?add=recipe&recipe=1",
  "/nutrition/journal?add=food&food=2",
  "/nutrition/food-database/5/view",
  "/nutrition/myfood",
  "/nutrition/myfood/add",
  "/fitness",
  "/fitness/workout-plans",
  "/fitness/workout-plans/3/details",
  "/fitness/exercises",
  "/fitness/exercises/1078/details",
  "/fitness/my-workout",
  "/fitness/my-workout?panel=exercises",
  "/fitness/my-workout?panel=plans",
  "/fitness/my-progress",
  "/fitness/my-history",
  "/fitness/journal",
  "/fitness/journal?add=1",
  "/medications",
  "/medications/add",
  "/medications/side-effects",
  "/messages",
  "/reports",
  "/reports?range=3m&group=month&compare=true",
  "/reports/visit",
  "/no-such-page",
];

/** The screens only staff open, and the shared ones as staff see them. */
const STAFF = [
  "/home",
  "/progress",
  "/profile",
  "/notifications",
  "/testimonials",
  "/testimonials/1/edit",
  "/ads",
  "/motivational-content",
  "/audit",
  "/staff",
  "/patients",
  "/nutrition",
  "/nutrition/recipes",
  "/nutrition/recipes/approval",
  "/nutrition/recipes/comments",
  "/nutrition/recipes/add",
  "/nutrition/recipes/12/edit",
  "/nutrition/recipes/1/add?step=2",
  "/nutrition/recipes/12/details",
  "/nutrition/journal",
  "/nutrition/food-database",
  "/nutrition/food-database/5/details",
  "/nutrition/food-database/5/edit",
  "/nutrition/food-database/add",
  "/nutrition/food-database/approval",
  "/fitness",
  "/fitness/exercises/1078/edit",
  "/fitness/my-history",
  "/medications/catalogue",
  "/medications/catalogue/new",
];

/** The care team's screens: the panel and a patient's record (Jane's, with her history). */
const CARE = ["/home", "/patients", "/patients?flag=plateau", "RECORD", "RECORD?day=TODAY", "RECORD/visit", "/patients/messages", "/patients/messages/saved-replies"];

/**
 * What the browser reports while each page opens and hydrates: console errors and uncaught
 * errors. A page's own status ("Failed to load resource" for the document of a bad link's 400)
 * is the server's answer, checked over HTTP, not an error in the page.
 */
async function walk(page: Page, urls: string[]) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    if (m.text().startsWith("Failed to load resource") && m.location().url === page.url()) return;
    errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const found: string[] = [];
  for (const url of urls) {
    await test.step(url, async () => {
      await gotoHydrated(page, url);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // One line per message and page (a mismatch in a list repeats once per row).
      for (const e of new Set(errors.splice(0))) found.push(`${url}: ${e.split("\n")[0]}`);
    });
  }
  expect(found).toEqual([]);
}

const janeId = () => withServerDb((db) => (db.prepare("select id from users where email = 'patient@example.com'").get() as { id: number }).id);

const tampaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
const careUrls = () => CARE.map((u) => u.replace("RECORD", `/patients/${janeId()}`).replace("TODAY", tampaToday()));

test("signed out", async ({ page }) => {
  await walk(page, SIGNED_OUT);
});

test("a patient in pounds", async ({ page }) => {
  await signInAs(page, "patient");
  await walk(page, PATIENT);
});

test("a patient in kilograms", async ({ page }) => {
  await metricTwinOf(page, "patient@example.com");
  await walk(page, PATIENT);
});

test("an administrator in pounds", async ({ page }) => {
  await signInAs(page, "admin");
  await walk(page, STAFF);
});

test("an administrator in kilograms", async ({ page }) => {
  await metricTwinOf(page, "admin@example.com");
  await walk(page, STAFF);
});

test("care staff in pounds and in kilograms", async ({ page, browser }) => {
  await signInAs(page, "nurse");
  await walk(page, careUrls());
  const metric = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const p = await metric.newPage();
    await freshCareStaff(p, "metric");
    await walk(p, careUrls());
  } finally {
    await metric.close();
  }
});
