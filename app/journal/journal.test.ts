import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { message } from "~/i18n/languages";
import { addDays, todayIn } from "~/domain/calendar";
import { entrySchema, goalSchema } from "./schemas";
import {
  changeFluid,
  copyEntries,
  createEntry,
  deleteEntry,
  getEntry,
  goalInForce,
  journalDay,
  pickerShortcuts,
  repeatEntry,
  saveGoal,
  summarizeDays,
  updateEntry,
} from "./journal.server";
import { viewerOf } from "../../tests/support/domain";
import type { Viewer } from "~/domain/outcome";

/** The journal's rules against a real, migrated and seeded database (tests/support/unit-setup.ts). */

let jane: Viewer;
let maria: Viewer;
let bananaId: number;
let gramsOfMedium: { id: number; grams: number };
let recipeId: number;

const entry = (body: Record<string, unknown>) => entrySchema.parse(body);
const ok = <T>(o: { ok: true; data: T } | { ok: false }) => {
  if (!o.ok) throw new Error(`expected ok, got ${JSON.stringify(o)}`);
  return o.data;
};

beforeAll(async () => {
  jane = await viewerOf("patient@example.com");
  maria = await viewerOf("patient2@example.com");
  const banana = await db.selectFrom("foods").select("id").where("ndb_no", "=", "09040").executeTakeFirstOrThrow();
  bananaId = banana.id;
  const medium = await db.selectFrom("ingredient_weights").select(["id", "grams"]).where("food_id", "=", bananaId).where("measure", "like", "medium%").executeTakeFirstOrThrow();
  gramsOfMedium = { id: medium.id, grams: medium.grams ?? 0 };
  recipeId = (await db.selectFrom("recipes").select("id").where("name", "=", "Baked Salmon with Dill").executeTakeFirstOrThrow()).id;
});

describe("entries", () => {
  it("stores the grams and the values worked out once, and keeps them when the food changes later", async () => {
    const { entry: e } = ok(await createEntry(jane, entry({ food: bananaId, measure: gramsOfMedium.id, quantity: 2, added_on: "2025-06-01", meal: "A" })));
    expect(e.grams).toBeCloseTo(2 * gramsOfMedium.grams, 6);
    expect(e.calories).toBeCloseTo((89 * 2 * gramsOfMedium.grams) / 100, 1);

    // Staff correct the food's energy: what was logged stays as it was logged.
    const energy = await db.selectFrom("nutrients").select("id").where("number", "=", "208").executeTakeFirstOrThrow();
    await db.updateTable("nutrient_values").set({ value: 1000 }).where("food_id", "=", bananaId).where("nutrient_id", "=", energy.id).execute();
    try {
      expect((await getEntry(jane, e.id))?.calories).toBe(e.calories);
      // A new quantity of the same food and measure scales what was logged.
      const doubled = ok(await updateEntry(jane, e.id, { quantity: 4 }));
      expect(doubled.calories).toBeCloseTo(e.calories * 2, 0);
      // A new measure is worked out from the food as it is now.
      const grams = ok(await updateEntry(jane, e.id, { measure: "g", quantity: 10 }));
      expect(grams.calories).toBeCloseTo(100, 6);
    } finally {
      await db.updateTable("nutrient_values").set({ value: 89 }).where("food_id", "=", bananaId).where("nutrient_id", "=", energy.id).execute();
    }
  });

  it("an entry whose food was deleted keeps what it was logged as, and can still be changed", async () => {
    const now = new Date().toISOString();
    const food = await db
      .insertInto("foods")
      .values({ name: "Test bar", long_desc: "Test bar, oat", source: "Test", base_weight: 40, servings_starch: 1, status: "approved", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { entry: e } = ok(await createEntry(jane, entry({ food: food.id, measure: "g", quantity: 80, added_on: "2025-06-02" })));
    expect(e.starch).toBe(2);
    await db.deleteFrom("foods").where("id", "=", food.id).execute();
    const kept = await getEntry(jane, e.id);
    expect(kept).toMatchObject({ food: null, food_long_desc: "Test bar, oat", starch: 2, amount: "80 g" });
    const halved = ok(await updateEntry(jane, e.id, { quantity: 40 }));
    expect(halved).toMatchObject({ starch: 1, grams: 40 });
  });

  it("another patient's entry is not found for every call", async () => {
    const { entry: e } = ok(await createEntry(jane, entry({ recipe: recipeId, quantity: 1, added_on: "2025-06-03" })));
    expect(await getEntry(maria, e.id)).toBeNull();
    expect(await updateEntry(maria, e.id, { quantity: 2 })).toEqual({ ok: false, reason: "not_found" });
    expect(await deleteEntry(maria, e.id)).toEqual({ ok: false, reason: "not_found" });
    expect(await repeatEntry(maria, e.id, { day: "2025-06-04" })).toEqual({ ok: false, reason: "not_found" });
    expect((await getEntry(jane, e.id))?.quantity).toBe(1);
  });

  it("never a day after the clinic's today", async () => {
    const tomorrow = addDays(todayIn(jane.time_zone), 1);
    expect(await createEntry(jane, entry({ recipe: recipeId, quantity: 1, added_on: tomorrow }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { added_on: [message("journal:msg.futureDay")] },
    });
    expect((await journalDay(jane, tomorrow)).ok).toBe(false);
    expect((await changeFluid(jane, tomorrow, "hydration", { delta: 1 })).ok).toBe(false);
  });
});

describe("hydration and electrolyte", () => {
  it("one running total a day: never below 0, never above 500", async () => {
    const day = "2025-06-05";
    expect(ok(await changeFluid(jane, day, "hydration", { delta: -1 })).value).toBe(0);
    expect(ok(await changeFluid(jane, day, "hydration", { delta: 1 })).value).toBe(1);
    expect(ok(await changeFluid(jane, day, "hydration", { set: 499.5 })).value).toBe(499.5);
    expect(ok(await changeFluid(jane, day, "hydration", { delta: 1 })).value).toBe(500);
    const rows = await db.selectFrom("journal_entries").select("id").where("user_id", "=", jane.id).where("day", "=", day).where("kind", "=", "hydration").execute();
    expect(rows).toHaveLength(1);
    const shown = ok(await journalDay(jane, day));
    expect(shown.fluids.hydration.value).toBe(500);
    expect(shown.summary.hydration).toBe(500);
    expect(shown.entries).toHaveLength(0);
  });
});

describe("a day and a range", () => {
  it("the day's summary and a week's summary agree; goals apply from their day until a newer one", async () => {
    const day = "2025-06-10";
    ok(await createEntry(jane, entry({ food: bananaId, measure: "g", quantity: 100, added_on: day, meal: "A" })));
    ok(await createEntry(jane, entry({ recipe: recipeId, quantity: 2, added_on: day, meal: "E" })));
    ok(await changeFluid(jane, day, "electrolyte", { set: 12 }));
    const shown = ok(await journalDay(jane, day));
    const { summaries } = await summarizeDays(jane, addDays(day, -3), addDays(day, 3));
    expect(summaries).toHaveLength(7);
    const same = summaries.find((s) => s.date === day)!;
    expect(same).toEqual(shown.summary);
    expect(same.entries).toBe(2);
    expect(same.electrolyte).toBe(12);
    expect(summaries[0]).toMatchObject({ calories: 0, entries: 0 });

    // Before the first goal there is none; the clinic's goals apply from their days.
    expect(shown.goal).toBeNull();
    expect(shown.progress.every((p) => p.percent === null)).toBe(true);
    const today = todayIn(jane.time_zone);
    const goals = await db.selectFrom("nutrition_goals").select(["id", "starts_on"]).where("user_id", "=", jane.id).orderBy("starts_on").execute();
    expect(goals.length).toBeGreaterThanOrEqual(2);
    expect((await goalInForce(jane, goals[1].starts_on))?.id).toBe(goals[1].id);
    expect((await goalInForce(jane, addDays(goals[1].starts_on, -1)))?.id).toBe(goals[0].id);
    const week = await summarizeDays(jane, addDays(goals[1].starts_on, -2), addDays(goals[1].starts_on, 1));
    expect(week.summaries.map((s) => s.goal)).toEqual([goals[0].id, goals[0].id, goals[1].id, goals[1].id]);
    expect(ok(await journalDay(jane, today)).isToday).toBe(true);
  });

  it("the calorie card's percentage is capped at 100", async () => {
    const today = todayIn(maria.time_zone);
    const goal = await goalInForce(maria, today);
    expect(goal).not.toBeNull();
    const day = ok(await journalDay(maria, today));
    const calories = day.progress.find((p) => p.key === "calories")!;
    expect(calories.goal).toBe(goal!.calories);
    expect(calories.percent).toBe(Math.min(100, Math.round((day.summary.calories / goal!.calories) * 100)));
    expect(day.summary.calories_burned).toBeNull();
  });
});

describe("goals", () => {
  const values = goalSchema.parse({ calories: 1234, protein_calories: 400, vegetable: 4, fruits: 2, fat: 2, misc: 1, starch: 2, dairy: 1, hydration: 64, electrolyte: 16 });

  it("changing a goal that began earlier starts one today; the earlier days keep theirs", async () => {
    const david = await viewerOf("david.patient@example.com");
    const today = todayIn(david.time_zone);
    const clinics = (await goalInForce(david, today))!;
    const changed = ok(await saveGoal(david, clinics.id, values));
    expect(changed.created).toBe(true);
    expect(changed.goal).toMatchObject({ date: today, calories: 1234, set_by_clinic: false });
    expect((await goalInForce(david, addDays(today, -1)))?.id).toBe(clinics.id);
    const again = ok(await saveGoal(david, changed.goal.id, { ...values, calories: 1300 }));
    expect(again).toMatchObject({ created: false, goal: { id: changed.goal.id, calories: 1300 } });
    expect(await saveGoal(maria, changed.goal.id, values)).toEqual({ ok: false, reason: "not_found" });
    expect(await saveGoal(david, null, { ...values, date: addDays(today, -1) })).toEqual({ ok: false, reason: "invalid", errors: { date: [message("journal:msg.goalToday")] } });
  });
});

describe("copying", () => {
  it("a meal or a whole day onto another day, in one go; the day's drinks stay its own", async () => {
    ok(await createEntry(jane, entry({ food: bananaId, measure: "g", quantity: 50, added_on: "2025-06-20", meal: "B" })));
    ok(await createEntry(jane, entry({ recipe: recipeId, quantity: 1, added_on: "2025-06-20", meal: "E" })));
    ok(await changeFluid(jane, "2025-06-20", "hydration", { set: 40 }));
    expect(ok(await copyEntries(jane, { from: "2025-06-20", to: "2025-06-21", meal: "all" })).count).toBe(2);
    const copied = ok(await journalDay(jane, "2025-06-21"));
    expect(copied.entries.map((e) => e.meal)).toEqual(["B", "E"]);
    expect(copied.fluids.hydration.value).toBe(0);
    expect(ok(await copyEntries(jane, { from: "2025-06-20", to: "2025-06-22", meal: "E" })).count).toBe(1);
    expect(await copyEntries(jane, { from: "2025-06-23", to: "2025-06-22", meal: "all" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { from_date: [message("journal:msg.nothingToCopy")] },
    });
  });

  it("Log again copies one entry into the meal asked for", async () => {
    const { entry: e } = ok(await createEntry(jane, entry({ food: bananaId, measure: "g", quantity: 33, added_on: "2025-06-24", meal: "B" })));
    const again = ok(await repeatEntry(jane, e.id, { day: "2025-06-25", meal: "D" }));
    expect(again).toMatchObject({ added_on: "2025-06-25", meal: "D", quantity: 33, calories: e.calories });
    const { recent } = await pickerShortcuts(jane);
    expect(recent[0]).toMatchObject({ entryId: again.id, kind: "food", itemId: bananaId, amount: "33 g", meal: "D" });
    expect(recent.filter((r) => r.itemId === bananaId && r.kind === "food")).toHaveLength(1);
  });
});
