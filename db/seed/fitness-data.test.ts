import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exerciseIds } from "./fitness";
import { BRISK_WALK, DEMO_FITNESS, EXERCISES, GUIDES, PLANS } from "./fitness-data";

const CSV = path.resolve(__dirname, "../../../shared/data/compendium-2011/activities.csv");

describe("the fitness seed data", () => {
  it("copies its codes, METs and wording from the 2011 Compendium", () => {
    // The reference data sits beside the project on the team's machines; a fresh clone skips this.
    if (!fs.existsSync(CSV)) return;
    const rows = new Map<string, { met: number; text: string }>();
    for (const line of fs.readFileSync(CSV, "latin1").split(/\r?\n/).slice(2)) {
      const p = line.split("|");
      if (p.length >= 8 && p[4]) rows.set(p[4], { met: Number(p[5]), text: p[6].replace(/&amp;/g, "&").replace(/ {2,}/g, " ").trim() });
    }
    for (const e of EXERCISES) {
      const row = rows.get(e.code);
      expect(row, `${e.name}: code ${e.code}`).toBeDefined();
      expect(e.met, `${e.name}: MET`).toBe(row!.met);
      expect(e.compendium, `${e.name}: wording`).toBe(row!.text);
    }
  });

  it("has about 150 activities with unique names, a guide for every kind, and 1078 for the brisk walk", () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EXERCISES.map((e) => e.name)).size).toBe(EXERCISES.length);
    for (const e of EXERCISES) expect(GUIDES[e.category], e.category).toBeDefined();
    const ids = exerciseIds(EXERCISES);
    expect(new Set(ids).size).toBe(ids.length);
    const brisk = EXERCISES.findIndex((e) => e.code === BRISK_WALK.code);
    expect(ids[brisk]).toBe(1078);
    expect(EXERCISES[brisk]).toMatchObject({ name: "Brisk walk", met: 4.3, type: "Cardio" });
  });

  it("names only exercises it has, in plans and in the demo patients' routines", () => {
    const names = new Set(EXERCISES.map((e) => e.name));
    expect(PLANS.length).toBeGreaterThanOrEqual(12);
    for (const p of PLANS) for (const list of Object.values(p.schedule)) for (const [name, minutes] of list) {
      expect(names.has(name), `${p.name}: ${name}`).toBe(true);
      expect(minutes).toBeGreaterThan(0);
    }
    const planNames = new Set(PLANS.map((p) => p.name));
    for (const d of DEMO_FITNESS) {
      for (const p of d.plans) expect(planNames.has(p), `${d.email}: ${p}`).toBe(true);
      for (const [name] of d.extra) expect(names.has(name), `${d.email}: ${name}`).toBe(true);
      for (const r of d.routine) expect(names.has(r.exercise), `${d.email}: ${r.exercise}`).toBe(true);
    }
  });
});
