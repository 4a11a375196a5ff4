import { describe, expect, it } from "vitest";
import { recipeDeclineSchema } from "./schemas";

describe("recipeDeclineSchema", () => {
  it("accepts the six decline codes", () => {
    for (const code of ["A", "B", "C", "D", "E", "Z"]) expect(recipeDeclineSchema.parse({ decline_code: code })).toEqual({ decline_code: code });
  });

  it("a missing code is 'Required', an unknown one 'Select a valid choice.'", () => {
    const message = (input: unknown) => {
      const r = recipeDeclineSchema.safeParse(input);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(message({})).toBe("Required");
    expect(message({ decline_code: "" })).toBe("Required");
    expect(message({ decline_code: "Q" })).toBe("Select a valid choice.");
    expect(message({ decline_code: 7 })).toBe("Select a valid choice.");
  });
});
