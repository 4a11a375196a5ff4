import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { createMyFood, JANE, MARIA } from "./foods-support";
import { createRecipe } from "./recipes-support";

/**
 * Who may open what (spec part 1 §2, §6; part 2 §2; part 3 §2, §6), over HTTP: the exact
 * redirects a browser follows and the heading of the page it ends on. Exact paths only; anything
 * else goes to /signin when signed out and to /home when signed in. Staff-only screens send a
 * patient to "/" (and on to /home); patient-only screens send staff to their own equivalent.
 */

const PATIENT = { email: "patient@example.com", password: "patient-demo-password" };
const ADMIN = { email: "admin@example.com", password: "admin-demo-password" };
const NURSE = { email: "nurse@example.com", password: "nurse-demo-password" };
const SIGN_IN = "Sign in to your portal";
const JANE_HOME = "Welcome back, Jane!";
const GRACE_HOME = "Welcome back, Grace!";
const FLORENCE_HOME = "Welcome back, Florence!";

const cookies = { patient: "", admin: "", nurse: "" };
beforeAll(async () => {
  cookies.patient = await signInCookie(PATIENT.email, PATIENT.password);
  cookies.admin = await signInCookie(ADMIN.email, ADMIN.password);
  cookies.nurse = await signInCookie(NURSE.email, NURSE.password);
});

/** Titles of seeded records, read from the server's database: a record's screen shows its title. */
async function titleOf(table: "recipes" | "foods" | "resources" | "exercises" | "workout_plans" | "medications", id: number): Promise<string> {
  const column = table === "resources" ? "title" : "name";
  const row = await withServerDb((db) => db.prepare(`select ${column} as title from ${table} where id = ?`).get<{ title: string }>(id));
  if (!row) throw new Error(`no ${table} ${id} in the seed`);
  return row.title;
}

describe.concurrent("signed out", () => {
  it.each(["/home", "/nutrition/recipes", "/ads", "/fitness/my-progress", "/nutrition/recipes/12/details", "/nutrition/recipes?search=soup", "/profile", "/notifications"])(
    "%s → /signin, remembering where the member was going",
    async (url) => {
      const page = await visit(url);
      expect(page.redirects).toEqual([`/signin?redirectTo=${encodeURIComponent(url)}`]);
      expect(page.status).toBe(200);
      expect(page.heading).toBe(SIGN_IN);
    },
  );

  it.each(["/", "/whatever/unknown", "/reset-password-request"])("%s → /signin", async (url) => {
    const page = await visit(url);
    expect(page.redirects).toEqual(["/signin"]);
    expect(page.heading).toBe(SIGN_IN);
  });

  it("every signed-out page of the spec opens with its heading", async () => {
    const pages = [
      { url: "/signin", heading: SIGN_IN },
      { url: "/forgot-password", heading: "Forgot your password?" },
      { url: "/register", heading: "Register" },
      { url: "/reset-password-request?token=abc", heading: "Choose a new password" },
      { url: "/request-information", heading: "Request Information" },
      { url: "/schedule-an-appointment", heading: "Schedule an Appointment" },
      { url: "/mobile", heading: "On a phone? Use our app." },
    ];
    for (const { url, heading } of pages) {
      const page = await visit(url);
      expect(page.redirects, url).toEqual([]);
      expect(page.status, url).toBe(200);
      expect(page.heading, url).toBe(heading);
    }
  });
});

describe.concurrent("the pages of the links in emails", () => {
  it.each([
    ["/unsubscribe", "Unsubscribe", 400],
    ["/unsubscribe?token=1.food_decision.forged", "Unsubscribe", 400],
    ["/confirm-email?token=whatever-it-is-it-is-checked-on-post", "Confirm your new email", 200],
  ] as const)("%s opens signed out and signed in, where it is", async (url, heading, status) => {
    for (const cookie of [undefined, cookies.patient]) {
      const page = await visit(url, { cookie });
      expect(page.redirects, url).toEqual([]);
      expect(page.status, url).toBe(status);
      expect(page.heading, url).toBe(heading);
    }
  });
});

describe.concurrent("signed in", () => {
  it.each(["/", "/signin", "/register", "/forgot-password", "/request-information", "/schedule-an-appointment", "/nope", "/nutrition/nope", "/home/extra"])(
    "%s (signed-out pages, / and unknown paths) → /home",
    async (url) => {
      const page = await visit(url, { cookie: cookies.patient });
      expect(page.redirects).toEqual(["/home"]);
      expect(page.heading).toBe(JANE_HOME);
    },
  );

  it("care staff land on their patients: after signing in, at / and on a signed-out page; an unknown path is still /home", async () => {
    // The form posts back to the address it was drawn at, which carries where the guard was going.
    const signIn = (who: { email: string; password: string }, redirectTo = "") =>
      call(redirectTo ? `/signin?redirectTo=${encodeURIComponent(redirectTo)}` : "/signin", {
        method: "POST",
        rawBody: new URLSearchParams({ intent: "login", ...who }).toString(),
        contentType: "application/x-www-form-urlencoded",
      });
    expect((await signIn(NURSE)).headers.get("location")).toBe("/patients");
    expect((await signIn(PATIENT)).headers.get("location")).toBe("/home");
    expect((await signIn(ADMIN)).headers.get("location")).toBe("/home");
    // A page asked for before signing in is still where she goes.
    expect((await signIn(NURSE, "/progress")).headers.get("location")).toBe("/progress");
    for (const url of ["/", "/signin", "/register"]) {
      const page = await visit(url, { cookie: cookies.nurse });
      expect(page.redirects, url).toEqual(["/patients"]);
      expect(page.heading, url).toBe("Patients");
    }
    const unknown = await visit("/nope", { cookie: cookies.nurse });
    expect([unknown.redirects, unknown.heading]).toEqual([["/home"], FLORENCE_HOME]);
  });

  it("an admin opens Ad management and Motivational content", async () => {
    for (const [url, heading] of [
      ["/ads", "Ad management"],
      ["/motivational-content", "Motivational content"],
    ]) {
      const page = await visit(url, { cookie: cookies.admin });
      expect(page.redirects, url).toEqual([]);
      expect(page.heading, url).toBe(heading);
    }
  });

  it.each(["/nutrition/recipes/abc/details", "/fitness/exercises/0/details", "/testimonials/1.5/edit", "/nutrition/resources/-3/details"])(
    "%s: an {id} that is not a number is not one of our paths (→ /home)",
    async (url) => {
      const page = await visit(url, { cookie: cookies.admin });
      expect(page.redirects).toEqual(["/home"]);
      expect(page.heading).toBe(GRACE_HOME);
    },
  );

  it("a POST to a staff screen as a patient is sent to / and changes nothing", async () => {
    const res = await call("/nutrition/recipes/1/edit?step=1", {
      method: "POST",
      rawBody: new URLSearchParams({ intent: "publish" }).toString(),
      contentType: "application/x-www-form-urlencoded",
      headers: { Cookie: cookies.patient },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});

/** A patient, a programme administrator, and care staff (the Tampa nurse; issue 25). */
type Role = "patient" | "admin" | "nurse";

/** Jane's name as the care team's record of her shows it. */
const janeRecord = async () => {
  const id = await withServerDb(async (db) => (await db.prepare("select id from users where email = ?").get<{ id: number }>(PATIENT.email))!.id);
  return `/patients/${id}`;
};

/** Jane's first conversation with the care team (the seed's), at the patient's URL or the care team's. */
const janeConversation = (base: string) => async () => {
  const id = await withServerDb(async (db) =>
    (await db.prepare("select c.id from conversations c join users u on u.id = c.patient_id where u.email = ? and c.subject = ?").get<{ id: number }>(PATIENT.email, "Nausea after my injection"))!.id,
  );
  return `${base}/${id}`;
};
const writeToJane = async () => `/patients/messages/new?patient=${(await janeRecord()).split("/").pop()}`;

/**
 * Every signed-in screen, with the roles that may open it and the heading it shows. Care staff
 * open what a patient opens (the catalogue and content answer them as a patient), and the care
 * team's screens. A screen may send a role elsewhere than CLOSED says (`closed`).
 */
const FORMULARY = { redirects: ["/medications/catalogue"], heading: "Formulary" };

const ROUTES: { url: string | (() => Promise<string>); label?: string; heading: string | (() => Promise<string>); roles: Role[]; closed?: Partial<Record<Role, { redirects: string[]; heading: string }>> }[] = [
  { url: "/home", heading: "", roles: ["patient", "admin", "nurse"] },
  { url: "/my-favourites", heading: "My favourites", roles: ["patient", "admin", "nurse"] },
  { url: "/my-badges", heading: "My badges", roles: ["patient", "admin", "nurse"] },
  { url: "/testimonials", heading: "Testimonials", roles: ["patient", "admin", "nurse"] },
  { url: "/testimonials/1/edit", heading: "Edit testimonial", roles: ["admin"] },
  { url: "/refer-a-friend", heading: "Refer a friend", roles: ["patient", "admin", "nurse"] },
  { url: "/progress", heading: "Weight progress", roles: ["patient", "admin", "nurse"] },
  { url: "/ads", heading: "Ad management", roles: ["admin"] },
  { url: "/motivational-content", heading: "Motivational content", roles: ["admin"] },
  { url: "/audit", heading: "Audit log", roles: ["admin"] },
  { url: "/profile", heading: "My profile", roles: ["patient", "admin", "nurse"] },
  { url: "/notifications", heading: "Notifications", roles: ["patient", "admin", "nurse"] },
  // Nutrition (part 2 §2)
  { url: "/nutrition", heading: "Nutrition Home", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/home", heading: "Nutrition Home", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/recipes", heading: "Recipes", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/recipes/approval", heading: "Recipe Approval", roles: ["admin"] },
  { url: "/nutrition/recipes/comments", heading: "Recipe Comments", roles: ["admin"] },
  { url: "/nutrition/recipes/add", heading: "", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/recipes/12/add", heading: "Add Recipe", roles: ["admin"] },
  { url: "/nutrition/recipes/12/edit", heading: "Edit Recipe", roles: ["admin"] },
  { url: "/nutrition/recipes/1/add?step=2", heading: "Add Recipe", roles: ["admin"] },
  { url: "/nutrition/recipes/12/details", heading: () => titleOf("recipes", 12), roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/resources", heading: "Resources", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/resources/4/details", heading: () => titleOf("resources", 4), roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/journal", heading: "Daily Journal", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/food-database", heading: "Food Database", roles: ["admin"] },
  { url: "/nutrition/food-database/5/details", heading: () => titleOf("foods", 5), roles: ["admin"] },
  { url: "/nutrition/food-database/5/view", heading: "View", roles: ["patient", "admin", "nurse"] },
  { url: "/nutrition/food-database/5/edit", heading: "Edit", roles: ["admin"] },
  { url: "/nutrition/food-database/5/add", heading: "Add", roles: ["admin"] },
  { url: "/nutrition/food-database/add", heading: "Add", roles: ["admin"] },
  { url: "/nutrition/food-database/approval", heading: "Food Approval", roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/details", heading: () => titleOf("foods", 5), roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/add", heading: "Add", roles: ["admin"] },
  { url: "/nutrition/food-database/approval/5/edit", heading: "Edit", roles: ["admin"] },
  { url: "/nutrition/myfood", heading: "My Food Items", roles: ["patient", "nurse"] },
  { url: "/nutrition/myfood/add", heading: "Add", roles: ["patient", "nurse"] },
  // Fitness (part 3 §2)
  { url: "/fitness", heading: "Fitness", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/home", heading: "Fitness", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/workout-plans", heading: "Workout plans", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/workout-plans/3/details", heading: () => titleOf("workout_plans", 3), roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/exercises", heading: "Exercises", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/exercises/1078/details", heading: () => titleOf("exercises", 1078), roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/exercises/1078/edit", heading: async () => `Edit ${await titleOf("exercises", 1078)}`, roles: ["admin"] },
  { url: "/fitness/my-workout", heading: "My Workout plan", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/my-progress", heading: "My Workout", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/my-history", heading: "My History", roles: ["patient", "admin", "nurse"] },
  { url: "/fitness/journal", heading: "Weekly Journal", roles: ["patient", "admin", "nurse"] },
  // The care team (issue 25): a patient is sent to /home.
  { url: "/patients", heading: "Patients", roles: ["admin", "nurse"], closed: { patient: { redirects: ["/home"], heading: JANE_HOME } } },
  { url: janeRecord, heading: "Jane Doe", roles: ["admin", "nurse"], closed: { patient: { redirects: ["/home"], heading: JANE_HOME } } },
  { url: "/staff", heading: "Staff and clinics", roles: ["admin"] },
  // Messages (issue 39): the patient's side sends staff to their inbox; the care team's sends a patient to /home.
  { url: "/messages", heading: "Messages", roles: ["patient"], closed: { admin: { redirects: ["/patients/messages"], heading: "Messages" }, nurse: { redirects: ["/patients/messages"], heading: "Messages" } } },
  {
    url: janeConversation("/messages"),
    label: "/messages/{Jane's}",
    heading: "Nausea after my injection",
    roles: ["patient"],
    closed: { admin: { redirects: ["/patients/messages"], heading: "Messages" }, nurse: { redirects: ["/patients/messages"], heading: "Messages" } },
  },
  { url: "/patients/messages", heading: "Messages", roles: ["admin", "nurse"], closed: { patient: { redirects: ["/home"], heading: JANE_HOME } } },
  {
    url: janeConversation("/patients/messages"),
    label: "/patients/messages/{Jane's}",
    heading: "Nausea after my injection",
    roles: ["admin", "nurse"],
    closed: { patient: { redirects: ["/home"], heading: JANE_HOME } },
  },
  { url: writeToJane, label: "/patients/messages/new?patient={Jane}", heading: "Write to Jane Doe", roles: ["admin", "nurse"], closed: { patient: { redirects: ["/home"], heading: JANE_HOME } } },
  { url: "/patients/messages/saved-replies", heading: "Saved replies", roles: ["admin", "nurse"], closed: { patient: { redirects: ["/home"], heading: JANE_HOME } } },
  // Reports (issue 40): the patient's own; staff read a patient's from the record, so they are sent to their patients.
  { url: "/reports", heading: "Reports", roles: ["patient"], closed: { admin: { redirects: ["/patients"], heading: "Patients" }, nurse: { redirects: ["/patients"], heading: "Patients" } } },
  { url: "/reports/visit", heading: "Visit summary", roles: ["patient"], closed: { admin: { redirects: ["/patients"], heading: "Patients" }, nurse: { redirects: ["/patients"], heading: "Patients" } } },
  // Medicines (issue 38): a programme administrator keeps the formulary instead of medicines of their own.
  { url: "/medications", heading: "My medicines", roles: ["patient", "nurse"], closed: { admin: FORMULARY } },
  { url: "/medications/side-effects", heading: "Side effects", roles: ["patient", "nurse"], closed: { admin: FORMULARY } },
  { url: "/medications/add", heading: "Add a supplement", roles: ["patient", "nurse"], closed: { admin: FORMULARY } },
  { url: "/medications/catalogue", heading: "Formulary", roles: ["admin"] },
  { url: "/medications/catalogue/new", heading: "Add a medicine", roles: ["admin"] },
  { url: "/medications/catalogue/1", heading: () => titleOf("medications", 1), roles: ["admin"] },
];

/** Headings that differ by role: the greeting and the recipe add screen. */
const ROLE_HEADINGS: Record<string, Record<Role, string>> = {
  "/home": { patient: JANE_HOME, admin: GRACE_HOME, nurse: FLORENCE_HOME },
  "/nutrition/recipes/add": { patient: "Submit a Recipe", admin: "Add Recipe", nurse: "Submit a Recipe" },
};

const urlOf = async (route: (typeof ROUTES)[number]) => (typeof route.url === "function" ? await route.url() : route.url);
const expectedHeading = async (route: (typeof ROUTES)[number], role: Role) =>
  ROLE_HEADINGS[await urlOf(route)]?.[role] ?? (typeof route.heading === "function" ? await route.heading() : route.heading);

/** Where a closed screen sends each role: a patient to "/" and on to /home; staff from My Food to the food database. */
const CLOSED: Record<Role, { redirects: string[]; heading: string }> = {
  patient: { redirects: ["/", "/home"], heading: JANE_HOME },
  admin: { redirects: ["/nutrition/food-database"], heading: "Food Database" },
  // Care staff are sent to "/" as a patient is, and land on their patients (issue 36).
  nurse: { redirects: ["/", "/patients"], heading: "Patients" },
};

// Read-only page loads: they run side by side (the server serves several at once).
const ROLE_NAMES: Record<Role, string> = { patient: "a patient", admin: "a programme administrator", nurse: "care staff" };
const label = (route: (typeof ROUTES)[number]) => route.label ?? (typeof route.url === "string" ? route.url : "/patients/{Jane}");
for (const role of ["patient", "admin", "nurse"] as const) {
  describe.concurrent(`every screen as ${ROLE_NAMES[role]}`, () => {
    it.each(ROUTES.filter((r) => r.roles.includes(role)).map((r) => [label(r), r] as const))("%s opens with its heading", async (_url, route) => {
      const page = await visit(await urlOf(route), { cookie: cookies[role] });
      expect(page.redirects).toEqual([]);
      expect(page.status).toBe(200);
      expect(page.heading).toBe(await expectedHeading(route, role));
      // Health data and member pages are never stored by caches.
      expect(page.headers.get("cache-control")).toContain("no-store");
    });

    it.each(ROUTES.filter((r) => !r.roles.includes(role)).map((r) => [label(r), r] as const))("%s is closed", async (_url, route) => {
      const page = await visit(await urlOf(route), { cookie: cookies[role] });
      const closed = route.closed?.[role] ?? CLOSED[role];
      expect(page.redirects).toEqual(closed.redirects);
      expect(page.heading).toBe(closed.heading);
    });
  });
}

describe("records that are not the member's read as not found", () => {
  const NOT_FOUND = "We couldn't find that page.";

  it("My Food edit opens a patient's own food; another patient's food or a database food is a 404 page, and so is its view", async () => {
    const [jane, maria] = await Promise.all([tokenFor(JANE.email, JANE.password), tokenFor(MARIA.email, MARIA.password)]);
    const mine = await createMyFood(jane);
    const theirs = await createMyFood(maria);
    const own = await visit(`/nutrition/myfood/${mine.id}/edit`, { cookie: cookies.patient });
    expect([own.status, own.heading]).toEqual([200, "Edit"]);
    for (const url of [`/nutrition/myfood/${theirs.id}/edit`, "/nutrition/myfood/5/edit", `/nutrition/food-database/${theirs.id}/view`]) {
      const page = await visit(url, { cookie: cookies.patient });
      expect(page.redirects, url).toEqual([]);
      expect([page.status, page.heading], url).toEqual([404, NOT_FOUND]);
      expect(page.html, url).not.toContain(theirs.name);
    }
  });

  it("a medicine's page is the member's own: another patient's is a 404 page that names nothing", async () => {
    const jane = await withServerDb((db) => db.prepare("select r.id from medication_regimens r join users u on u.id = r.user_id where u.email = ? order by r.id limit 1").get<{ id: number }>(PATIENT.email));
    const own = await visit(`/medications/${jane!.id}`, { cookie: cookies.patient });
    expect([own.status, own.heading]).toEqual([200, "Wegovy"]);
    for (const cookie of [cookies.nurse, await signInCookie(MARIA.email, MARIA.password)]) {
      const page = await visit(`/medications/${jane!.id}`, { cookie });
      expect([page.status, page.heading]).toEqual([404, NOT_FOUND]);
      expect(page.html).not.toContain("Wegovy");
    }
  });

  it("an inactive recipe is not found for a patient; staff open it", async () => {
    const staff = await tokenFor(ADMIN.email, ADMIN.password);
    const draft = await createRecipe(staff);
    expect(draft.active).toBe(false);
    const asPatient = await visit(`/nutrition/recipes/${draft.id}/details`, { cookie: cookies.patient });
    expect([asPatient.status, asPatient.heading]).toEqual([404, NOT_FOUND]);
    expect(asPatient.html).not.toContain(draft.name);
    const asStaff = await visit(`/nutrition/recipes/${draft.id}/details`, { cookie: cookies.admin });
    expect([asStaff.status, asStaff.heading]).toEqual([200, draft.name]);
  });

  it("an unknown article is a 404 page", async () => {
    const page = await visit("/nutrition/resources/99999999/details", { cookie: cookies.patient });
    expect([page.status, page.heading]).toEqual([404, NOT_FOUND]);
  });

  it("the image route serves stored images only", async () => {
    for (const url of ["/uploads/portal.sqlite", "/uploads/../portal.sqlite", "/uploads/images/..%2F..%2Fportal.sqlite", "/uploads/images/ab/ab00000000000000000_l.jpg", "/uploads/secrets.json"]) {
      const res = await call(url, { headers: { Cookie: cookies.patient } });
      expect([404, 302], url).toContain(res.status);
      expect(String(res.data), url).not.toContain("SQLite");
    }
  });
});
