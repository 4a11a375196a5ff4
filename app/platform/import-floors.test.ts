import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALLOWED_UPWARD, floorOf, folderEdges, importCycles, importEdges, unplaced, upwardImports } from "../../scripts/import-floors";

/**
 * Imports run downward (docs/decisions/0100-import-floors.md): routes and the job runner → the
 * areas, each a floor of its own in the order scripts/import-floors.ts gives → clinical (what the
 * clinic derives from the patient areas) → the request edge (api, auth, page) → services → the kit
 * → db → configuration. A new top-level folder fails here until it is given its floor.
 */
const repo = path.resolve(__dirname, "../..");
const edges = importEdges(repo);
const key = (e: { from: string; to: string }) => `${e.from} -> ${e.to}`;

describe("import floors", () => {
  it("reads the imports of app/", () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => key(e) === "routes/_app.nutrition.journal.tsx -> auth/auth.server.ts")).toBe(true);
  });

  it("knows the floors, the order of the areas, and no folder it has not placed", () => {
    const floors = ["routes/_app.tsx", "home/x.ts", "care/team.server.ts", "journal/journal.server.ts", "clinical/flags.ts", "api/api.server.ts", "ui/forms.tsx", "domain/outcome.ts", "db/db.server.ts", "env.server.ts"].map(floorOf);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    expect(new Set(floors).size).toBe(floors.length);
    expect(floorOf("job-runner.server.ts")).toBe(floorOf("entry.server.tsx"));
    expect(floorOf("newarea/x.ts")).toBe(-1);
    expect(unplaced(repo)).toEqual([]);
    const made = [
      { from: "domain/outcome.ts", to: "journal/codes.ts", typeOnly: true },
      { from: "journal/a.ts", to: "journal/b.ts", typeOnly: false },
      { from: "journal/b.ts", to: "journal/a.ts", typeOnly: true },
    ];
    expect(upwardImports([...made, { from: "journal/a.ts", to: "care/b.ts", typeOnly: true }]).map(key)).toEqual([
      "domain/outcome.ts -> journal/codes.ts",
      "journal/a.ts -> care/b.ts",
    ]);
    expect(importCycles(made)).toEqual([["journal/a.ts", "journal/b.ts"]]);
  });

  it("no import runs upward, except where a decision names it", () => {
    expect(upwardImports(edges).map(key).filter((k) => !ALLOWED_UPWARD[k])).toEqual([]);
  });

  it("every named exception still exists", () => {
    const upward = new Set(upwardImports(edges).map(key));
    expect(Object.keys(ALLOWED_UPWARD).filter((k) => !upward.has(k))).toEqual([]);
  });

  it("no two modules import each other, directly or round a loop", () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it("no two folders import each other, directly or round a loop", () => {
    expect(importCycles(folderEdges(edges))).toEqual([]);
  });
});
