import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { hit } from "./rate-limit.server";

// The windows live in the test's own database (tests/support/unit-setup.ts), as in production.
describe("rate limit windows", () => {
  it("allows 10 tries a minute from one address and refuses the 11th", async () => {
    const t0 = 1_000_000;
    for (let i = 1; i <= 10; i++) expect((await hit("signin:203.0.113.5", t0 + i)).allowed).toBe(true);
    const eleventh = await hit("signin:203.0.113.5", t0 + 11);
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.retryAfter).toBe(60);
    // another address and another bucket are unaffected
    expect((await hit("signin:203.0.113.6", t0 + 12)).allowed).toBe(true);
    expect((await hit("contact:203.0.113.5", t0 + 12)).allowed).toBe(true);
  });

  it("opens again when the window has passed, with a fresh count", async () => {
    const t0 = 5_000_000;
    for (let i = 0; i < 11; i++) await hit("forgot:198.51.100.1", t0);
    expect((await hit("forgot:198.51.100.1", t0 + 1)).allowed).toBe(false);
    expect(await hit("forgot:198.51.100.1", t0 + 60_001)).toEqual({ allowed: true, retryAfter: 60 });
    const row = await db.selectFrom("rate_limit_windows").select(["window_start", "count"]).where("key", "=", "forgot:198.51.100.1").executeTakeFirstOrThrow();
    expect(row).toEqual({ window_start: t0 + 60_001, count: 1 });
  });

  it("counts tries arriving at once exactly once each (one atomic statement)", async () => {
    const t0 = 9_000_000;
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => hit("register:192.0.2.44", t0 + i)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const row = await db.selectFrom("rate_limit_windows").select("count").where("key", "=", "register:192.0.2.44").executeTakeFirstOrThrow();
    expect(row.count).toBe(15);
  });
});
