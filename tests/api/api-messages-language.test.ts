import { describe, expect, it } from "vitest";
import { baseUrl, call, newIp, signInCookie } from "./client";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";

/**
 * Issue 41: the API's own messages (a page's bounds, an unreadable body, a refused token, a reset
 * link that no longer works), the data download's refusal and the toast of an ended session, in
 * the reader's language. Before, these were English in code whatever the caller asked; lint now
 * refuses that (app/platform/message-keys-lint.test.ts).
 */
const ES = { "Accept-Language": "es" };

describe("the API's messages in the caller's language", () => {
  it("a page's bounds: limit and offset", async () => {
    const p = await freshPatient("msg-bounds");
    const en = await call("/api/me/access_log?limit=abc", { token: p.token });
    expect(en).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { limit: ["A valid integer is required."] } } });
    const es = await call("/api/me/access_log?limit=abc&offset=-1", { token: p.token, headers: ES });
    expect(es).toMatchObject({
      status: 400,
      data: { error_code: "VALIDATION_ERROR", errors: { limit: ["Se requiere un número entero válido."], offset: ["Asegúrese de que este valor sea mayor o igual que 0."] } },
    });
    const tooMany = await call("/api/me/access_log?limit=1000", { token: p.token, headers: ES });
    expect(tooMany.data).toMatchObject({ errors: { limit: ["Asegúrese de que este valor sea menor o igual que 100."] } });
  });

  it("a body that is not JSON", async () => {
    const p = await freshPatient("msg-parse");
    const sent = { method: "POST", token: p.token, rawBody: "{not json", contentType: "application/json", direct: true } as const;
    expect((await call("/api/progress/add_weight", sent)).data).toEqual({ error_code: "PARSE_ERROR", detail: "JSON parse error - the body is not valid JSON." });
    expect((await call("/api/progress/add_weight", { ...sent, headers: ES })).data).toEqual({ error_code: "PARSE_ERROR", detail: "Error al analizar el JSON: el cuerpo no es un JSON válido." });
  });

  it("a refused token, in the header and in token-verify; its audit row stays English", async () => {
    const header = await call("/api/me", { token: "a.b.c", headers: ES });
    expect(header).toMatchObject({ status: 401, data: { error_code: "NOT_AUTHENTICATED", detail: "Error al decodificar la firma." } });
    const verify = await call("/api/token-verify/", { json: { token: "a.b.c" }, headers: ES });
    expect(verify).toMatchObject({ status: 400, data: { non_field_errors: ["Error al decodificar la firma."] } });
    expect((await call("/api/token-verify/", { json: { token: "a.b.c" } })).data).toMatchObject({ non_field_errors: ["Error decoding signature."] });
    const missing = await call("/api/token-verify/", { json: {}, headers: ES });
    expect(missing).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { token: ["Este campo es obligatorio."] } } });
    const blank = await call("/api/token-refresh/", { json: { token: "" }, headers: ES });
    expect(blank.data).toMatchObject({ errors: { token: ["Este campo no puede estar vacío."] } });
  });

  it("the notification choices' labels, and a kind that is not one", async () => {
    const p = await freshPatient("msg-prefs");
    type Kinds = { kinds: { kind: string; choices: { value: string; label: string }[] }[] };
    const labels = async (headers: Record<string, string>) => ((await call("/api/me/preferences", { token: p.token, headers })).data as unknown as Kinds).kinds[0].choices.map((c) => c.label);
    expect(await labels({})).toEqual(expect.arrayContaining(["In the portal", "In the portal and by email"]));
    expect(await labels(ES)).toEqual(expect.arrayContaining(["En el portal", "En el portal y por correo electrónico"]));
    const bad = await call("/api/me/preferences", { method: "PUT", token: p.token, json: { nonsense: "portal" }, headers: ES });
    expect(bad).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { nonsense: ["No es un tipo de notificación."] } } });
  });

  it("a reset link that no longer works: the spec's 'Invalid token!' in English, its translation in Spanish", async () => {
    const body = { token: "no-such-token", password: "a-new-password-1", confirmPassword: "a-new-password-1" };
    expect(await call("/api/change-password/", { json: body })).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND", detail: "Invalid token!" } });
    expect(await call("/api/change-password/", { json: body, headers: ES })).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND", detail: "El enlace no es válido." } });
  });
});

describe("a page's plain refusals and toasts in the reader's language", () => {
  it("the data download's refusal of an unknown format", async () => {
    const p = await freshPatient("msg-download");
    const cookie = await signInCookie(p.email, FRESH_PASSWORD);
    const get = (headers: Record<string, string>) => fetch(`${baseUrl()}/my-data/download?format=pdf`, { redirect: "manual", headers: { Cookie: cookie, "X-Forwarded-For": newIp(), ...headers } });
    const en = await get({});
    expect(en.status).toBe(400);
    expect(await en.text()).toBe('"format" must be json, zip or csv.');
    const es = await get(ES);
    expect(es.status).toBe(400);
    expect(await es.text()).toBe('El parámetro "format" debe ser json, zip o csv.');
  });

  it("the toast of a session that ended (shown once, so each language ends a session of its own)", async () => {
    const p = await freshPatient("msg-session");
    const endedThenSignin = async (headers: Record<string, string>) => {
      const cookie = await signInCookie(p.email, FRESH_PASSWORD);
      const signout = await fetch(`${baseUrl()}/signout`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newIp() },
        body: "reason=idle",
      });
      expect(signout.status).toBe(302);
      const toast = /__toast=[^;]*/.exec(signout.headers.get("set-cookie") ?? "")?.[0];
      expect(toast).toBeDefined();
      return String((await call("/signin", { headers: { Cookie: toast!, ...headers } })).data);
    };
    expect(await endedThenSignin(ES)).toContain("Su sesión ha terminado. Vuelva a iniciar sesión.");
    expect(await endedThenSignin({ "Accept-Language": "en" })).toContain("Your session has ended. Please sign in again.");
  });
});
