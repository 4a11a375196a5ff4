import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { contactFormSchema, leadSchema, loginSchema, registerSchema } from "./registration-schemas";

describe("account schemas", () => {
  it("registration code: any format, dashes and spaces ignored", () => {
    const r = registerSchema.parse({ unique_id: "123-456 7890", email: "a@b.co", password: "password-1", confirmPassword: "password-1" });
    expect(r.unique_id).toBe("1234567890");
  });

  it("registration needs all four fields", () => {
    const r = registerSchema.safeParse({});
    expect(r.success).toBe(false);
    if (!r.success) {
      const fields = r.error.issues.map((i) => i.path[0]).sort();
      expect(fields).toEqual(["confirmPassword", "email", "password", "unique_id"]);
      expect(new Set(r.error.issues.map((i) => translateMessage("en", i.message)))).toEqual(new Set(["Required"]));
    }
  });

  it("a new password needs 8 characters", () => {
    const r = registerSchema.safeParse({ unique_id: "1", email: "a@b.co", password: "short", confirmPassword: "short" });
    expect(r.success).toBe(false);
    if (!r.success) expect(translateMessage("en", r.error.issues[0].message)).toBe("Must be 8 characters or more");
  });

  it("login: email required and valid, password required", () => {
    const r = loginSchema.safeParse({ email: "nope", password: "" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => translateMessage("en", i.message))).toEqual(["Invalid email address", "Required"]);
  });

  it("contact form: zip at most 5 characters, all fields required", () => {
    const r = contactFormSchema.safeParse({ first_name: "Ann", email: "ann@example.com", zip: "123456", comments: "Hi" });
    expect(r.success).toBe(false);
    if (!r.success) expect(translateMessage("en", r.error.issues[0].message)).toBe("Must be 5 characters or less");
    expect(contactFormSchema.safeParse({}).success).toBe(false);
  });

  it("a lead's subject is one of the two contact pages", () => {
    const base = { first_name: "Ann", email: "ann@example.com", zip: "33602", comments: "Hi" };
    expect(leadSchema.safeParse({ ...base, subject: "Request Information" }).success).toBe(true);
    expect(leadSchema.safeParse({ ...base, subject: "Anything else" }).success).toBe(false);
  });
});
