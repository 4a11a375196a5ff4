import { expect, signInAs, test, type Role } from "./fixtures";

/**
 * Who may open what (spec part 1 §2, §6; part 2 §2; part 3 §2, §6): exact paths only, anything
 * else goes to /signin when signed out and to /home when signed in.
 */

const pathOf = (url: string) => new URL(url).pathname;

test.describe("signed out", () => {
  for (const url of ["/home", "/nutrition/recipes", "/whatever/unknown", "/ads", "/fitness/my-progress", "/nutrition/recipes/12/details"]) {
    test(`${url} → /signin`, async ({ page }) => {
      await page.goto(url);
      expect(pathOf(page.url())).toBe("/signin");
      await expect(page.getByRole("heading", { name: "Sign in to your portal" })).toBeVisible();
    });
  }

  test("/ → /signin", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("after signing in from a deep link, the member lands where they were going", async ({ page }) => {
    await page.goto("/nutrition/recipes");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fnutrition%2Frecipes$/);
    await page.getByLabel("Email", { exact: true }).fill("patient@example.com");
    await page.getByLabel("Password", { exact: true }).fill("patient-demo-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  });
});

test.describe("signed in", () => {
  test("the signed-out pages, / and unknown paths go to /home", async ({ page }) => {
    await signInAs(page, "patient");
    for (const url of ["/", "/signin", "/register", "/forgot-password", "/request-information", "/nope", "/nutrition/nope", "/home/extra"]) {
      await page.goto(url);
      expect(pathOf(page.url()), url).toBe("/home");
      await expect(page.getByRole("heading", { name: "Welcome back, Jane!" })).toBeVisible();
    }
  });

  test("a patient is sent from /ads and /motivational-content to / and on to /home", async ({ page }) => {
    await signInAs(page, "patient");
    for (const url of ["/ads", "/motivational-content"]) {
      const res = await page.request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(302);
      expect(res.headers()["location"], url).toBe("/");
      await page.goto(url);
      expect(pathOf(page.url()), url).toBe("/home");
    }
  });

  test("an admin opens Ad management and Motivational content", async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto("/ads");
    await expect(page).toHaveURL(/\/ads$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ad management" })).toBeVisible();
    await page.goto("/motivational-content");
    await expect(page).toHaveURL(/\/motivational-content$/);
    await expect(page.getByRole("heading", { level: 1, name: "Motivational content" })).toBeVisible();
  });

  test("a patient is kept out of the food database and its approval screens", async ({ page }) => {
    await signInAs(page, "patient");
    for (const url of ["/nutrition/food-database", "/nutrition/food-database/approval", "/nutrition/food-database/add", "/nutrition/recipes/approval"]) {
      await page.goto(url);
      expect(pathOf(page.url()), url).toBe("/home");
    }
  });

  test("an admin visiting My Food is sent to the Food Database", async ({ page }) => {
    await signInAs(page, "admin");
    for (const url of ["/nutrition/myfood", "/nutrition/myfood/add", "/nutrition/myfood/3/edit"]) {
      await page.goto(url);
      expect(pathOf(page.url()), url).toBe("/nutrition/food-database");
      await expect(page.getByRole("heading", { level: 1, name: "Food Database" })).toBeVisible();
    }
  });

  test("an {id} that is not a number is not one of our paths", async ({ page }) => {
    await signInAs(page, "admin");
    for (const url of ["/nutrition/recipes/abc/details", "/fitness/exercises/0/details", "/testimonials/1.5/edit", "/nutrition/resources/-3/details"]) {
      await page.goto(url);
      expect(pathOf(page.url()), url).toBe("/home");
    }
  });
});

/** A screen showing one record: its h1 is the record's title (or "Not found" when it is not the member's). */
const ANY_TITLE = /.+/;

/** Every signed-in route of the spec, with the roles that may open it and the heading it shows. */
const ROUTES: { url: string; heading: string | RegExp; roles: Role[] }[] = [
  { url: "/home", heading: /^Welcome back, /, roles: ["patient", "admin"] },
  { url: "/my-favourites", heading: "My favourites", roles: ["patient", "admin"] },
  { url: "/my-badges", heading: "My badges", roles: ["patient", "admin"] },
  { url: "/testimonials", heading: "Testimonials", roles: ["patient", "admin"] },
  { url: "/testimonials/1/edit", heading: "Edit testimonial", roles: ["admin"] },
  { url: "/refer-a-friend", heading: "Refer a friend", roles: ["patient", "admin"] },
  { url: "/progress", heading: "Weight progress", roles: ["patient", "admin"] },
  { url: "/ads", heading: "Ad management", roles: ["admin"] },
  { url: "/motivational-content", heading: "Motivational content", roles: ["admin"] },
  // Nutrition (part 2 §2)
  { url: "/nutrition", heading: "Nutrition Home", roles: ["patient", "admin"] },
  { url: "/nutrition/home", heading: "Nutrition Home", roles: ["patient", "admin"] },
  { url: "/nutrition/recipes", heading: "Recipes", roles: ["patient", "admin"] },
  { url: "/nutrition/recipes/approval", heading: "Recipe Approval", roles: ["admin"] },
  { url: "/nutrition/recipes/comments", heading: "Recipe Comments", roles: ["admin"] },
  { url: "/nutrition/recipes/add", heading: /^(Add Recipe|Submit a Recipe)$/, roles: ["patient", "admin"] },
  { url: "/nutrition/recipes/12/add", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/recipes/12/edit", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/recipes/12/details", heading: ANY_TITLE, roles: ["patient", "admin"] },
  { url: "/nutrition/resources", heading: "Resources", roles: ["patient", "admin"] },
  { url: "/nutrition/resources/4/details", heading: ANY_TITLE, roles: ["patient", "admin"] },
  { url: "/nutrition/journal", heading: "Daily Journal", roles: ["patient", "admin"] },
  { url: "/nutrition/food-database", heading: "Food Database", roles: ["admin"] },
  { url: "/nutrition/food-database/5/details", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/food-database/5/view", heading: ANY_TITLE, roles: ["patient", "admin"] },
  { url: "/nutrition/food-database/5/edit", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/food-database/5/add", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/food-database/add", heading: "Add", roles: ["admin"] },
  { url: "/nutrition/food-database/approval", heading: "Food Approval", roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/details", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/add", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/edit", heading: ANY_TITLE, roles: ["admin"] },
  { url: "/nutrition/myfood", heading: "My Food Items", roles: ["patient"] },
  { url: "/nutrition/myfood/add", heading: "Add", roles: ["patient"] },
  { url: "/nutrition/myfood/5/edit", heading: ANY_TITLE, roles: ["patient"] },
  // Fitness (part 3 §2)
  { url: "/fitness", heading: "Fitness home", roles: ["patient", "admin"] },
  { url: "/fitness/home", heading: "Fitness home", roles: ["patient", "admin"] },
  { url: "/fitness/workout-plans", heading: "Workout plans", roles: ["patient", "admin"] },
  { url: "/fitness/workout-plans/3/details", heading: "Workout plan", roles: ["patient", "admin"] },
  { url: "/fitness/exercises", heading: "Exercises", roles: ["patient", "admin"] },
  { url: "/fitness/exercises/3/details", heading: "Exercise", roles: ["patient", "admin"] },
  { url: "/fitness/exercises/3/edit", heading: "Edit exercise", roles: ["admin"] },
  { url: "/fitness/my-workout", heading: "My Workout plan", roles: ["patient", "admin"] },
  { url: "/fitness/my-progress", heading: "My Workout", roles: ["patient", "admin"] },
  { url: "/fitness/my-history", heading: "My History", roles: ["patient", "admin"] },
  { url: "/fitness/journal", heading: "Weekly Journal", roles: ["patient", "admin"] },
];

for (const role of ["patient", "admin"] as const) {
  test(`every spec route opens for a ${role} when allowed, and is closed when not`, async ({ page }) => {
    test.slow();
    await signInAs(page, role);
    for (const { url, heading, roles } of ROUTES) {
      await page.goto(url);
      if (roles.includes(role)) {
        expect(pathOf(page.url()), `${url} stays put for ${role}`).toBe(url);
        // Screens with records show the record's own title; the rest show their fixed heading.
        const h1 = heading === ANY_TITLE ? page.getByRole("heading", { level: 1 }) : page.getByRole("heading", { level: 1, name: heading, exact: true });
        await expect(h1, url).toBeVisible();
      } else {
        expect(pathOf(page.url()), `${url} is closed to ${role}`).not.toBe(url);
        expect(["/home", "/nutrition/food-database"], `${url} sends ${role} to /home (or staff to their food database)`).toContain(
          pathOf(page.url()),
        );
      }
    }
  });
}
