import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { recipeDeclineSchema, recipeSubmissionSchema } from "./schemas";
import { unsupportedTypeLabel } from "~/uploads/image-type";

describe("recipeDeclineSchema", () => {
  it("accepts the six decline codes", () => {
    for (const code of ["A", "B", "C", "D", "E", "Z"]) expect(recipeDeclineSchema.parse({ decline_code: code })).toEqual({ decline_code: code });
  });

  it("a missing code is 'Required', an unknown one 'Select a valid choice.'", () => {
    const message = (input: unknown) => {
      const r = recipeDeclineSchema.safeParse(input);
      return r.success ? null : translateMessage("en", r.error.issues[0].message);
    };
    expect(message({})).toBe("Required");
    expect(message({ decline_code: "" })).toBe("Required");
    expect(message({ decline_code: "Q" })).toBe("Select a valid choice.");
    expect(message({ decline_code: 7 })).toBe("Select a valid choice.");
  });
});

describe("recipe names", () => {
  const nameErrors = (name: string) => {
    const r = recipeSubmissionSchema.safeParse({ name, ingredients: "x", directions: "y" });
    return r.success ? [] : r.error.issues.filter((i) => i.path[0] === "name").map((i) => translateMessage("en", i.message));
  };

  it("an empty name is only 'Required'", () => {
    expect(nameErrors("")).toEqual(["Required"]);
    expect(nameErrors("   ")).toEqual(["Required"]);
  });

  it("a name needs letters", () => {
    expect(nameErrors("1234")).toEqual(["Name must contain letters"]);
    expect(nameErrors("Green soup")).toEqual([]);
  });
});

describe("the (type) of 'Unsupported format! (type)'", () => {
  const text = new TextEncoder().encode("just some notes\n");
  it("names what the content is, or the extension of a name that does not lie", () => {
    expect(unsupportedTypeLabel(new TextEncoder().encode("%PDF-1.7 ..."), "menu.png")).toBe("pdf");
    expect(unsupportedTypeLabel(text, "notes.txt")).toBe("txt");
  });

  it("a text file renamed .png is 'text', not 'png'", () => {
    expect(unsupportedTypeLabel(text, "photo.png")).toBe("text");
    expect(unsupportedTypeLabel(new Uint8Array([0, 1, 2, 3]), "photo.jpg")).toBe("unknown");
    expect(unsupportedTypeLabel(text, "photo")).toBe("text");
  });
});
