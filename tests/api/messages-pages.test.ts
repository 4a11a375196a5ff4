import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, visit, withServerDb } from "./client";
import { carePatient, careStaff, healthRows, PASSWORD, type Person } from "./care-support";

/**
 * The messaging pages' forms over HTTP (issue 39): what a browser without JavaScript posts. The
 * care team writes to a patient from the record and keeps the clinic's saved replies; another
 * clinic's staff and a patient are refused; a bad form is answered beside the form and stores
 * nothing. The screens themselves are in redirects.test.ts's table and the browser specs.
 */

const postForm = (path: string, cookie: string, body: Record<string, string>) =>
  call(path, { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });

let nurse: Person;
let dallas: Person;
const cookies = { nurse: "", dallas: "" };
beforeAll(async () => {
  [nurse, dallas] = await Promise.all([careStaff([1], "Pages"), careStaff([35], "PagesDallas")]);
  [cookies.nurse, cookies.dallas] = await Promise.all([signInCookie(nurse.email, PASSWORD), signInCookie(dallas.email, PASSWORD)]);
});

const conversationsOf = (patientId: number) =>
  withServerDb((db) => db.prepare("select id, subject, awaiting, assigned_to from conversations where patient_id = ? order by id").all<{ id: number; subject: string; awaiting: string; assigned_to: number | null }>(patientId));

describe("writing to a patient from the record", () => {
  it("the record links to the form; sending opens the conversation, assigned to the writer; the patient's own list shows it unread", async () => {
    const p = await carePatient("Record");
    const record = await visit(`/patients/${p.id}`, { cookie: cookies.nurse });
    expect(record.html).toContain(`/patients/messages/new?patient=${p.id}`);
    const page = await visit(`/patients/messages/new?patient=${p.id}`, { cookie: cookies.nurse });
    expect(page.heading).toBe(`Write to ${p.name}`);

    const empty = await postForm(`/patients/messages/new?patient=${p.id}`, cookies.nurse, { intent: "start", subject: "", body: "" });
    expect(empty.status).toBe(400);
    expect(await conversationsOf(p.id)).toEqual([]);

    const sent = await postForm(`/patients/messages/new?patient=${p.id}`, cookies.nurse, { intent: "start", subject: "Your lab results", body: "They look good." });
    expect(sent.status).toBe(302);
    const [c] = await conversationsOf(p.id);
    expect(c).toMatchObject({ subject: "Your lab results", awaiting: "patient", assigned_to: nurse.id });
    expect(sent.headers.get("location")).toBe(`/patients/messages/${c.id}`);
    expect((await healthRows(p.id)).some((r) => r.user_id === nurse.id && r.event === "health_create" && r.record_type === "message" && r.detail === "page")).toBe(true);

    const patientCookie = await signInCookie(p.email, PASSWORD);
    const list = await visit("/messages", { cookie: patientCookie });
    expect(list.html).toContain("Your lab results");
    expect(list.html).toContain("1 new message");
  });

  it("another clinic's patient is a 404 page and nothing is sent; a patient is sent home", async () => {
    const p = await carePatient("NotYours");
    expect((await visit(`/patients/messages/new?patient=${p.id}`, { cookie: cookies.dallas })).status).toBe(404);
    const refused = await postForm(`/patients/messages/new?patient=${p.id}`, cookies.dallas, { intent: "start", subject: "Hello", body: "From Dallas" });
    expect(refused.status).toBe(404);
    expect(await conversationsOf(p.id)).toEqual([]);
    const patientCookie = await signInCookie(p.email, PASSWORD);
    const self = await postForm(`/patients/messages/new?patient=${p.id}`, patientCookie, { intent: "start", subject: "Hello", body: "Me" });
    expect([self.status, self.headers.get("location")]).toEqual([302, "/home"]);
    expect(await conversationsOf(p.id)).toEqual([]);
  });
});

describe("a patient's conversation page", () => {
  it("another patient's conversation is a 404 page, and a reply posted to it stores nothing", async () => {
    const owner = await carePatient("PageOwner");
    const other = await carePatient("PageOther");
    const ownerCookie = await signInCookie(owner.email, PASSWORD);
    const asked = await postForm("/messages", ownerCookie, { intent: "start", subject: "Private question", body: "Only for my care team." });
    expect(asked.status).toBe(302);
    const [c] = await conversationsOf(owner.id);
    const otherCookie = await signInCookie(other.email, PASSWORD);
    const page = await visit(`/messages/${c.id}`, { cookie: otherCookie });
    expect(page.status).toBe(404);
    expect(page.html).not.toContain("Only for my care team.");
    expect((await postForm(`/messages/${c.id}`, otherCookie, { intent: "reply", body: "Hi" })).status).toBe(404);
    expect((await visit(`/messages/${c.id}/stamp`, { cookie: otherCookie })).status).toBe(404);
    const count = await withServerDb(async (db) => (await db.prepare("select count(*) as n from messages where conversation_id = ?").get<{ n: number }>(c.id))!.n);
    expect(Number(count)).toBe(1);
    // The owner's live check answers a stamp (no health data, so no audit row of its own).
    const stamp = await visit(`/messages/${c.id}/stamp`, { cookie: ownerCookie });
    expect(stamp.status).toBe(200);
    expect(JSON.parse(stamp.html)).toEqual({ stamp: expect.any(String) });
  });
});

describe("saved replies", () => {
  it("the clinic's staff add, change and delete them; a bad one is refused; another clinic's staff cannot touch them", async () => {
    const title = `Hydration ${Date.now().toString(36)}`;
    const bad = await postForm("/patients/messages/saved-replies", cookies.nurse, { intent: "add", clinic: "1", title: "", body: "" });
    expect(bad.status).toBe(400);
    const added = await postForm("/patients/messages/saved-replies", cookies.nurse, { intent: "add", clinic: "1", title, body: "Drink a glass of water with each meal." });
    expect([added.status, added.headers.get("location")]).toEqual([302, "/patients/messages/saved-replies?clinic=1"]);
    const row = await withServerDb(async (db) => (await db.prepare("select id, body from saved_replies where clinic_id = 1 and title = ?").get<{ id: number; body: string }>(title))!);
    expect(row.body).toBe("Drink a glass of water with each meal.");

    // Dallas's staff: the Tampa list is not theirs (404), and changing or deleting a Tampa reply changes nothing.
    expect((await visit("/patients/messages/saved-replies?clinic=1", { cookie: cookies.dallas })).status).toBe(404);
    expect((await postForm("/patients/messages/saved-replies", cookies.dallas, { intent: "save", clinic: "1", id: String(row.id), title: "Mine now", body: "x" })).status).toBe(404);
    expect((await postForm("/patients/messages/saved-replies", cookies.dallas, { intent: "delete", clinic: "35", id: String(row.id) })).status).toBe(404);

    const changed = await postForm("/patients/messages/saved-replies", cookies.nurse, { intent: "save", clinic: "1", id: String(row.id), title, body: "Drink water with each meal and snack." });
    expect(changed.status).toBe(302);
    const list = await visit("/patients/messages/saved-replies?clinic=1", { cookie: cookies.nurse });
    expect(list.html).toContain("Drink water with each meal and snack.");
    expect((await postForm("/patients/messages/saved-replies", cookies.nurse, { intent: "delete", clinic: "1", id: String(row.id) })).status).toBe(302);
    expect(await withServerDb((db) => db.prepare("select id from saved_replies where id = ?").get(row.id))).toBeUndefined();
  });
});
