import { describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { bodyLimitFor, rateBucketOfPath, refuseOversizedBody } from "./body-limit.server";

describe("body bounds", () => {
  it("gives multipart uploads the upload bound and every other body the small one", () => {
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(env.UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("application/json")).toBe(env.BODY_LIMIT_BYTES);
    expect(bodyLimitFor("application/x-www-form-urlencoded")).toBe(env.BODY_LIMIT_BYTES);
    expect(bodyLimitFor(undefined)).toBe(env.BODY_LIMIT_BYTES);
    expect(env.UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(10 * 1024 * 1024);
  });

  it("counts a refusal in the path's own rate-limit bucket", () => {
    expect(rateBucketOfPath("/signin")).toBe("signin");
    expect(rateBucketOfPath("/signin.data")).toBe("signin");
    expect(rateBucketOfPath("/api/token-auth/")).toBe("signin");
    expect(rateBucketOfPath("/register")).toBe("register");
    expect(rateBucketOfPath("/api/newsletter/")).toBe("newsletter");
    expect(rateBucketOfPath("/nutrition/myfood")).toBe("body");
  });

  it("answers JSON under /api and a page elsewhere, then 429 once the bucket is used up", async () => {
    const api = await refuseOversizedBody({ pathname: "/api/leads/", ip: "203.0.113.7", userAgent: "t", nonce: "n" });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toMatchObject({ error_code: "PAYLOAD_TOO_LARGE" });
    const page = await refuseOversizedBody({ pathname: "/request-information", ip: "203.0.113.8", userAgent: "t", nonce: "n" });
    expect(page.headers["Content-Type"]).toMatch(/text\/html/);
    expect(page.body).toContain('role="alert"');
    let last = page;
    for (let i = 0; i < env.RATE_LIMIT_MAX; i++) last = await refuseOversizedBody({ pathname: "/register", ip: "203.0.113.9", userAgent: "t", nonce: "n" });
    expect(last.status).toBe(413);
    last = await refuseOversizedBody({ pathname: "/register", ip: "203.0.113.9", userAgent: "t", nonce: "n" });
    expect(last.status).toBe(429);
    expect(last.headers["Retry-After"]).toBeDefined();
  });

  it("says it in the language of the request: its cookie or its Accept-Language (issue 41)", async () => {
    const page = await refuseOversizedBody({ pathname: "/nutrition/myfood/add", contentType: "multipart/form-data; boundary=x", ip: "203.0.113.21", userAgent: "t", nonce: "n", cookie: "lng=es" });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain("¡La imagen es demasiado grande! El límite es de 10 MB.");
    expect(page.body).toContain(">Volver al portal</a>");
    const english = await refuseOversizedBody({ pathname: "/nutrition/myfood/add", ip: "203.0.113.22", userAgent: "t", nonce: "n" });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain("The data sent is too large. Please send less and try again.");
    const api = await refuseOversizedBody({ pathname: "/api/images/", contentType: "multipart/form-data; boundary=x", ip: "203.0.113.23", userAgent: "t", nonce: "n", acceptLanguage: "es" });
    expect(JSON.parse(api.body)).toEqual({ error_code: "PAYLOAD_TOO_LARGE", detail: "¡La imagen es demasiado grande! El límite es de 10 MB." });
  });
});
