import { beforeAll, describe, expect, it } from "vitest";
import { call, signInCookie, tokenFor, visit, withServerDb } from "./client";

/**
 * Staff roles (issue 25, docs/decisions/0120): a programme administrator keeps everything staff
 * could do; care staff get the catalogue, content and moderation calls and pages answered as a
 * patient gets them. The staff page: roles and clinic assignments, administrators only.
 */

const ADMIN = { email: "admin@example.com", password: "admin-demo-password" };
const NURSE = { email: "nurse@example.com", password: "nurse-demo-password" };
const PATIENT = { email: "patient@example.com", password: "patient-demo-password" };

const t = { admin: "", nurse: "", patient: "" };
const cookies = { admin: "", nurse: "", patient: "" };
let nurseId = 0;
let adminId = 0;

beforeAll(async () => {
  [t.admin, t.nurse, t.patient] = await Promise.all([tokenFor(ADMIN.email, ADMIN.password), tokenFor(NURSE.email, NURSE.password), tokenFor(PATIENT.email, PATIENT.password)]);
  [cookies.admin, cookies.nurse, cookies.patient] = await Promise.all([
    signInCookie(ADMIN.email, ADMIN.password),
    signInCookie(NURSE.email, NURSE.password),
    signInCookie(PATIENT.email, PATIENT.password),
  ]);
  const ids = await withServerDb((db) => db.prepare("select id, email from users where email in (?, ?)").all<{ id: number; email: string }>(NURSE.email, ADMIN.email));
  nurseId = Number(ids.find((r) => r.email === NURSE.email)!.id);
  adminId = Number(ids.find((r) => r.email === ADMIN.email)!.id);
});

const form = (body: Record<string, string>, cookie: string) =>
  call("/staff", { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });

const assigned = (userId: number) =>
  withServerDb(async (db) => (await db.prepare("select clinic_id from staff_clinics where user_id = ? order by clinic_id").all<{ clinic_id: number }>(userId)).map((r) => Number(r.clinic_id)));

describe("care staff are answered like a patient by the catalogue, content and moderation calls", () => {
  it("staff calls: 403 for care staff and patients, as before for an administrator", async () => {
    const body = { title: "Care staff may not", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
    for (const token of [t.nurse, t.patient]) {
      const res = await call("/api/ads/", { token, json: body });
      expect(res.status).toBe(403);
      expect(res.data.error_code).toBe("PERMISSION_DENIED");
      expect((await call("/api/food/?declined=true", { token })).status).toBe(403);
      expect((await call("/api/categories", { token, json: { group: 1, name: "Nope", seq: 1 } })).status).toBe(403);
    }
    expect((await call("/api/food/?declined=true", { token: t.admin })).status).toBe(200);
  });

  it("lists show a care-staff member what they show a patient (active ads only, no inactive recipes)", async () => {
    const [asNurse, asPatient, asAdmin] = await Promise.all([t.nurse, t.patient, t.admin].map((token) => call("/api/ads/?limit=100", { token })));
    expect(asNurse.data.count).toBe(asPatient.data.count);
    expect(asAdmin.data.count as number).toBeGreaterThanOrEqual(asPatient.data.count as number);
    expect((await call("/api/recipes/?active=false", { token: t.nurse })).status).toBe(403);
  });

  it("staff pages send care staff to / and on to their patients, where they land (issue 36 item 14)", async () => {
    for (const url of ["/ads", "/motivational-content", "/nutrition/food-database", "/nutrition/recipes/approval", "/audit", "/staff"]) {
      const page = await visit(url, { cookie: cookies.nurse });
      expect(page.redirects, url).toEqual(["/", "/patients"]);
      expect(page.heading, url).toBe("Patients");
    }
  });
});

describe("the staff page (/staff): roles and clinics, by a programme administrator", () => {
  it("lists every staff account with its role and clinics", async () => {
    const page = await visit("/staff", { cookie: cookies.admin });
    expect([page.status, page.heading]).toEqual([200, "Staff and clinics"]);
    expect(page.html).toContain("Florence Baker");
    expect(page.html).toContain("nurse@example.com");
    expect(page.html).toContain("Care staff");
    expect(page.html).not.toContain("patient@example.com");
  });

  it("assigns and removes a clinic, audited; bad input changes nothing", async () => {
    expect(await assigned(nurseId)).toEqual([1]);
    const add = await form({ intent: "assign", id: String(nurseId), clinic: "2" }, cookies.admin);
    expect([add.status, add.headers.get("location")]).toEqual([302, "/staff"]);
    expect(await assigned(nurseId)).toEqual([1, 2]);
    const again = await form({ intent: "assign", id: String(nurseId), clinic: "2" }, cookies.admin);
    expect(again.status).toBe(302);
    expect(await assigned(nurseId)).toEqual([1, 2]);
    for (const bad of [{ clinic: "" }, { clinic: "abc" }, { clinic: "99999" }]) {
      const res = await form({ intent: "assign", id: String(nurseId), ...bad }, cookies.admin);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.data)).toContain("Please choose a clinic.");
    }
    const remove = await form({ intent: "unassign", id: String(nurseId), clinic: "2" }, cookies.admin);
    expect(remove.status).toBe(302);
    expect(await assigned(nurseId)).toEqual([1]);
    expect((await form({ intent: "unassign", id: String(nurseId), clinic: "2" }, cookies.admin)).status).toBe(404);
    const audit = await withServerDb((db) => db.prepare("select detail from audit_log where event = 'staff_changed' and user_id = ? order by id desc limit 2").all<{ detail: string }>(adminId));
    expect(audit.map((a) => a.detail)).toEqual([`clinic 2 removed from user ${nurseId}`, `clinic 2 assigned to user ${nurseId}`]);
  });

  it("changes a role (and back); an administrator cannot take their own role away; a patient is not staff", async () => {
    const role = (id: number) => withServerDb(async (db) => (await db.prepare("select staff_role from users where id = ?").get<{ staff_role: string }>(id))!.staff_role);
    expect((await form({ intent: "role", id: String(nurseId), role: "admin" }, cookies.admin)).status).toBe(302);
    expect(await role(nurseId)).toBe("admin");
    expect((await form({ intent: "role", id: String(nurseId), role: "care" }, cookies.admin)).status).toBe(302);
    expect(await role(nurseId)).toBe("care");
    const own = await form({ intent: "role", id: String(adminId), role: "care" }, cookies.admin);
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.data)).toContain("You cannot change your own role.");
    expect(await role(adminId)).toBe("admin");
    const bad = await form({ intent: "role", id: String(nurseId), role: "owner" }, cookies.admin);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain("Please choose a role.");
    const jane = await withServerDb(async (db) => (await db.prepare("select id from users where email = ?").get<{ id: number }>(PATIENT.email))!.id);
    expect((await form({ intent: "role", id: String(jane), role: "admin" }, cookies.admin)).status).toBe(404);
    expect((await form({ intent: "nope", id: String(nurseId) }, cookies.admin)).status).toBe(400);
  });

  it("care staff and patients cannot post to it (sent to /, nothing changes)", async () => {
    for (const cookie of [cookies.nurse, cookies.patient]) {
      const res = await form({ intent: "assign", id: String(nurseId), clinic: "3" }, cookie);
      expect([res.status, res.headers.get("location")]).toEqual([302, "/"]);
    }
    expect(await assigned(nurseId)).toEqual([1]);
  });
});
