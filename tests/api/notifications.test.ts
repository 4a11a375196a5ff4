import { beforeAll, describe, expect, it } from "vitest";
import { testEngine } from "../support/seeded";
import { linkIn, mailsTo, waitForMailTo } from "../support/mail";
import type { TestDb } from "../support/test-db";
import { call, dataDir, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { carePatient, careStaff, PASSWORD as CARE_PASSWORD } from "./care-support";
import { BRISK_WALK, clinicToday } from "./fitness-support";
import { personalFoodBody, STAFF } from "./foods-support";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";
import { upload, uniqueWord, pngBytes } from "./recipes-support";

/**
 * Notifications in the portal and by email (issue 26): the events that notify, each in the
 * transaction of its cause; the bell's calls; the choices per kind; one-click unsubscribe.
 */

let staff: string;
beforeAll(async () => {
  staff = await tokenFor(STAFF.email, STAFF.password);
});

interface Note {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

const notificationsOf = (userId: number) =>
  withServerDb((db) => db.prepare("select id, kind, title, body, link from notifications where user_id = ? order by id").all<Omit<Note, "read">>(userId));
const emailJobsOf = (ids: number[]) =>
  ids.length ? withServerDb((db) => db.prepare(`select kind, idempotency_key from jobs where idempotency_key in (${ids.map(() => "?").join(", ")})`).all(...ids.map((id) => `notification-email:${id}`))) : Promise.resolve([]);

async function personalFood(token: string): Promise<{ id: number; name: string }> {
  const res = await call("/api/food/myfood/", { token, json: personalFoodBody() });
  expect(res.status).toBe(201);
  return { id: res.data.id as number, name: res.data.name as string };
}

/** A failure injected into the queue's table: any notification email job is refused by the database. */
async function refuseNotificationJobs(db: TestDb, on: boolean) {
  if (testEngine() === "postgres") {
    if (on) {
      await db.prepare("create or replace function test_refuse_job() returns trigger as $$ begin raise exception 'injected failure'; end $$ language plpgsql").run();
      await db.prepare("create trigger test_refuse_job before insert on jobs for each row when (new.kind = 'notification.email') execute function test_refuse_job()").run();
    } else await db.prepare("drop trigger if exists test_refuse_job on jobs").run();
  } else if (on) {
    await db.prepare("create trigger test_refuse_job before insert on jobs when new.kind = 'notification.email' begin select raise(abort, 'injected failure'); end").run();
  } else await db.prepare("drop trigger if exists test_refuse_job").run();
}

describe("a decision on a patient's food", () => {
  it("approving creates exactly one notification and one queued email, which is sent with one-click unsubscribe", async () => {
    const p = await freshPatient("food-ok");
    const food = await personalFood(p.token);
    expect((await call("/api/food/approve_food", { token: staff, json: { approved_food_id: food.id } })).status).toBe(200);
    // Approving again changes nothing and says nothing.
    expect((await call("/api/food/approve_food", { token: staff, json: { approved_food_id: food.id } })).status).toBe(200);
    const notes = await notificationsOf(p.id);
    expect(notes).toEqual([{ id: expect.any(Number), kind: "food_decision", title: `Your food “${food.name}” was approved`, body: expect.any(String), link: "/nutrition/myfood" }]);
    expect(await emailJobsOf(notes.map((n) => n.id))).toEqual([{ kind: "notification.email", idempotency_key: `notification-email:${notes[0].id}` }]);

    const mail = await waitForMailTo(dataDir(), p.email);
    expect(mail).toContain(`Your food “${food.name}” was approved.`);
    // Long header lines are folded (RFC 5322): the value may start on the next line.
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/[^>]+\/unsubscribe\?token=[^>]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Plain text and the HTML a phone lays out: its button to the food, its footer's links.
    expect(mail).toMatch(/^Content-Type: text\/plain/m);
    expect(mail).toMatch(/^Content-Type: text\/html/m);
    expect(mail).toMatch(/<a href="http:\/\/[^"]+\/nutrition\/myfood" style="[^"]*">Open the patient portal<\/a>/);
    expect(mail).toMatch(/<a href="http:\/\/[^"]+\/unsubscribe\?token=[^"]+" style="[^"]*">Stop these emails<\/a>/);
    expect(mailsTo(dataDir(), p.email)).toHaveLength(1);
  });

  it("a rollback creates neither: the approval, its notification and its email job are one transaction", async () => {
    const p = await freshPatient("food-rollback");
    const food = await personalFood(p.token);
    await withServerDb((db) => refuseNotificationJobs(db, true));
    try {
      // A failure made on purpose (the database refuses the job): outside the contract, so straight to the server.
      const failed = await call("/api/food/approve_food", { token: staff, json: { approved_food_id: food.id }, direct: true });
      expect(failed.status).toBe(500);
    } finally {
      await withServerDb((db) => refuseNotificationJobs(db, false));
    }
    expect((await call(`/api/food/${food.id}/`, { token: p.token })).data).toMatchObject({ status: "pending" });
    expect(await notificationsOf(p.id)).toEqual([]);
    // Once the database takes jobs again, the same approval notifies once.
    expect((await call("/api/food/approve_food", { token: staff, json: { approved_food_id: food.id } })).status).toBe(200);
    expect(await notificationsOf(p.id)).toHaveLength(1);
  });

  it("declining says why, links to the food to fix it, and is said once per reason", async () => {
    const p = await freshPatient("food-no");
    const food = await personalFood(p.token);
    await call(`/api/food/${food.id}/decline/?decline_code=E`, { token: staff, method: "POST" });
    await call(`/api/food/${food.id}/decline/?decline_code=E`, { token: staff, method: "POST" });
    await call(`/api/food/${food.id}/decline/?decline_code=Z`, { token: staff, method: "POST" });
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => [n.title, n.body, n.link])).toEqual([
      [`Your food “${food.name}” was declined`, "Reason: Information incomplete; quantities and/or measures required. You can change it and send it again.", `/nutrition/myfood/${food.id}/edit`],
      [`Your food “${food.name}” was declined`, "Reason: Not appropriate for publishing. You can change it and send it again.", `/nutrition/myfood/${food.id}/edit`],
    ]);
  });
});

describe("other events that notify", () => {
  it("a recipe submission declined, with the reason (sending it earned a badge, a notice of its own)", async () => {
    const p = await freshPatient("recipe");
    const name = `Soup ${uniqueWord()}`.slice(0, 29);
    const sent = await upload("/api/recipe_submissions", p.token, { name, ingredients: "1 cup rice", directions: "Cook.", image: { name: "soup.png", data: await pngBytes() } });
    expect(sent.status).toBe(201);
    const id = Number(sent.data.id);
    expect((await call(`/api/recipes/${id}/decline`, { token: staff, method: "POST", json: { decline_code: "D" } })).status).toBe(200);
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => [n.kind, n.title, n.body])).toEqual([
      ["badge_earned", "You earned the “Recipe Sharer” badge", "Well done! See all your badges."],
      ["recipe_decision", `Your recipe “${name}” was declined`, "Reason: Not relatively easy to prepare with commonly available items."],
    ]);
  });

  it("a badge earned is in the portal only (badges are not emailed unless the member asks)", async () => {
    const p = await freshPatient("badge");
    const logged = await call("/api/log_exercises/", { token: p.token, json: { exercise: BRISK_WALK, datedone: await clinicToday(), duration: 30 } });
    expect(logged.status).toBe(201);
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => [n.kind, n.title, n.link])).toEqual([["badge_earned", "You earned the “First Workout” badge", "/my-badges"]]);
    expect(await emailJobsOf(notes.map((n) => n.id))).toEqual([]);
  });
});

describe("a clinic's goal changes (issue 36 item 5)", () => {
  /** Waits until the worker has sent every email job queued for these notifications. */
  async function emailsSent(ids: number[]) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const keys = ids.map((id) => `notification-email:${id}`);
      const open = await withServerDb((db) => db.prepare(`select id from jobs where status != 'done' and idempotency_key in (${keys.map(() => "?").join(", ")})`).all(...keys));
      if (open.length === 0) return;
      if (Date.now() > deadline) throw new Error("the notification emails were not sent");
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("the same goal weight saved twice, then changed again minutes later, is one notification and one email", async () => {
    const p = await carePatient("Goalie");
    const nurse = await careStaff([1]);
    const cookie = await signInCookie(nurse.email, CARE_PASSWORD);
    const save = (goal: string) => call(`/patients/${p.id}`, { method: "POST", headers: { Cookie: cookie }, rawBody: new URLSearchParams({ intent: "goal-weight", goal_weight: goal }).toString(), contentType: "application/x-www-form-urlencoded" });
    expect((await save("165")).status).toBe(302);
    expect((await save("165")).status).toBe(302);
    expect((await save("162.5")).status).toBe(302);
    expect((await call("/api/progress", { token: p.token })).data.goal_weight).toBe(162.5);
    const notes = await notificationsOf(p.id);
    expect(notes.map((n) => [n.kind, n.title, n.link])).toEqual([["clinic_goal", "Your clinic set new goals for you", "/progress"]]);
    expect(await emailJobsOf(notes.map((n) => n.id))).toHaveLength(1);
    await emailsSent(notes.map((n) => n.id));
    expect(mailsTo(dataDir(), p.email).filter((m) => m.includes("Your clinic set new goals for you"))).toHaveLength(1);

    // Goals sent twice through the API (nutrition goals with the goal weight): still nothing new the same day.
    const body = { calories: 1300, protein_calories: 420, vegetable: 4, fruits: 2, fat: 1.5, misc: 1, starch: 2, dairy: 1, hydration: 72, electrolyte: 16, goal_weight: 160 };
    expect((await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: nurse.token, json: body })).status).toBe(201);
    expect((await call(`/api/care/patients/${p.id}/goals`, { method: "PUT", token: nurse.token, json: { ...body, calories: 1250 } })).status).toBe(200);
    const after = await notificationsOf(p.id);
    expect(after.map((n) => n.link)).toEqual(["/progress", "/nutrition/journal"]);
    expect(await emailJobsOf(after.map((n) => n.id))).toHaveLength(2);
  });
});

describe("the bell's calls", () => {
  it("list (paged, unread only), unread count, read one, read all; another member's is not found", async () => {
    const p = await freshPatient("bell");
    const other = await freshPatient("bell-other");
    for (let i = 0; i < 3; i++) await call(`/api/food/${(await personalFood(p.token)).id}/decline/?decline_code=A`, { token: staff, method: "POST" });
    expect((await call("/api/notifications/unread_count", { token: p.token })).data).toEqual({ count: 3 });
    const page = await call("/api/notifications/?limit=2", { token: p.token });
    expect(page.data).toMatchObject({ count: 3, previous: null, next: expect.stringContaining("offset=2") });
    const [newest] = page.data.results as unknown as Note[];
    expect(newest).toMatchObject({ kind: "food_decision", read: false, read_at: null });

    expect((await call(`/api/notifications/${newest.id}/read`, { token: other.token, method: "POST" })).status).toBe(404);
    expect((await call("/api/notifications/abc/read", { token: p.token, method: "POST" })).status).toBe(404);
    expect((await call(`/api/notifications/${newest.id}/read`, { token: p.token, direct: true })).status).toBe(405);
    const read = await call(`/api/notifications/${newest.id}/read/`, { token: p.token, method: "POST" });
    expect(read.data).toMatchObject({ id: newest.id, read: true, read_at: expect.any(String) });
    expect((await call("/api/notifications/unread_count", { token: p.token })).data).toEqual({ count: 2 });
    expect(((await call("/api/notifications/?unread=True", { token: p.token })).data.results as unknown as Note[]).map((n) => n.id)).not.toContain(newest.id);
    expect((await call("/api/notifications/?limit=abc", { token: p.token })).data).toMatchObject({ error_code: "VALIDATION_ERROR" });

    expect((await call("/api/notifications/read_all", { token: p.token, method: "POST" })).data).toEqual({ updated: 2 });
    expect((await call("/api/notifications/unread_count", { token: p.token })).data).toEqual({ count: 0 });
    expect((await call("/api/notifications/unread_count", { token: other.token })).data).toEqual({ count: 0 });
    expect((await call("/api/notifications/")).status).toBe(401);
    // Their list names badges and decisions: each read of it is in the health audit trail.
    const reads = await withServerDb((db) => db.prepare("select event, detail from audit_log where patient_id = ? and record_type = 'notifications'").all(p.id));
    expect(reads).toEqual(Array(2).fill({ event: "health_read", detail: "api" }));
  });
});

describe("in the reader's language (issue 41)", () => {
  it("the list follows Accept-Language, the email and the unsubscribe page follow the member's choice; the error_code stays", async () => {
    const p = await freshPatient("spanish");
    await withServerDb((db) => db.prepare("update users set language = 'es' where id = ?").run(p.id));
    const food = await personalFood(p.token);
    await call(`/api/food/${food.id}/decline/?decline_code=A`, { token: staff, method: "POST" });

    const es = await call("/api/notifications/", { token: p.token, headers: { "Accept-Language": "es" } });
    const [note] = es.data.results as unknown as Note[];
    expect(note.title).toBe(`Su alimento “${food.name}” no fue aprobado`);
    expect(note.body).toMatch(/^Motivo: .*\. Puede modificarlo y enviarlo de nuevo\.$/);
    const en = await call("/api/notifications/", { token: p.token, headers: { "Accept-Language": "en" } });
    expect((en.data.results as unknown as Note[])[0].title).toBe(`Your food “${food.name}” was declined`);
    // No Accept-Language: the member's own choice.
    expect(((await call("/api/notifications/", { token: p.token })).data.results as unknown as Note[])[0].title).toBe(note.title);
    const read = await call(`/api/notifications/${note.id}/read/`, { token: p.token, method: "POST", headers: { "Accept-Language": "es" } });
    expect(read.data).toMatchObject({ id: note.id, title: note.title, read: true });
    const bad = await call(`/api/notifications/${note.id + 1_000_000}/read/`, { token: p.token, method: "POST", headers: { "Accept-Language": "es" } });
    expect(bad.data).toEqual({ error_code: "NOT_FOUND", detail: "No encontrado." });

    const mail = await waitForMailTo(dataDir(), p.email);
    for (const text of ["Hola, ", `Su alimento “${food.name}” no fue aprobado.`, "Puede modificarlo y enviarlo de nuevo.", ">Abrir el portal del paciente</a>", ">No recibir más estos correos</a>", '<html lang="es">']) expect(mail).toContain(text);
    expect(mail).not.toContain("Open the patient portal");
    const link = new URL(linkIn(mail, "/unsubscribe"));
    const page = await call(`${link.pathname}${link.search}`, { headers: { "Accept-Language": "es" } });
    expect(String(page.data)).toContain("¿Dejar de recibir los correos electrónicos sobre <strong>Aprobación o rechazo de mis alimentos</strong>?");
    expect(String(page.data)).toContain('<html lang="es"');
  });
});

describe("choices per kind: GET and PUT /api/me/preferences", () => {
  it("each member is offered their own kinds: staff the care team's morning count, patients theirs; another's kind is refused", async () => {
    const nurse = await careStaff([1]);
    const mine = await call("/api/me/preferences", { token: nurse.token });
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual({
      preferences: { care_flags: "portal" },
      kinds: [{ kind: "care_flags", channel: "portal", choices: [{ value: "off", label: "Off" }, { value: "portal", label: "In the portal" }, { value: "email", label: "In the portal and by email" }] }],
    });
    const patientKind = await call("/api/me/preferences", { token: nurse.token, method: "PUT", json: { weekly_summary: "email", care_flags: "email" } });
    expect(patientKind).toMatchObject({ status: 400, data: { errors: { weekly_summary: ["Not a kind of notification."] } } });
    expect((await call("/api/me/preferences", { token: nurse.token })).data.preferences).toEqual({ care_flags: "portal" });
    const put = await call("/api/me/preferences", { token: nurse.token, method: "PUT", json: { care_flags: "email" } });
    expect(put).toMatchObject({ status: 200, data: { preferences: { care_flags: "email" } } });

    const p = await freshPatient("prefs-audience");
    expect((await call("/api/me/preferences", { token: p.token })).data.preferences).not.toHaveProperty("care_flags");
    const staffKind = await call("/api/me/preferences", { token: p.token, method: "PUT", json: { care_flags: "off" } });
    expect(staffKind).toMatchObject({ status: 400, data: { errors: { care_flags: ["Not a kind of notification."] } } });

    // The profile pages: each member's own list, and the form takes only theirs.
    const nurseCookie = await signInCookie(nurse.email, CARE_PASSWORD);
    const nursePage = await visit("/profile", { cookie: nurseCookie });
    expect(nursePage.html).toContain("New flags on my patients");
    // The page's texts travel inside the document for the browser (issue 41): what is shown is outside them.
    const shown = (html: string) => html.replace(/<script id="i18n-texts"[\s\S]*?<\/script>/, "");
    expect(shown(nursePage.html)).not.toContain("Weekly summary");
    const saved = await call("/profile", { method: "POST", rawBody: new URLSearchParams({ intent: "preferences", care_flags: "off" }).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: nurseCookie } });
    expect(saved.status).toBe(302);
    expect((await call("/api/me/preferences", { token: nurse.token })).data.preferences).toEqual({ care_flags: "off" });
    const patientPage = await visit("/profile", { cookie: await signInCookie(p.email, FRESH_PASSWORD) });
    expect(patientPage.html).toContain("Weekly summary");
    expect(shown(patientPage.html)).not.toContain("New flags on my patients");
  });

  it("defaults: events in the portal (most also by email), reminders off; bad choices are refused whole", async () => {
    const p = await freshPatient("prefs");
    const got = await call("/api/me/preferences", { token: p.token });
    expect(got.data.preferences).toEqual({
      food_decision: "email",
      recipe_decision: "email",
      testimonial_published: "email",
      badge_earned: "portal",
      clinic_goal: "email",
      care_note: "email",
      care_message: "email",
      appointment: "email",
      medication: "email",
      nothing_logged: "off",
      weigh_in_due: "off",
      dose_due: "off",
      refill_due: "off",
      weekly_summary: "off",
    });
    const bad = await call("/api/me/preferences", { token: p.token, method: "PUT", json: { food_decision: "off", weekly_summary: "email", smoke_signals: "email" } });
    expect(bad).toMatchObject({ status: 400, data: { errors: { food_decision: ["Select a valid choice."], smoke_signals: ["Not a kind of notification."] } } });
    expect((await call("/api/me/preferences", { token: p.token })).data.preferences).toMatchObject({ weekly_summary: "off" });

    const put = await call("/api/me/preferences", { token: p.token, method: "PUT", json: { preferences: { food_decision: "portal", weekly_summary: "email" } } });
    expect(put.data.preferences).toMatchObject({ food_decision: "portal", weekly_summary: "email", recipe_decision: "email" });
    // Portal only: the approval notifies, with no email job.
    const food = await personalFood(p.token);
    await call("/api/food/approve_food", { token: staff, json: { approved_food_id: food.id } });
    const notes = await notificationsOf(p.id);
    expect(notes).toHaveLength(1);
    expect(await emailJobsOf(notes.map((n) => n.id))).toEqual([]);
  });
});

describe("one-click unsubscribe", () => {
  it("works signed out, stops that kind's emails only, and a forged or altered token changes nothing", async () => {
    const p = await freshPatient("unsub");
    const food = await personalFood(p.token);
    await call(`/api/food/${food.id}/decline/?decline_code=B`, { token: staff, method: "POST" });
    const mail = await waitForMailTo(dataDir(), p.email);
    const link = new URL(linkIn(mail, "/unsubscribe"));
    const token = link.searchParams.get("token")!;

    const page = await call(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(String(page.data)).toContain("Stop the emails about <strong>My foods approved or declined</strong>?");
    // Opening the link changed nothing.
    expect((await call("/api/me/preferences", { token: p.token })).data.preferences).toMatchObject({ food_decision: "email" });

    const forged = token.replace("food_decision", "recipe_decision");
    expect((await call(`/unsubscribe?token=${encodeURIComponent(forged)}`, { method: "POST", rawBody: "List-Unsubscribe=One-Click", contentType: "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await call(`/unsubscribe?token=${encodeURIComponent(token)}x`)).status).toBe(400);

    // A mail program's RFC 8058 POST to the List-Unsubscribe address, no session, no page.
    const oneClick = await call(`/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", rawBody: "List-Unsubscribe=One-Click", contentType: "application/x-www-form-urlencoded" });
    expect(oneClick.status).toBe(200);
    const prefs = (await call("/api/me/preferences", { token: p.token })).data.preferences as Record<string, string>;
    expect(prefs).toMatchObject({ food_decision: "portal", recipe_decision: "email", appointment: "email" });
    // Unsubscribing twice is fine.
    expect((await call(`/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", rawBody: `token=${encodeURIComponent(token)}`, contentType: "application/x-www-form-urlencoded" })).status).toBe(200);
  });
});
