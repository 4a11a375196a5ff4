import { describe, expect, it } from "vitest";
import { call, newIp } from "./client";
import { freshPatient, serverDb } from "./progress-support";

/** Issue 13 §4: security events are written to the audit log. */
function rows(event: string, since: number): { user_id: number | null; ip: string; detail: string }[] {
  const sqlite = serverDb();
  try {
    return sqlite.prepare("select user_id, ip, detail from audit_log where event = ? and id > ? order by id").all(event, since) as never;
  } finally {
    sqlite.close();
  }
}
function lastId(): number {
  const sqlite = serverDb();
  try {
    return (sqlite.prepare("select coalesce(max(id), 0) as id from audit_log").get() as { id: number }).id;
  } finally {
    sqlite.close();
  }
}

describe("security events in the audit log", () => {
  it("a patient calling a staff call (403) is recorded with who and which call", async () => {
    const p = await freshPatient("audit-403");
    const since = lastId();
    const ip = newIp();
    const res = await call("/api/images/", { token: p.token, ip });
    expect(res.status).toBe(403);
    await expect.poll(() => rows("permission_denied", since)).toContainEqual({ user_id: p.id, ip, detail: "GET /api/images/" });
  });

  it("a rejected token (bad signature, revoked) is recorded with the reason", async () => {
    const since = lastId();
    const ip = newIp();
    expect((await call("/api/journals/", { token: "eyJhbGciOiJIUzI1NiJ9.e30.bad", ip })).status).toBe(401);
    await expect.poll(() => rows("token_rejected", since)).toContainEqual({ user_id: null, ip, detail: "Error decoding signature." });
  });

  it("a rate-limit refusal (429) is recorded with its bucket", async () => {
    const since = lastId();
    const ip = newIp();
    let status = 0;
    for (let i = 0; i < 11; i++) status = (await call("/api/password_reset/", { json: { email: "nobody@example.com" }, ip })).status;
    expect(status).toBe(429);
    await expect.poll(() => rows("rate_limited", since)).toContainEqual({ user_id: null, ip, detail: "forgot" });
  });
});
