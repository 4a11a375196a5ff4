import { expect, gotoHydrated, signInAs, signInFresh, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** The signed-in shell: main navigation, sub-navigation, profile and admin menus (spec part 1 §2.3, §2.4, §6). */

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const nutritionNav = (page: Page) => page.getByRole("navigation", { name: "Nutrition" });
const fitnessNav = (page: Page) => page.getByRole("navigation", { name: "Fitness" });
const profileMenu = (page: Page) => page.locator("details.profile-menu");
const profileToggle = (page: Page) => profileMenu(page).locator("summary");

test.describe("main navigation", () => {
  test("Home, Progress, Medicines, Nutrition, Fitness and Shop (external, new tab)", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    const nav = mainNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Home", "Progress", "Medicines", "Nutrition", "Fitness", /^Shop/]);
    const shop = nav.getByRole("link", { name: /^Shop/ });
    await expect(shop).toHaveAttribute("target", "_blank");
    await expect(shop).toHaveAttribute("href", /^https:\/\//);
    await expect(shop).toHaveAccessibleName(/opens in a new tab/);

    await nav.getByRole("link", { name: "Progress" }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole("heading", { level: 1, name: "Weight progress" })).toBeVisible();
    await nav.getByRole("link", { name: "Fitness" }).click();
    await expect(page).toHaveURL(/\/fitness$/);
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the item whose path starts the current path is highlighted; Home only on /home", async ({ page }) => {
    await signInAs(page, "patient");
    const nav = mainNav(page);
    const current = nav.locator('[aria-current="page"]');

    await page.goto("/home");
    await expect(current).toHaveText(["Home"]);

    await page.goto("/nutrition/recipes");
    await expect(current).toHaveText(["Nutrition"]);
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await page.goto("/fitness/exercises/3/details");
    await expect(current).toHaveText(["Fitness"]);

    await page.goto("/progress");
    await expect(current).toHaveText(["Progress"]);

    await page.goto("/my-badges");
    await expect(current).toHaveCount(0);
  });
});

test.describe("nutrition sub-navigation", () => {
  test("a patient sees My Food, not Food Database; each tab brings its action", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    const nav = nutritionNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Nutrition Home", "Journal", "Recipes", "My Food", "Resources"]);
    await expect(nav.getByRole("link", { name: "Food Database" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Nutrition Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Add new" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Recipes" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes$/);
    await expect(nav.getByRole("link", { name: "Recipes" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Nutrition Home" })).not.toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Add new" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/add$/);
    await expect(page.getByRole("heading", { level: 1, name: "Submit a Recipe" })).toBeVisible();
    // Still the Recipes tab on a recipe's own screens.
    await expect(nav.getByRole("link", { name: "Recipes" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Journal" }).click();
    await expect(page).toHaveURL(/\/nutrition\/journal$/);
    await expect(page.getByRole("link", { name: "Add new" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add to journal" })).toBeVisible();

    await nav.getByRole("link", { name: "My Food" }).click();
    await expect(page).toHaveURL(/\/nutrition\/myfood$/);
    await page.getByRole("link", { name: "Add new" }).click();
    await expect(page).toHaveURL(/\/nutrition\/myfood\/add$/);

    await nav.getByRole("link", { name: "Resources" }).click();
    await expect(page).toHaveURL(/\/nutrition\/resources$/);
    await expect(page.getByRole("link", { name: "Add new" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add to journal" })).toHaveCount(0);
  });

  test("an admin sees Food Database with its Add new, and not My Food", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/nutrition/recipes");
    const nav = nutritionNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Nutrition Home", "Journal", "Recipes", "Resources", "Food Database"]);
    await expect(nav.getByRole("link", { name: "My Food" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Food Database" }).click();
    await expect(page).toHaveURL(/\/nutrition\/food-database$/);
    await expect(nav.getByRole("link", { name: "Food Database" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Add new" }).click();
    await expect(page).toHaveURL(/\/nutrition\/food-database\/add$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add", exact: true })).toBeVisible();
  });

  test("/nutrition/home counts as Nutrition Home", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto("/nutrition/home");
    await expect(nutritionNav(page).locator('[aria-current="page"]')).toHaveText(["Nutrition Home"]);
  });
});

test.describe("fitness sub-navigation", () => {
  test("My Workout links to /fitness/my-progress with Add Plans and Add Exercises", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/fitness");
    const nav = fitnessNav(page);
    await expect(nav.getByRole("link")).toHaveText(["Fitness home", "Journal", "My Workout", "Workout plans", "Exercises"]);
    await expect(nav.getByRole("link", { name: "My Workout" })).toHaveAttribute("href", "/fitness/my-progress");

    await nav.getByRole("link", { name: "My Workout" }).click();
    await expect(page).toHaveURL(/\/fitness\/my-progress$/);
    await expect(nav.getByRole("link", { name: "My Workout" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Add Plans" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Exercises" })).toBeVisible();
    await page.getByRole("link", { name: "Add Plans" }).click();
    await expect(page).toHaveURL(/\/fitness\/my-workout\?panel=plans$/);
    await expect(nav.getByRole("link", { name: "My Workout" })).toHaveAttribute("aria-current", "page");
    // The panel is modal: Escape closes it before the sub-navigation is used again (once the
    // panel is open and has taken focus, its Escape handler is listening).
    await expect(page.getByRole("dialog").getByRole("heading", { level: 2 })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/fitness\/my-workout$/);

    await nav.getByRole("link", { name: "Journal" }).click();
    await expect(page).toHaveURL(/\/fitness\/journal$/);
    await expect(page.getByRole("link", { name: "Add to journal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Plans" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Exercises" }).click();
    await expect(page).toHaveURL(/\/fitness\/exercises$/);
    await expect(page.getByRole("link", { name: "Add to journal" })).toHaveCount(0);
  });
});

test.describe("profile menu (JavaScript on)", () => {
  test("a patient's menu: full name, My Clinic card and the patient links", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    const menu = profileMenu(page);
    await expect(menu).not.toHaveAttribute("open");
    await expect(menu.getByText("Jane A Doe")).toBeHidden();
    await profileToggle(page).click();
    await expect(menu).toHaveAttribute("open");
    await expect(menu.getByText("Jane A Doe", { exact: true })).toBeVisible();
    const clinic = menu.getByRole("region", { name: "My Clinic" });
    await expect(clinic.getByText("Tampa Medical Weight Loss Clinic")).toBeVisible();
    await expect(clinic.getByText("Tampa, FL", { exact: true })).toBeVisible();
    await expect(clinic.getByText("(813) 555-0100")).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["(813) 555-0100", "My profile", "My favourites", "My badges", "Testimonials", "My data"]);
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Ad management" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Motivational content" })).toHaveCount(0);
    await expect(page.getByText("Patient Submissions")).toHaveCount(0);

    await menu.getByRole("link", { name: "My badges" }).click();
    await expect(page).toHaveURL(/\/my-badges$/);
    await expect(page.getByRole("heading", { level: 1, name: "My badges" })).toBeVisible();
    // The menu closes when the page changes.
    await expect(menu).not.toHaveAttribute("open");
  });

  test("an admin's menu adds Ad management, Motivational content, Staff and clinics, the Audit log and the Formulary", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/home");
    await profileToggle(page).click();
    const menu = profileMenu(page);
    await expect(menu.getByText("Grace Hopper", { exact: true })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      /\(813\) 555-0100/,
      "My profile",
      "My favourites",
      "My badges",
      "Ad management",
      "Motivational content",
      "Staff and clinics",
      "Audit log",
      "Formulary",
      "Testimonials",
      "My data",
    ]);
    await menu.getByRole("link", { name: "Ad management" }).click();
    await expect(page).toHaveURL(/\/ads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ad management" })).toBeVisible();
    await profileToggle(page).click();
    await menu.getByRole("link", { name: "Motivational content" }).click();
    await expect(page).toHaveURL(/\/motivational-content$/);
  });

  test("it closes on a click outside it and on Escape", async ({ page }) => {
    await signInAs(page, "patient");
    await gotoHydrated(page, "/home");
    const menu = profileMenu(page);
    await profileToggle(page).click();
    await expect(menu).toHaveAttribute("open");
    await page.getByRole("heading", { name: "Welcome back, Jane!" }).click();
    await expect(menu).not.toHaveAttribute("open");
    await expect(menu.getByText("Jane A Doe")).toBeHidden();

    await profileToggle(page).click();
    await expect(menu).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");

    // Toggling it again closes it too.
    await profileToggle(page).click();
    await profileToggle(page).click();
    await expect(menu).not.toHaveAttribute("open");
  });

  test("the admin's Patient Submissions menu: Recipe Approval, Comments, Food Approval", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/home");
    const menu = page.locator("details.submissions-menu");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link")).toHaveText(["Recipe Approval", "Comments", "Food Approval"]);
    // Following a link closes the menu at once; it opens again on the next page.
    await menu.getByRole("link", { name: "Recipe Approval" }).click();
    await expect(menu).not.toHaveAttribute("open");
    await expect(page).toHaveURL(/\/nutrition\/recipes\/approval$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Approval" })).toBeVisible();
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open");
    await menu.getByRole("link", { name: "Comments" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/comments$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open");
    await menu.getByRole("link", { name: "Food Approval" }).click();
    await expect(page).toHaveURL(/\/nutrition\/food-database\/approval$/);
    await expect(page.getByRole("heading", { level: 1, name: "Food Approval" })).toBeVisible();
  });

  test("Sign out goes to /signin and the session is gone", async ({ page }) => {
    await signInFresh(page, "patient2");
    await gotoHydrated(page, "/home");
    await expect(page.getByRole("heading", { name: "Welcome back, Maria!" })).toBeVisible();
    await profileToggle(page).click();
    await profileMenu(page).getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fhome$/);
    // A plain sign-out is not "your session has ended".
    await expect(page.getByText("Your session has ended. Please sign in again.")).toHaveCount(0);
  });
});

test.describe("profile menu (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("it opens and its links work; Sign out works", async ({ page }) => {
    await signInFresh(page, "patient");
    await page.goto("/home");
    const menu = profileMenu(page);
    await profileToggle(page).click();
    await expect(menu.getByText("Jane A Doe", { exact: true })).toBeVisible();
    await expect(menu.getByRole("region", { name: "My Clinic" }).getByText("Tampa Medical Weight Loss Clinic")).toBeVisible();
    await menu.getByRole("link", { name: "My favourites" }).click();
    await expect(page).toHaveURL(/\/my-favourites$/);
    await expect(page.getByRole("heading", { level: 1, name: "My favourites" })).toBeVisible();

    await profileToggle(page).click();
    await menu.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);

    await profileToggle(page).click();
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("the admin menus work without JavaScript", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/home");
    await profileToggle(page).click();
    await profileMenu(page).getByRole("link", { name: "Motivational content" }).click();
    await expect(page).toHaveURL(/\/motivational-content$/);
    const submissions = page.locator("details.submissions-menu");
    await submissions.locator("summary").click();
    await submissions.getByRole("link", { name: "Comments" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/comments$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recipe Comments" })).toBeVisible();
  });
});

test.describe("home", () => {
  test("greets by first name with city and state, with buttons to the journal and to refer a friend", async ({ page }) => {
    await signInAs(page, "patient2");
    await gotoHydrated(page, "/home");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Maria!" })).toBeVisible();
    await expect(page.locator("#main").getByText("Dallas, TX", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Go to my journal" }).click();
    await expect(page).toHaveURL(/\/nutrition\/journal$/);
    await page.goBack();
    await page.getByRole("link", { name: "Refer a friend" }).click();
    await expect(page).toHaveURL(/\/refer-a-friend$/);
  });

  test("shows the patient's upcoming appointment", async ({ page }) => {
    await signInAs(page, "patient");
    await page.goto("/home");
    const card = page.getByRole("region", { name: "Upcoming appointment" });
    await expect(card.getByText(/at \d{1,2}:\d{2}/)).toBeVisible();
  });
});
