import { describe, expect, it } from "vitest";
import { hit } from "./rate-limit.server";

describe("rate limit windows", () => {
  it("allows 10 tries a minute from one address and refuses the 11th", () => {
    const t0 = 1_000_000;
    for (let i = 1; i <= 10; i++) expect(hit("signin:203.0.113.5", t0 + i).allowed).toBe(true);
    const eleventh = hit("signin:203.0.113.5", t0 + 11);
    expect(eleventh.allowed).toBe(false);
    expect(eleventh.retryAfter).toBeGreaterThan(0);
    // another address and another bucket are unaffected
    expect(hit("signin:203.0.113.6", t0 + 12).allowed).toBe(true);
    expect(hit("contact:203.0.113.5", t0 + 12).allowed).toBe(true);
  });

  it("opens again when the window has passed", () => {
    const t0 = 5_000_000;
    for (let i = 0; i < 11; i++) hit("forgot:198.51.100.1", t0);
    expect(hit("forgot:198.51.100.1", t0 + 1).allowed).toBe(false);
    expect(hit("forgot:198.51.100.1", t0 + 60_001).allowed).toBe(true);
  });
});
