import { describe, expect, it } from "vitest";
import { startupWarnings } from "./env.server";

describe("startup warnings", () => {
  it("warns loudly in production when PUBLIC_URL is not https", () => {
    expect(startupWarnings({ isProd: true, PUBLIC_URL: "http://portal.example.com", SECURE_COOKIES: false }).join(" ")).toMatch(/must be https/);
    expect(startupWarnings({ isProd: true, PUBLIC_URL: "https://portal.example.com", SECURE_COOKIES: true })).toEqual([]);
    expect(startupWarnings({ isProd: false, PUBLIC_URL: "http://localhost:3000", SECURE_COOKIES: false })).toEqual([]);
  });
});
