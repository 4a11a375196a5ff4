import { describe, expect, it } from "vitest";
import { call } from "./client";

/**
 * The shared validation messages (spec part 1 §5) travel as keys of common.json's `validation`
 * group (issue 41): the API says them in the caller's language, word for word in English, and the
 * `error_code` never changes.
 */
describe("shared validation messages in the caller's language", () => {
  const body = { unique_id: "", email: "nobody@example", password: "short", confirmPassword: "other" };

  it("English as the spec writes it; Spanish when asked, with the same error_code", async () => {
    const english = await call("/api/members/", { json: body });
    expect(english).toMatchObject({
      status: 400,
      data: {
        error_code: "VALIDATION_ERROR",
        errors: {
          unique_id: ["Required"],
          email: ["Invalid email address"],
          password: ["Must be 8 characters or more"],
          confirmPassword: ["Password does not match"],
        },
      },
    });
    const spanish = await call("/api/members/", { json: body, headers: { "Accept-Language": "es" } });
    expect(spanish).toMatchObject({
      status: 400,
      data: {
        error_code: "VALIDATION_ERROR",
        errors: {
          unique_id: ["Obligatorio"],
          email: ["Dirección de correo electrónico no válida"],
          password: ["Debe tener 8 caracteres o más"],
          confirmPassword: ["La contraseña no coincide"],
        },
      },
    });
  });

  it("the app's sign-in keeps DRF's per-field shape, in the language asked", async () => {
    expect(await call("/api/token-auth/", { json: { email: "nope" } })).toMatchObject({
      status: 400,
      data: { email: ["Invalid email address"], password: ["Required"] },
    });
    expect(await call("/api/token-auth/", { json: { email: "nope" }, headers: { "Accept-Language": "es" } })).toMatchObject({
      status: 400,
      data: { email: ["Dirección de correo electrónico no válida"], password: ["Obligatorio"] },
    });
  });
});
