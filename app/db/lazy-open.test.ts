import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

/**
 * Importing a module opens nothing: a test, the seed or a script that imports domain modules
 * before pointing DATA_DIR somewhere must not leave a database or a secrets file behind where it
 * did not ask (the unit suite used to write ./data/portal.sqlite and ./data/secrets.json).
 */
describe("importing the portal's modules", () => {
  it("creates no data folder, database or secrets until one is used", () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-lazy-")), "data");
    const script = [
      'await import("./db/seed/index.ts");',
      'await import("./app/journal/entries.server.ts");',
      'await import("./app/care/panel.server.ts");',
      'const fs = await import("node:fs");',
      "console.log(JSON.stringify({ before: fs.existsSync(process.env.DATA_DIR) }));",
      'const { db } = await import("./app/db/db.server.ts");',
      'await db.selectFrom("clinics").select("id").execute().catch(() => null);',
      "console.log(JSON.stringify({ after: fs.existsSync(process.env.DATA_DIR) }));",
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout).toContain('{"before":false}');
    // The first query is what opens it.
    expect(run.stdout).toContain('{"after":true}');
    expect(fs.existsSync(path.join(dataDir, "portal.sqlite"))).toBe(true);
  });
});
