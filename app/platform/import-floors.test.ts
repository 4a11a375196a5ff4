import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALLOWED_UPWARD, floorOf, importCycles, importEdges, upwardImports } from "../../scripts/import-floors";

/**
 * Imports run downward (docs/decisions/0100-import-floors.md): routes → areas → the request edge
 * (api, auth, page) → services (security, toast, mail, uploads, captcha, ui) → the kit (domain,
 * validation, paths) → db → configuration. A new area is a new top-level folder and lands on the
 * areas floor by itself.
 */
const edges = importEdges(path.resolve(__dirname, "../.."));
const key = (e: { from: string; to: string }) => `${e.from} -> ${e.to}`;

describe("import floors", () => {
  it("reads the imports of app/", () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => key(e) === "routes/_app.nutrition.journal.tsx -> auth/auth.server.ts")).toBe(true);
  });

  it("knows the floors, and a new area by its folder", () => {
    const floors = ["routes/_app.tsx", "care/team.server.ts", "api/api.server.ts", "ui/forms.tsx", "domain/outcome.ts", "db/db.server.ts", "env.server.ts"].map(floorOf);
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    expect(new Set(floors).size).toBe(floors.length);
    expect(floorOf("care/team.server.ts")).toBe(floorOf("journal/journal.server.ts"));
    const made = [
      { from: "domain/outcome.ts", to: "journal/codes.ts", typeOnly: true },
      { from: "journal/a.ts", to: "journal/b.ts", typeOnly: false },
      { from: "journal/b.ts", to: "journal/a.ts", typeOnly: true },
    ];
    expect(upwardImports(made).map(key)).toEqual(["domain/outcome.ts -> journal/codes.ts"]);
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
});
