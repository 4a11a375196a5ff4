import { describe, expect, it } from "vitest";
import { MED_MSG } from "./codes";
import { catalogueSchema } from "./schemas";

const entry = {
  name: "Semaglutide",
  generic_name: "semaglutide",
  kind: "injection",
  route: "subcutaneous",
  unit: "mg",
  strengths: [0.25, 0.5],
  usual_schedule: "weekly",
  usual_times: ["09:00"],
  steps: [
    { dose: 0.25, weeks: 4 },
    { dose: 0.5, weeks: null },
  ],
};

describe("the formulary's form (catalogueSchema)", () => {
  it("refuses bad strengths or steps with their messages, never by throwing (a 500 the API's property run found)", () => {
    for (const bad of [{ strengths: "many" }, { strengths: [] }, { steps: "x" }, { strengths: [-1], steps: [{ dose: -1, weeks: null }] }, { name: "x".repeat(500), strengths: null }]) {
      const parsed = catalogueSchema.safeParse({ ...entry, ...bad });
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
    const refused = catalogueSchema.safeParse({ ...entry, strengths: "many" });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.message)).toContain(MED_MSG.badStrengths);
  });

  it("takes an entry whose steps are its strengths, and says so when a step is not one", () => {
    expect(catalogueSchema.safeParse(entry).success).toBe(true);
    const off = catalogueSchema.safeParse({ ...entry, steps: [{ dose: 1, weeks: null }] });
    expect(off.success ? [] : off.error.issues.map((i) => i.message)).toContain(MED_MSG.stepNotStrength);
  });
});
