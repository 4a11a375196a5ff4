import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { z } from "zod";
import { decimal, email, fieldErrors, integer, MAX_INT, MSG, requiredText, url, withPasswordConfirmation, youtubeIdOf, youtubeUrl } from "./rules";

const firstError = (schema: z.ZodTypeAny, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : translateMessage("en", r.error.issues[0].message);
};

/** Field errors in a language (the messages travel as keys, issue 41). */
const errorsIn = (language: string, error: z.ZodError) =>
  Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, list]) => [field, list.map((m) => translateMessage(language, m))]));

describe("the shared validation messages (spec part 1 §5), word for word", () => {
  it("Required: empty, whitespace and missing fail; the number zero does not", () => {
    expect(firstError(requiredText(), "")).toBe("Required");
    expect(firstError(requiredText(), "   ")).toBe("Required");
    expect(firstError(requiredText(), undefined)).toBe("Required");
    expect(firstError(integer({ min: 0 }), undefined)).toBe("Required");
    expect(firstError(integer({ min: 0 }), "")).toBe("Required");
    expect(firstError(integer({ min: 0 }), 0)).toBeNull();
    expect(firstError(integer({ min: 0 }), "0")).toBeNull();
  });

  it("Required for a JSON null too, as for a missing field or \"\" (never the type message)", () => {
    for (const schema of [integer({ min: 1 }), decimal(2, { min: 0 }), requiredText()]) {
      for (const empty of [null, undefined, "", "  "]) expect(firstError(schema, empty)).toBe("Required");
    }
    expect(firstError(integer({ min: 1 }), "abc")).toBe("Please provide a valid integer");
    expect(firstError(decimal(1), true)).toBe("Please provide a valid number, up to 1 decimal place");
  });

  it.each([5, 64, 100, 250])("Must be %i characters or less", (n) => {
    expect(firstError(requiredText({ max: n }), "x".repeat(n))).toBeNull();
    expect(firstError(requiredText({ max: n }), "x".repeat(n + 1))).toBe(`Must be ${n} characters or less`);
  });

  it("Invalid email address: an ending of 2 to 4 letters", () => {
    expect(firstError(email(), "jane@example.com")).toBeNull();
    expect(firstError(email(), "jane@example.health")).toBe("Invalid email address");
    expect(firstError(email(), "jane@example.c")).toBe("Invalid email address");
    expect(firstError(email(), "jane.example.com")).toBe("Invalid email address");
    expect(email().parse("Jane@Example.COM")).toBe("jane@example.com");
  });

  it("Password does not match, on confirmPassword", () => {
    const schema = withPasswordConfirmation({});
    const r = schema.safeParse({ password: "long-enough-1", confirmPassword: "long-enough-2" });
    expect(r.success).toBe(false);
    if (!r.success) expect(errorsIn("en", r.error)).toEqual({ confirmPassword: ["Password does not match"] });
    expect(schema.safeParse({ password: "long-enough-1", confirmPassword: "long-enough-1" }).success).toBe(true);
  });

  it("Password does not match beside every other message: a field left empty (a form sends it as missing) no longer hides it", () => {
    const schema = withPasswordConfirmation({ email: email() });
    const r = schema.safeParse({ password: "abc", confirmPassword: "abd" });
    expect(r.success).toBe(false);
    if (!r.success) expect(errorsIn("en", r.error)).toEqual({ email: ["Required"], password: ["Must be 8 characters or more"], confirmPassword: ["Password does not match"] });
    // An empty confirmation is Required, not also a mismatch; the value is the fields' own.
    const empty = schema.safeParse({ email: "a@b.com", password: "long-enough-1" });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(errorsIn("en", empty.error)).toEqual({ confirmPassword: ["Required"] });
    expect(schema.parse({ email: "A@B.com", password: " long-enough-1 ", confirmPassword: "long-enough-1" })).toEqual({ email: "a@b.com", password: "long-enough-1", confirmPassword: "long-enough-1" });
  });

  it("Must be N or less / Must be N or more / Please provide a valid integer", () => {
    expect(firstError(integer({ min: 1, max: 10 }), 11)).toBe("Must be 10 or less");
    expect(firstError(integer({ min: 1, max: 10 }), 0)).toBe("Must be 1 or more");
    expect(firstError(integer({ min: 1 }), 1.5)).toBe("Please provide a valid integer");
    expect(firstError(integer({ min: 1 }), "abc")).toBe("Please provide a valid integer");
    expect(firstError(integer({ min: 1 }), MAX_INT)).toBeNull();
    expect(firstError(integer({ min: 1 }), MAX_INT + 1)).toBe("Must be 2147483647 or less");
  });

  it("decimals with 2 or 3 places", () => {
    expect(firstError(decimal(2, { min: 0 }), "1.25")).toBeNull();
    expect(firstError(decimal(2, { min: 0 }), "1.255")).toBe("Please provide a valid number, up to 2 decimal places");
    expect(firstError(decimal(3, { min: 0 }), "1.255")).toBeNull();
    expect(firstError(decimal(3, { min: 0 }), "1.2555")).toBe("Please provide a valid number, up to 3 decimal places");
    expect(firstError(decimal(3, { min: 0, max: 9999 }), "10000")).toBe("Must be 9999 or less");
  });

  it("Invalid url and Not a YouTube Video Url", () => {
    expect(firstError(url(), "https://example.com/x")).toBeNull();
    expect(firstError(url(), "javascript:alert(1)")).toBe("Invalid url");
    expect(firstError(url(), "not a url")).toBe("Invalid url");
    expect(firstError(youtubeUrl(), "https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(firstError(youtubeUrl(), "https://youtu.be/dQw4w9WgXcQ")).toBeNull();
    expect(firstError(youtubeUrl(), "https://vimeo.com/123")).toBe("Not a YouTube Video Url");
  });

  it("messages are the spec's texts", () => {
    const english = Object.fromEntries(
      (["required", "email", "passwordMismatch", "integer", "url", "youtube"] as const).map((k) => [k, translateMessage("en", MSG[k])]),
    );
    expect(english).toEqual({
      required: "Required",
      email: "Invalid email address",
      passwordMismatch: "Password does not match",
      integer: "Please provide a valid integer",
      url: "Invalid url",
      youtube: "Not a YouTube Video Url",
    });
    expect(translateMessage("en", MSG.decimal(1))).toBe("Please provide a valid number, up to 1 decimal place");
    expect(translateMessage("en", MSG.tooMany(50))).toBe("At most 50 at a time");
  });

  it("travel as keys of common.json, and read in Spanish for a Spanish reader (issue 41)", () => {
    expect(MSG.required).toBe("common:validation.required");
    expect(MSG.maxLength(5)).toBe('common:validation.maxLength|{"max":5}');
    expect(firstError(requiredText(), "")).toBe("Required");
    const r = withPasswordConfirmation({ email: email() }).safeParse({ email: "nope", password: "abc", confirmPassword: "abd" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(errorsIn("es", r.error)).toEqual({
        email: ["Dirección de correo electrónico no válida"],
        password: ["Debe tener 8 caracteres o más"],
        confirmPassword: ["La contraseña no coincide"],
      });
    }
    const spanish = (schema: z.ZodTypeAny, value: unknown) => {
      const p = schema.safeParse(value);
      return p.success ? null : translateMessage("es", p.error.issues[0].message);
    };
    expect(spanish(requiredText(), " ")).toBe("Obligatorio");
    expect(spanish(requiredText({ max: 5 }), "abcdef")).toBe("Debe tener 5 caracteres o menos");
    expect(spanish(integer({ min: 1, max: 10 }), 11)).toBe("Debe ser 10 o menos");
    expect(spanish(integer({ min: 1, max: 10 }), 0)).toBe("Debe ser 1 o más");
    expect(spanish(integer({ min: 1 }), 1.5)).toBe("Indique un número entero válido");
    expect(spanish(decimal(1, { min: 0 }), "1.25")).toBe("Indique un número válido, con 1 decimal como máximo");
    expect(spanish(decimal(2, { min: 0 }), "1.255")).toBe("Indique un número válido, con 2 decimales como máximo");
    expect(spanish(url(), "not a url")).toBe("URL no válida");
    expect(spanish(youtubeUrl(), "https://vimeo.com/123")).toBe("No es la URL de un video de YouTube");
    expect(translateMessage("es", MSG.tooMany(50))).toBe("Como máximo 50 a la vez");
  });

  it("fieldErrors gives the DRF shape, top-level issues under non_field_errors", () => {
    const schema = z.object({ a: requiredText() }).refine(() => false, "whole form");
    const r = schema.safeParse({ a: "" });
    expect(r.success).toBe(false);
    if (!r.success) expect(errorsIn("en", r.error)).toEqual({ a: ["Required"], non_field_errors: ["whole form"] });
    const r2 = schema.safeParse({ a: "ok" });
    expect(r2.success).toBe(false);
    if (!r2.success) expect(errorsIn("en", r2.error)).toEqual({ non_field_errors: ["whole form"] });
  });
});

describe("YouTube ids", () => {
  it("reads an id from every common link, or takes a bare id", () => {
    for (const link of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=10",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(youtubeIdOf(link), link).toBe("dQw4w9WgXcQ");
    }
    expect(youtubeIdOf("https://vimeo.com/123")).toBeNull();
    expect(youtubeIdOf("short")).toBeNull();
  });
});
