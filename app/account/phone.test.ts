import { translateMessage } from "~/i18n/i18n.server";
import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";
import { profileDetailsSchema, profileUpdateSchema } from "./schemas";

describe("a member's phone number (issue 36 item 6)", () => {
  it("takes what the form says it takes, and stores one form of each number", () => {
    for (const typed of ["(813) 555-0142", "813-555-0142", "813.555.0142", "813 555 0142", "8135550142", "1 813 555 0142", "+1 (813) 555-0142", "+18135550142", " (813)555-0142 "]) {
      expect(normalizePhone(typed), typed).toBe("(813) 555-0142");
    }
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("+52 (55) 1234-5678")).toBe("+525512345678");
  });

  it("refuses what no clinic could call", () => {
    for (const typed of ["call me", "555-0142", "813-555-014", "+1 813 555 014", "813+555+0142", "(813) 555-0142 x12", "123 456 7890", "+12 34", "+1234567890123456", "١٢٣٤٥٦٧٨٩٠"]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });

  it("the profile's form and PUT /api/me store the normalised number; an empty one clears it", () => {
    expect(profileDetailsSchema.parse({ first_name: "Jane", last_name: "Doe", phone: "(813) 555-0142" }).phone).toBe("(813) 555-0142");
    expect(profileUpdateSchema.parse({ phone: "813.555.0142" }).phone).toBe("(813) 555-0142");
    expect(profileUpdateSchema.parse({ phone: "" }).phone).toBe("");
    const bad = profileUpdateSchema.safeParse({ phone: "call me" });
    // The message travels as a key (issue 41); its English is the one the form has always said.
    expect(bad.success || bad.error.flatten().fieldErrors.phone?.map((m) => translateMessage("en", m))).toEqual(["Please enter a phone number with its area code, such as (813) 555-0142: digits, spaces and + ( ) - . only."]);
  });
});
