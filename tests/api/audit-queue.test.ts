import { afterAll, describe, expect, it } from "vitest";
import { freshPortal, type TestPortal } from "../support/seeded";
import { startTestServer, type RunningServer } from "../support/server";
import { openTestDb } from "../support/test-db";
import { newIp } from "./client";

/**
 * Decision 0150: a page view's audit row is queued and written within AUDIT_BATCH_MS, and what is
 * still queued when the server is told to stop is written before it exits. This server of its
 * own waits a whole second before writing, so its rows are still queued when it is stopped.
 */
let portal: TestPortal | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  await portal?.dispose();
});

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newIp() },
    body: new URLSearchParams({ intent: "login", email: "patient@example.com", password: "patient-demo-password" }),
  });
  expect(res.status).toBe(302);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("the audit queue of a running server", () => {
  it("writes the page views still queued when the server stops", async () => {
    portal = await freshPortal("portal-audit-queue-");
    // A port of its own beside the two-instance test's (API files run one after another).
    server = await startTestServer(Number(process.env.API_TEST_PORT ?? 3211) + 130, { AUDIT_BATCH_MS: "1000" }, { portal });
    const cookie = await signIn(server.url);
    const db = openTestDb(portal);
    try {
      const jane = (await db.prepare("select id from users where email = 'patient@example.com'").get<{ id: number }>())!;
      const before = (await db.prepare("select coalesce(max(id), 0) as id from audit_log").get<{ id: number }>())!.id;
      const views = ["/nutrition/journal", "/progress", "/fitness/my-history"];
      for (const path of views) {
        const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie, "X-Forwarded-For": newIp() } });
        expect(res.status, path).toBe(200);
      }
      await server.stop();
      server = undefined;
      const rows = await db.prepare("select event, patient_id, detail from audit_log where id > ? and event = 'health_read' order by id").all<{ event: string; patient_id: number; detail: string }>(before);
      expect(rows).toHaveLength(views.length);
      for (const r of rows) expect(r).toMatchObject({ patient_id: jane.id, detail: "page" });
    } finally {
      await db.close();
    }
  }, 120_000);
});
