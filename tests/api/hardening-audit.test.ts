import { describe, expect, it } from "vitest";
import { call, newIp, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { personalFoodBody } from "./foods-support";
import { freshPatient } from "./progress-support";

/** Issue 13 §4: security events are written to the audit log. */
function rows(event: string, since: number): Promise<{ user_id: number | null; ip: string; detail: string }[]> {
  return withServerDb((db) => db.prepare("select user_id, ip, detail from audit_log where event = ? and id > ? order by id").all(event, since));
}
async function lastId(): Promise<number> {
  return (await withServerDb((db) => db.prepare("select coalesce(max(id), 0) as id from audit_log").get<{ id: number }>()))!.id;
}

describe("security events in the audit log", () => {
  it("a patient calling a staff call (403) is recorded with who and which call", async () => {
    const p = await freshPatient("audit-403");
    const since = await lastId();
    const ip = newIp();
    const res = await call("/api/images", { token: p.token, ip });
    expect(res.status).toBe(403);
    await expect.poll(() => rows("permission_denied", since)).toContainEqual({ user_id: p.id, ip, detail: "GET /api/images" });
  });

  it("a patient refused by a page (the comment moderation screen, a recipe's decline) is recorded with who (issue 37)", async () => {
    const p = await freshPatient("audit-page-403");
    const cookie = await signInCookie(p.email, "fresh-patient-password");
    const post = (path: string, fields: Record<string, string>) =>
      call(path, { method: "POST", rawBody: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });
    // The moderation screen is staff's: a patient is sent home, on the page and on its form alike.
    let since = await lastId();
    expect((await visit("/nutrition/recipes/comments", { cookie })).redirects[0]).toBe("/");
    expect((await post("/nutrition/recipes/comments", { intent: "approve", id: "1", title: "Mine", notes: "Approved by me" })).status).toBe(302);
    await expect.poll(async () => (await rows("permission_denied", since)).map((r) => [r.user_id, r.detail])).toEqual([
      [p.id, "GET /nutrition/recipes/comments"],
      [p.id, "POST /nutrition/recipes/comments"],
    ]);
    // Declining a recipe is staff's too: the domain refuses it, and the 403 page's row names the patient.
    since = await lastId();
    expect((await post("/nutrition/recipes/1/details", { intent: "decline", decline_code: "A" })).status).toBe(403);
    await expect.poll(async () => (await rows("permission_denied", since)).map((r) => [r.user_id, r.detail])).toEqual([[p.id, "page"]]);
  });

  it("a rejected token (bad signature, revoked) is recorded with the reason", async () => {
    const since = await lastId();
    const ip = newIp();
    expect((await call("/api/journals/", { token: "eyJhbGciOiJIUzI1NiJ9.e30.bad", ip })).status).toBe(401);
    await expect.poll(() => rows("token_rejected", since)).toContainEqual({ user_id: null, ip, detail: "Error decoding signature." });
  });

  it("a rate-limit refusal (429) is recorded with its bucket", async () => {
    const since = await lastId();
    const ip = newIp();
    let status = 0;
    for (let i = 0; i < 11; i++) status = (await call("/api/password_reset/", { json: { email: "nobody@example.com" }, ip })).status;
    expect(status).toBe(429);
    await expect.poll(() => rows("rate_limited", since)).toContainEqual({ user_id: null, ip, detail: "forgot" });
  });
});

describe("the staff audit view (/audit)", () => {
  it("filters by patient, event and day, read-only and never cached; a patient is sent away and that refusal is recorded", async () => {
    const p = await freshPatient("audit-view");
    // Something to find: a refused staff call by this patient.
    expect((await call("/api/images", { token: p.token })).status).toBe(403);
    const staff = await signInCookie("admin@example.com", "admin-demo-password");
    const today = new Date().toISOString().slice(0, 10);
    const page = await visit(`/audit?patient=${encodeURIComponent(p.email)}&event=permission_denied&from=${today}&to=${today}`, { cookie: staff });
    expect(page.status).toBe(200);
    expect(page.heading).toBe("Audit log");
    expect(page.headers.get("cache-control")).toContain("no-store");
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(page.html)?.[1] ?? "";
    expect(body).toContain("GET /api/images<");
    expect(body).toContain("permission denied");
    // Only that event: the patient's sign-in (token issued) is filtered out.
    expect(body).not.toContain("token issued");
    // Another day has none of it.
    const yesterday = await visit(`/audit?patient=${encodeURIComponent(p.email)}&to=2000-01-01`, { cookie: staff });
    expect(yesterday.html).toContain("No items found!");
    // An unknown patient is said so, not a list of everyone.
    expect((await visit("/audit?patient=nobody-at-all%40example.com", { cookie: staff })).html).toContain("No patient has that email or ID.");
    // Nothing posts to it: the log is read-only.
    const post = await call("/audit", { method: "POST", rawBody: "event=x", contentType: "application/x-www-form-urlencoded", headers: { Cookie: staff } });
    expect(post.status).toBe(405);

    const patientCookie = await signInCookie(p.email, "fresh-patient-password");
    const since = await lastId();
    const asPatient = await visit("/audit", { cookie: patientCookie });
    expect(asPatient.redirects[0]).toBe("/");
    await expect.poll(async () => (await rows("permission_denied", since)).map((r) => [r.user_id, r.detail])).toContainEqual([p.id, "GET /audit"]);
  });
});

/** Issue 24 §4: the audit trail's blind spots. */
describe("probing, rejected credentials and staff reads leave a row", () => {
  it("a patient asking for another patient's records by id (API and page, 404) is recorded with who and which call", async () => {
    const a = await freshPatient("probe-a");
    const b = await freshPatient("probe-b");
    const weight = await call("/api/progress/add_weight", { token: a.token, json: { weight: 190 } });
    expect(weight.status).toBe(201);
    const food = await call("/api/food/myfood/", { token: a.token, json: personalFoodBody() });
    expect(food.status, JSON.stringify(food.data)).toBe(201);
    const since = await lastId();
    const ip = newIp();
    const probes = [`/api/progress/${weight.data.id}`, `/api/progress/${weight.data.id}/`, "/api/progress/999999999"];
    // The trailing-slash spelling is not the document's: it goes straight to the server (decision 0142).
    for (const path of probes) expect((await call(path, { token: b.token, ip, direct: path.endsWith("/") })).status, path).toBe(404);
    expect((await call(`/api/progress/${weight.data.id}`, { token: b.token, ip, method: "DELETE" })).status).toBe(404);
    // Written once each answer has gone out, so in any order.
    const recorded = async () => (await rows("record_not_found", since)).filter((r) => r.user_id === b.id).map((r) => `${r.ip} ${r.detail}`).sort();
    await expect.poll(recorded).toEqual([...probes.map((path) => `${ip} GET ${path}`), `${ip} DELETE /api/progress/${weight.data.id}`].sort());

    const cookie = await signInCookie(b.email, "fresh-patient-password");
    const before = await lastId();
    const page = await visit(`/nutrition/myfood/${food.data.id}/edit`, { cookie });
    expect(page.status).toBe(404);
    await expect.poll(async () => (await rows("record_not_found", before)).map((r) => [r.user_id, r.detail])).toContainEqual([b.id, `GET /nutrition/myfood/${food.data.id}/edit`]);
  });

  it("a rejected token on the private photos, token-refresh and token-verify is recorded", async () => {
    const since = await lastId();
    const ip = newIp();
    const forged = "eyJhbGciOiJIUzI1NiJ9.e30.bad";
    expect((await call("/testimonial-photos/1/s", { token: forged, ip })).status).toBe(404);
    expect((await call("/api/token-refresh/", { json: { token: forged }, ip })).status).toBe(400);
    expect((await call("/api/token-verify/", { json: { token: forged }, ip })).status).toBe(400);
    await expect.poll(async () => (await rows("token_rejected", since)).filter((r) => r.ip === ip).length).toBe(3);
  });

  it("a forged session cookie is recorded, and the browser is told to drop it", async () => {
    const since = await lastId();
    const ip = newIp();
    const res = await call("/home", { ip, headers: { Cookie: "__session=s%3Aforged-session-id-0123456789.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/signin/);
    expect(res.headers.get("set-cookie")).toMatch(/__session=;.*Max-Age=0/);
    await expect.poll(() => rows("token_rejected", since)).toContainEqual({ user_id: null, ip, detail: "session cookie: bad signature" });
  });

  it("staff reading the audit log or the leads is recorded", async () => {
    const staffToken = await tokenFor("admin@example.com", "admin-demo-password");
    const staff = await signInCookie("admin@example.com", "admin-demo-password");
    const adminId = (await call("/api/me", { token: staffToken })).data.id as unknown as number;
    const since = await lastId();
    expect((await visit("/audit", { cookie: staff })).status).toBe(200);
    expect((await call("/api/leads?limit=5", { token: staffToken })).status).toBe(200);
    expect((await visit("/refer-a-friend?all=1", { cookie: staff })).status).toBe(200);
    await expect.poll(async () => (await rows("staff_read", since)).filter((r) => r.user_id === adminId).map((r) => r.detail).sort()).toEqual(["audit log", "leads", "leads"]);
  });
});
