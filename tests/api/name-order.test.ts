import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./client";
import { createCategory, createGroup, createRecipe, createSource, getPage, signInAll, uniqueWord, type Tokens } from "./recipes-support";

/**
 * Every list sorted by name reads as a person reads it, on either engine (issue 36, item 10;
 * decision 0171): the case of A–Z does not count, so "Walk to Jog" comes before "Walk Your Way
 * Up" and "apple" before "Banana". The PostgreSQL run (`npm run test:pg`) runs this file as is.
 */

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const names = (page: { results: { name: string }[] }) => page.results.map((r) => r.name);

describe("name sorts ignore the case of A–Z", () => {
  it("GET /api/workout_plans?order=name (and -name, and ordering=)", async () => {
    const asc = names(await getPage<{ name: string }>("/api/workout_plans?order=name&limit=100", t.jane));
    expect(asc.indexOf("Walk to Jog")).toBeGreaterThan(-1);
    expect(asc.indexOf("Walk to Jog")).toBeLessThan(asc.indexOf("Walk Your Way Up"));
    expect(names(await getPage<{ name: string }>("/api/workout_plans?order=-name&limit=100", t.jane))).toEqual([...asc].reverse());
    expect(names(await getPage<{ name: string }>("/api/workout_plans?ordering=name&limit=100", t.jane))).toEqual(asc);
  });

  it("GET /api/recipes?ordering=name and -name", async () => {
    const word = uniqueWord();
    for (const name of [`banana ${word}`, `Apple ${word}`, `cherry ${word}`, `Date ${word}`]) await createRecipe(t.staff, { name });
    expect(names(await getPage<{ name: string }>(`/api/recipes?search=${word}&ordering=name`, t.staff))).toEqual([`Apple ${word}`, `banana ${word}`, `cherry ${word}`, `Date ${word}`]);
    expect(names(await getPage<{ name: string }>(`/api/recipes?search=${word}&ordering=-name`, t.staff))).toEqual([`Date ${word}`, `cherry ${word}`, `banana ${word}`, `Apple ${word}`]);
  });

  it("GET /api/sources and GET /api/categories (the wizard's pickers)", async () => {
    const word = uniqueWord();
    for (const name of [`beta ${word}`, `Alpha ${word}`, `Gamma ${word}`]) await createSource(t.staff, name);
    expect(names(await getPage<{ name: string }>(`/api/sources?search=${word}`, t.staff))).toEqual([`Alpha ${word}`, `beta ${word}`, `Gamma ${word}`]);

    const group = await createGroup(t.staff);
    for (const name of [`pasta ${word}`, `Fish ${word}`, `Soups ${word}`]) await createCategory(t.staff, group.id, name);
    const cats = (await call(`/api/categories?group=${group.id}`, { token: t.staff })).data as unknown as { results?: { name: string }[] } | { name: string }[];
    const list = Array.isArray(cats) ? cats : (cats.results ?? []);
    expect(list.map((c) => c.name)).toEqual([`Fish ${word}`, `pasta ${word}`, `Soups ${word}`]);
  });

  it("GET /api/exercises, by name", async () => {
    const word = uniqueWord();
    const body = (name: string) => ({
      name,
      compendium_code: "02024",
      compendium_description: "calisthenics (e.g., situps, abdominal crunches), light effort",
      met: 2.8,
      type: "Strength",
      type_of_activity: "Resistance",
      featured: false,
      flame: 1,
      description: "A test exercise.",
      instructions: "<p>Move.</p>",
    });
    for (const name of [`wall push ${word}`, `Arm circles ${word}`, `Wall sit ${word}`]) {
      const res = await call("/api/exercises", { token: t.staff, json: body(name) });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
    }
    expect(names(await getPage<{ name: string }>(`/api/exercises?search=${word}`, t.jane))).toEqual([`Arm circles ${word}`, `wall push ${word}`, `Wall sit ${word}`]);
  });
});
