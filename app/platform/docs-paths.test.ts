import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The guide to copying files (docs/adding-a-screen.md) and the records it leans on name real
 * files: a file moved or renamed without the guide following fails here, not in a newcomer's hands.
 */
const root = path.resolve(__dirname, "../..");
const GUIDES = ["docs/adding-a-screen.md", "docs/decisions/0030-shared-foundations.md", "docs/decisions/0034-wizard-kit.md"];

/** Every repository path a guide names: app/…, tests/…, migrations/…, db/…, docs/… with an extension, or a folder ending in /. */
export function namedPaths(text: string): string[] {
  const found = text.match(/(?<![\w/.~-])(?:app|tests|migrations|db|docs|scripts)\/[\w$./-]*[\w/]/g) ?? [];
  return [...new Set(found.filter((p) => p.endsWith("/") || /\.\w+$/.test(p)))];
}

describe("the guides name files that exist", () => {
  it("finds the paths a guide names", () => {
    expect(namedPaths("Copy `app/routes/api.journals.$id.tsx` and app/foods/wizard/, not app/foods, nor ~/db/x.ts.")).toEqual([
      "app/routes/api.journals.$id.tsx",
      "app/foods/wizard/",
    ]);
  });

  for (const guide of GUIDES) {
    it(guide, () => {
      const named = namedPaths(fs.readFileSync(path.join(root, guide), "utf8"));
      expect(named.length).toBeGreaterThan(5);
      expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
    });
  }
});
