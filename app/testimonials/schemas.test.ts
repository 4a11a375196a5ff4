import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { fieldErrors } from "~/validation/rules";
import { finalHtml } from "./html.server";
import { applyReplacementsSchema, finalVersionSchema, imageUploadSchema, testimonialSubmitSchema } from "./schemas";

/** Field errors as an English reader reads them (the messages travel as keys, issue 41). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateMessage("en", m))]));

const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v) as { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
  return r.success ? null : inEnglish(fieldErrors(r.error!));
};

describe("testimonial schemas", () => {
  it("a submission needs notes: 'Please add notes!'", () => {
    expect(errors(testimonialSubmitSchema, {})).toEqual({ fulltext: ["Please add notes!"] });
    expect(errors(testimonialSubmitSchema, { fulltext: "   " })).toEqual({ fulltext: ["Please add notes!"] });
    expect(testimonialSubmitSchema.parse({ fulltext: " Great! " })).toEqual({ fulltext: "Great!" });
  });

  it("the final version: country required and real, quotes ≤ 100, blurb ≤ 250", () => {
    expect(errors(finalVersionSchema, {})).toEqual({ country: ["Required"] });
    expect(errors(finalVersionSchema, { country: "ZZ" })).toEqual({ country: ["Select a valid choice."] });
    expect(errors(finalVersionSchema, { country: "us", quotes: "q".repeat(101), blurb: "b".repeat(251) })).toEqual({
      quotes: ["Must be 100 characters or less"],
      blurb: ["Must be 250 characters or less"],
    });
    expect(finalVersionSchema.parse({ country: "us", replacements: ["1", "7"] })).toMatchObject({ country: "US", replacements: [1, 7] });
    expect(errors(finalVersionSchema, { country: "US", replacements: ["99"] })).toEqual({ "replacements.0": ["Select a valid choice."] });
    expect(errors(applyReplacementsSchema, { country: "US" })).toEqual({ replacements: ["Please choose at least one replacement."] });
  });

  it("an image: title, type and weight required; week a whole number from 0", () => {
    expect(errors(imageUploadSchema, { member: "3" })).toEqual({ name: ["Required"], type: ["Required"], weight: ["Required"], week: ["Required"] });
    expect(errors(imageUploadSchema, { member: "3", name: "x", type: "Q", weight: "-1", week: "1.5" })).toEqual({
      type: ["Select a valid choice."],
      weight: ["Must be 0 or more"],
      week: ["Please provide a valid integer"],
    });
    expect(imageUploadSchema.parse({ member: "3", name: "Before", type: "b", weight: "201.5", week: "0", primary: "on" })).toEqual({
      member: 3,
      name: "Before",
      type: "B",
      weight: 201.5,
      week: 0,
      primary: true,
    });
  });

  it("the final text is sanitized HTML; plain text becomes paragraphs", () => {
    expect(finalHtml("First.\n\nSecond <3")).toBe("<p>First.</p><p>Second &lt;3</p>");
    expect(finalHtml('<p onclick="x()">Hi <a href="https://x">link</a><script>alert(1)</script><strong>!</strong></p>')).toBe("<p>Hi link<strong>!</strong></p>");
    expect(finalHtml("   ")).toBe("");
  });
});
