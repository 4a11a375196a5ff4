import { describe, expect, it } from "vitest";
import { call, fetchApi, newIp, tokenFor, visit, withServerDb } from "./client";
import { freshPatient } from "./progress-support";

/**
 * The member's language (issue 41): `language` in GET/PUT /api/me, checked against the portal's
 * languages; registration keeps the language it was asked in; the signed-out switcher's route
 * sets the cookie and goes back only to a path of this site.
 */

const storedLanguage = (id: number) =>
  withServerDb((db) => db.prepare("select language from users where id = ?").get<{ language: string | null }>(id)).then((r) => r!.language);
const languageAudits = (id: number) =>
  withServerDb((db) => db.prepare("select detail from audit_log where user_id = ? and event = 'language_changed' order by id").all<{ detail: string }>(id));

async function newCode(): Promise<string> {
  const code = String(2_000_000_000 + Math.floor(Math.random() * 999_999_999));
  await withServerDb((db) =>
    db
      .prepare("insert into registration_codes (code, clinic_id, first_name, last_name, city, state, created_at) values (?, 1, 'Lucía', 'Ramos', 'Tampa', 'FL', ?)")
      .run(code, new Date().toISOString()),
  );
  return code;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  rawBody: new URLSearchParams(fields).toString(),
  contentType: "application/x-www-form-urlencoded",
});

describe("language in /api/me", () => {
  it("none chosen at first; PUT saves a language of the portal, audited, and the API then answers in it", async () => {
    const me = await freshPatient("lang-api");
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ language: null });
    const put = await call("/api/me", { method: "PUT", token: me.token, json: { language: "es" } });
    expect(put).toMatchObject({ status: 200, data: { language: "es", first_name: "Fresh" } });
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ language: "es" });
    expect(await storedLanguage(me.id)).toBe("es");
    expect(await languageAudits(me.id)).toEqual([{ detail: "es" }]);
    // With no Accept-Language, the member's choice: a refusal's field error in Spanish, the same code.
    const bad = await call("/api/me", { method: "PUT", token: me.token, json: { units: "stone" } });
    expect(bad).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { units: ["Elija una opción válida."] } } });
  });

  it("a code that is not one of the portal's languages is a 400 with a field error; nothing is stored", async () => {
    const me = await freshPatient("lang-bad");
    await call("/api/me", { method: "PUT", token: me.token, json: { language: "en" } });
    for (const language of ["fr", "xx-YY", "", 42, "Español"]) {
      const bad = await call("/api/me", { method: "PUT", token: me.token, json: { language, first_name: "Changed" } });
      expect(bad.status, JSON.stringify(language)).toBe(400);
      expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { language: ["Select one of the portal's languages."] } });
    }
    const asked = await call("/api/me", { method: "PUT", token: me.token, json: { language: "fr" }, headers: { "Accept-Language": "es" } });
    expect(asked.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { language: ["Elija uno de los idiomas del portal."] } });
    expect(await storedLanguage(me.id)).toBe("en");
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ language: "en", first_name: "Fresh" });
    expect(await languageAudits(me.id)).toEqual([{ detail: "en" }]);
  });
});

describe("registration in Spanish", () => {
  it("a 400 asked in Spanish: the same error_code, the field errors in Spanish", async () => {
    const es = { "Accept-Language": "es-US,es;q=0.9" };
    const wrong = await call("/api/members/", { headers: es, json: { unique_id: "1111111111", email: "nadie@example.com", password: "una-clave-buena", confirmPassword: "una-clave-buena" } });
    expect(wrong).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { unique_id: ["El código de registro no es válido."] } } });
    const english = await call("/api/members/", { json: { unique_id: "1111111111", email: "nadie@example.com", password: "una-clave-buena", confirmPassword: "una-clave-buena" } });
    expect(english.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { unique_id: ["Invalid registration code."] } });
    // The app's sign-in refusal keeps DRF's shape, in the language asked.
    const signIn = await call("/api/token-auth/", { headers: es, json: { email: "nadie@example.com", password: "una-clave-buena" } });
    expect(signIn).toMatchObject({ status: 400, data: { non_field_errors: ["No se pudo iniciar sesión con los datos proporcionados."] } });
  });

  it("the new member keeps the language the app asked in; the page's form keeps the page's language", async () => {
    const code = await newCode();
    const email = `lucia-${code}@example.com`;
    const created = await call("/api/members/", { headers: { "Accept-Language": "es" }, json: { unique_id: code, email, password: "lucia-password-1", confirmPassword: "lucia-password-1" } });
    expect(created.status).toBe(201);
    expect((await call("/api/me", { token: await tokenFor(email, "lucia-password-1") })).data).toMatchObject({ language: "es" });

    const pageCode = await newCode();
    const pageEmail = `lucia-page-${pageCode}@example.com`;
    const page = await call("/register", {
      ...form({ unique_id: pageCode, email: pageEmail, password: "lucia-password-2", confirmPassword: "lucia-password-2" }),
      headers: { Cookie: "lng=es" },
    });
    expect(page.status).toBe(302);
    expect((await call("/api/me", { token: await tokenFor(pageEmail, "lucia-password-2") })).data).toMatchObject({ language: "es" });
  });
});

describe("the language switcher's route", () => {
  it("sets the cookie and goes back to the page it came from; never to another site", async () => {
    const res = await call("/language", form({ language: "es", redirectTo: "/register?from=x" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/register?from=x");
    const cookie = /lng=[^;]*/.exec(res.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBe("lng=es");
    const page = await visit("/signin", { cookie: cookie! });
    expect(page.html).toContain('<html lang="es"');
    expect(page.heading).toBe("Inicie sesión en su portal");

    for (const away of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const out = await call("/language", form({ language: "es", redirectTo: away }));
      expect(out.headers.get("location"), away).toBe("/signin");
    }
  });

  it("a language the portal has not changes nothing (400, no cookie)", async () => {
    const res = await call("/language", form({ language: "fr", redirectTo: "/signin" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("lng=");
  });
});

describe("the data download in the member's language", () => {
  it("the CSV headers and the readme in Spanish for a member who chose it; English keeps the fields' names", async () => {
    const english = await freshPatient("lang-export-en");
    const spanish = await freshPatient("lang-export-es");
    expect((await call("/api/me", { method: "PUT", token: spanish.token, json: { language: "es" } })).status).toBe(200);
    // Downloads go straight to the server (binary): the entries are stored, not deflated, so their text is in the archive as written.
    const zip = async (token: string, headers: Record<string, string> = {}) => {
      const res = await fetchApi("/api/me/export?format=zip", { headers: { Authorization: `JWT ${token}`, "X-Forwarded-For": newIp(), ...headers }, binary: true });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer()).toString("utf8");
    };
    const inEnglish = await zip(english.token);
    expect(inEnglish).toContain("README.txt");
    expect(inEnglish).toContain("id,email,first_name,middle_name");
    const inSpanish = await zip(spanish.token);
    expect(inSpanish).toContain("LEAME.txt");
    expect(inSpanish).toContain("Sus datos del Portal del Paciente");
    expect(inSpanish).toContain("Número,Correo electrónico,Nombre,Segundo nombre,Apellido");
    expect(inSpanish).toContain("Número,Fecha de la medición,Registrado por usted,Peso (kg)");
    expect(inSpanish).not.toContain("id,email,first_name");
    // An app asking in English gets English whatever the member chose.
    expect(await zip(spanish.token, { "Accept-Language": "en" })).toContain("id,email,first_name");
  });
});
