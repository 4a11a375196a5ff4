import { afterEach, describe, expect, it, vi } from "vitest";

// A short idle limit for this file only (each test file loads its own modules and env).
process.env.SESSION_IDLE_MINUTES = "0.05"; // 3 seconds

const { db } = await import("~/db/db.server");
const { readSession, startSession, touchEveryMs } = await import("./session.server");
const { sessionCookie } = await import("./session.server");

afterEach(() => {
  vi.useRealTimers();
});

async function cookieHeader(setCookie: string) {
  const value: unknown = await sessionCookie.parse(setCookie.split(";")[0]);
  return new Request("http://portal.test/home", { headers: { Cookie: await sessionCookie.serialize(value) } });
}

describe("idle timeout with a short limit", () => {
  it("refreshes at a fraction of the limit, so an active user stays signed in; an idle one is signed out and it is audited", async () => {
    expect(touchEveryMs()).toBe(750);
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-11-23T10:00:00Z");
    vi.setSystemTime(start);
    const user = await db.selectFrom("users").select("id").where("user_type", "=", "P").orderBy("id").executeTakeFirstOrThrow();
    const request = await cookieHeader(await startSession(user.id, { ip: "198.51.100.4", userAgent: "test" }));

    // Active: a request every second for ten seconds, over three times the limit.
    for (let s = 1; s <= 10; s++) {
      vi.setSystemTime(start + s * 1000);
      expect(await readSession(request), `after ${s} s`).not.toBeNull();
    }
    // Then idle for longer than the limit.
    vi.setSystemTime(start + 10_000 + 3_500);
    expect(await readSession(request)).toBeNull();
    const row = await db
      .selectFrom("audit_log")
      .select(["event", "detail"])
      .where("user_id", "=", user.id)
      .where("event", "=", "session_expired")
      .orderBy("id", "desc")
      .executeTakeFirst();
    expect(row).toEqual({ event: "session_expired", detail: "idle" });
  });
});
