import { describe, expect, it } from "vitest";
import { waitForMailTo } from "../support/mail";
import { call, dataDir } from "./client";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";

/**
 * The account's emails are written in the recipient's language (users.language; none: English),
 * whatever language the request that caused them was in (issue 41).
 */
describe("account emails in the member's language", () => {
  it("a password reset link: in Spanish for a member who chose Spanish, in English for the others", async () => {
    const spanish = await freshPatient("mail-es");
    const english = await freshPatient("mail-en");
    expect((await call("/api/me", { method: "PUT", token: spanish.token, json: { language: "es" } })).status).toBe(200);
    // Asked in English for the Spanish member and in Spanish for the English one: the recipient decides.
    expect((await call("/api/password_reset/", { json: { email: spanish.email }, headers: { "Accept-Language": "en" } })).status).toBe(200);
    expect((await call("/api/password_reset/", { json: { email: english.email }, headers: { "Accept-Language": "es" } })).status).toBe(200);

    const es = await waitForMailTo(dataDir(), spanish.email, (m) => m.includes("/reset-password-request?token="));
    expect(es).toContain("Recibimos una solicitud para restablecer su contraseña. Abra este enlace para elegir una nueva:");
    expect(es).toContain("Elegir una nueva contraseña");
    expect(es).toContain('lang="es"');
    expect(es).not.toContain("We received a request");

    const en = await waitForMailTo(dataDir(), english.email, (m) => m.includes("/reset-password-request?token="));
    expect(en).toContain("Subject: Reset your patient portal password");
    expect(en).toContain("We received a request to reset your password. Open this link to choose a new one:");
    expect(en).toContain("Choose a new password");
    expect(en).not.toContain("Recibimos");
  });

  it("an email change's confirmation link goes to the new address in the member's language", async () => {
    const me = await freshPatient("mail-change-es");
    expect((await call("/api/me", { method: "PUT", token: me.token, json: { language: "es" } })).status).toBe(200);
    const movedTo = `moved-${me.email}`;
    expect((await call("/api/me/email", { token: me.token, json: { email: movedTo, current_password: FRESH_PASSWORD } })).status).toBe(202);
    const mail = await waitForMailTo(dataDir(), movedTo, (m) => m.includes("/confirm-email?token="));
    expect(mail).toContain("Usted pidió iniciar sesión en el Portal del Paciente con esta dirección de correo electrónico a partir de ahora.");
    expect(mail).toContain("Confirmar mi nuevo correo electrónico");
  });
});
