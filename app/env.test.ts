import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicUrlOf, secretsFor, startupNotices, startupWarnings, trustProxyOf, uploadFolders } from "./env.server";

describe("startup warnings", () => {
  it("warns loudly in production when PUBLIC_URL is not https", () => {
    expect(startupWarnings({ isProd: true, PUBLIC_URL: "http://portal.example.com", SECURE_COOKIES: false }).join(" ")).toMatch(/must be https/);
    expect(startupWarnings({ isProd: true, PUBLIC_URL: "https://portal.example.com", SECURE_COOKIES: true })).toEqual([]);
    expect(startupWarnings({ isProd: false, PUBLIC_URL: "http://localhost:3000", SECURE_COOKIES: false })).toEqual([]);
  });
});

describe("PUBLIC_URL", () => {
  it("follows PORT when it is not set, and the start says so", () => {
    expect(publicUrlOf({ PORT: 4100 })).toBe("http://localhost:4100");
    expect(publicUrlOf({ PUBLIC_URL: "https://portal.example.org/", PORT: 4100 })).toBe("https://portal.example.org");
    expect(startupNotices({ PUBLIC_URL: "http://localhost:4100", PUBLIC_URL_DERIVED: true }).join(" ")).toMatch(/PUBLIC_URL is not set: .*http:\/\/localhost:4100/);
    expect(startupNotices({ PUBLIC_URL: "https://portal.example.org", PUBLIC_URL_DERIVED: false })).toEqual([]);
  });
});

describe("TRUST_PROXY", () => {
  it("is off, a hop count or the proxies' addresses; never 'trust any address'", () => {
    expect(trustProxyOf("0")).toBe(false);
    expect(trustProxyOf("")).toBe(false);
    expect(trustProxyOf("false")).toBe(false);
    expect(trustProxyOf("1")).toBe(1);
    expect(trustProxyOf("2")).toBe(2);
    expect(trustProxyOf(" 10.0.0.5, 10.0.1.0/24 ,loopback")).toBe("10.0.0.5,10.0.1.0/24,loopback");
    expect(trustProxyOf("fd00::/8")).toBe("fd00::/8");
    for (const bad of ["true", "yes", "10.0.0.0/33", "10.0.0", "proxy.internal", "-1"]) expect(trustProxyOf(bad), bad).toBeNull();
  });
});

describe("secrets", () => {
  const given = { SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32), CAPTCHA_HMAC_KEY: "c".repeat(32) };

  it("on the single-machine SQLite setup, generates the missing ones once into the data folder", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "env-secrets-"));
    try {
      const first = secretsFor({ DATA_DIR: dataDir, JWT_SECRET: given.JWT_SECRET });
      expect(first.JWT_SECRET).toBe(given.JWT_SECRET);
      expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
      expect(first.CAPTCHA_HMAC_KEY).toMatch(/^[0-9a-f]{64}$/);
      const file = path.join(dataDir, "secrets.json");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // the next start reads the same ones
      expect(secretsFor({ DATA_DIR: dataDir })).toMatchObject({ SESSION_SECRET: first.SESSION_SECRET, CAPTCHA_HMAC_KEY: first.CAPTCHA_HMAC_KEY });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("with DATABASE_URL (several instances), a missing secret stops the start, naming each", () => {
    const generate = () => {
      throw new Error("must not generate");
    };
    const DATABASE_URL = "postgres://portal@db.example.com/portal";
    expect(() => secretsFor({ DATA_DIR: "/nonexistent", DATABASE_URL, JWT_SECRET: given.JWT_SECRET }, generate)).toThrow(
      /Missing SESSION_SECRET, CAPTCHA_HMAC_KEY\..*openssl rand -hex 32/,
    );
    expect(() => secretsFor({ DATA_DIR: "/nonexistent", DATABASE_URL }, generate)).toThrow(/SESSION_SECRET, JWT_SECRET, CAPTCHA_HMAC_KEY/);
    expect(secretsFor({ DATA_DIR: "/nonexistent", DATABASE_URL, ...given }, generate)).toEqual(given);
  });
});

describe("upload folders", () => {
  it("keeps patients' photos out of the folder /uploads serves", () => {
    expect(uploadFolders({ DATA_DIR: "/srv/portal" })).toEqual({ UPLOADS_DIR: "/srv/portal/uploads", PRIVATE_UPLOADS_DIR: "/srv/portal/private/testimonial-photos" });
    expect(uploadFolders({ DATA_DIR: "/d", UPLOADS_DIR: "/mnt/public", PRIVATE_UPLOADS_DIR: "/mnt/public-private" }).PRIVATE_UPLOADS_DIR).toBe("/mnt/public-private");
    for (const PRIVATE_UPLOADS_DIR of ["/mnt/public", "/mnt/public/", "/mnt/public/photos", "/mnt/public/../public/x"]) {
      expect(() => uploadFolders({ DATA_DIR: "/d", UPLOADS_DIR: "/mnt/public", PRIVATE_UPLOADS_DIR }), PRIVATE_UPLOADS_DIR).toThrow(/patients' photos would be public/);
    }
  });
});
