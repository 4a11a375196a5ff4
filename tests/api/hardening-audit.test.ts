import { describe, expect, it } from "vitest";
import { call, newIp, signInCookie, visit, withServerDb } from "./client";
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
