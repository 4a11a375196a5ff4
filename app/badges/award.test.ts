import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { setGoalWeight, setOwnHeight } from "~/progress/profile.server";
import { addWeight, deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { progressOverview, weightHistory } from "~/progress/weights.server";
import type { Viewer } from "~/domain/outcome";
import { PROGRESS_MSG, weightEntrySchema } from "~/progress/schemas";
import { submitRecipe } from "~/recipes/submissions.server";
import { awardBadges, badgeCards, badgeEarnings, latestBadge, reevaluateAllBadges } from "./award.server";

/** A member of their own for each test, so tests never share a badge. */
let seq = 0;
async function newMember(): Promise<Viewer> {
  seq += 1;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      email: `badges-${seq}-${Date.now()}@example.com`,
      password_hash: "x",
      user_type: "P",
      first_name: "Test",
      last_name: "Member",
      city: "Tampa",
      state: "FL",
      clinic_id: 1,
      created_at: now,
      password_changed_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, user_type: "P", time_zone: "America/New_York" };
}

// Confirmed: these steps are bigger than a real fortnight (5 % off the trend asks to confirm).
const weigh = (w: Viewer, weight: number, date: string) => addWeight(w, weightEntrySchema.parse({ weight, date, confirm: true }));

let admin: Viewer;
beforeAll(async () => {
  const a = await db.selectFrom("users").select(["id"]).where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  admin = { id: a.id, user_type: "A", staff_role: "admin", time_zone: "America/New_York" };
});

describe("awarding badges when a weigh-in is written", () => {
  it("the weigh-in that reaches 5 lb below the first earns the badge in its own write", async () => {
    const m = await newMember();
    const first = await weigh(m, 200, "2026-01-01");
    expect(first.ok && first.data.awarded).toEqual([]);
    const second = await weigh(m, 195, "2026-01-15");
    expect(second.ok && second.data.awarded).toEqual([{ badgeId: 1, start: "2026-01-15", end: "2026-01-15", earned: "2026-01-15" }]);
    const cards = await badgeCards(m);
    expect(cards.find((c) => c.id === 1)).toMatchObject({ badge_count: 1, last_earned: "2026-01-15" });
    expect(await latestBadge(m)).toMatchObject({ id: 1, name: "First 5 Pounds", date: "2026-01-15" });
  });

  it("re-evaluating changes nothing; deleting the entry that earned it takes the badge away", async () => {
    const m = await newMember();
    await weigh(m, 200, "2026-02-01");
    const earned = await weigh(m, 189, "2026-02-20");
    expect(earned.ok && earned.data.awarded.map((a) => a.badgeId)).toEqual([1, 2, 4]);
    expect(await db.transaction().execute((trx) => awardBadges(trx, m.id))).toEqual([]);
    expect((await badgeEarnings(m, 2, { limit: 10, offset: 0 }))!.results).toEqual([expect.objectContaining({ badge: 2, date_range: ["2026-02-20"] })]);
    const id = earned.ok ? earned.data.row.id : 0;
    expect((await deleteWeight(m, id)).ok).toBe(true);
    expect((await badgeCards(m)).every((c) => c.badge_count === 0)).toBe(true);
    expect(await latestBadge(m)).toBeNull();
  });

  it("editing an entry moves the achievement day", async () => {
    const m = await newMember();
    await weigh(m, 180, "2026-03-01");
    const w = await weigh(m, 174, "2026-03-10");
    const id = w.ok ? w.data.row.id : 0;
    expect((await updateWeight(m, id, weightEntrySchema.parse({ weight: 174, date: "2026-03-08" }))).ok).toBe(true);
    expect((await badgeEarnings(m, 1, { limit: 10, offset: 0 }))!.results[0].date_range).toEqual(["2026-03-08"]);
  });

  it("a first recipe submission earns Recipe Sharer in its transaction", async () => {
    const m = await newMember();
    const data = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: seq * 7, g: 90, b: 30 } } }).png().toBuffer();
    const submitted = await submitRecipe(
      m,
      { name: `Badge soup ${seq}`, ingredients: "water", directions: "boil", notes: "" } as never,
      { name: `badge-${seq}-${Date.now()}.png`, size: data.length, data },
    );
    expect(submitted.ok).toBe(true);
    expect((await badgeCards(m)).find((c) => c.id === 12)?.badge_count).toBe(1);
  });

  it("the seed's re-evaluation covers every member and is idempotent", async () => {
    // Once to take in what other files wrote past the write paths (as a clinic's import would).
    await reevaluateAllBadges(db);
    const before = await db.selectFrom("member_badges").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const members = await reevaluateAllBadges(db);
    const after = await db.selectFrom("member_badges").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(members).toBeGreaterThanOrEqual(5);
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe("weights", () => {
  it("no future dates; staff keep no weights; another member's or a clinic entry is not found", async () => {
    const m = await newMember();
    const future = await weigh(m, 180, "2999-01-01");
    expect(future).toEqual({ ok: false, reason: "invalid", errors: { date: [PROGRESS_MSG.futureDate] } });
    expect((await weigh(admin, 180, "2026-01-01")).ok).toBe(false);
    const other = await newMember();
    const w = await weigh(other, 180, "2026-01-01");
    const id = w.ok ? w.data.row.id : 0;
    expect(await deleteWeight(m, id)).toEqual({ ok: false, reason: "not_found" });
    const clinic = await db.selectFrom("weights").select("id").where("member_created", "=", 0).limit(1).executeTakeFirstOrThrow();
    expect(await deleteWeight(m, clinic.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("stores kilograms, shows pounds; deltas are against the whole series", async () => {
    const m = await newMember();
    await weigh(m, 210.4, "2026-01-01");
    await weigh(m, 205.1, "2026-01-08");
    const stored = await db.selectFrom("weights").select("weight_kg").where("user_id", "=", m.id).orderBy("id").execute();
    expect(stored[0].weight_kg).toBeCloseTo(210.4 * 0.45359237, 9);
    const page = await weightHistory(m, { limit: 20, offset: 0 });
    expect(page.results.map((r) => [r.start_date, r.weight, r.w_delta, r.w_delta_total])).toEqual([
      ["2026-01-08", 205.1, -5.3, -5.3],
      ["2026-01-01", 210.4, null, 0],
    ]);
  });

  it("height is asked once; BMI and the goal come into the overview", async () => {
    const m = await newMember();
    await weigh(m, 200, "2026-01-01");
    expect((await setOwnHeight(m, 70)).ok).toBe(true);
    expect(await setOwnHeight(m, 72)).toEqual({
      ok: false,
      reason: "invalid",
      errors: { height: [PROGRESS_MSG.heightOnRecord] },
    });
    await setGoalWeight(m, 170);
    const o = await progressOverview(m);
    expect(o).toMatchObject({ bmi: 28.7, bmi_category: "Overweight", height_label: "5 ft 10 in", goal_weight: 170, to_goal: 30 });
  });
});

describe("badges from the food journal", () => {
  /** A food entry on `day`, written at noon of `writtenOn` (as if logged then). */
  async function journalRow(m: Viewer, day: string, writtenOn: string, kind: "food" | "hydration" = "food", floz?: number) {
    const at = `${writtenOn}T16:00:00.000Z`;
    await db
      .insertInto("journal_entries")
      .values({ user_id: m.id, day, kind, quantity: floz ?? 1, fluid_floz: floz ?? null, item_name: kind, created_at: at, updated_at: at })
      .execute();
  }
  const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

  it("seven days journaled on the day earn Journal Week in the journal's own write; back-filling later does not", async () => {
    const m = await newMember();
    for (const d of days("2026-05-01", 6)) await journalRow(m, d, d);
    expect((await badgeCards(m)).find((c) => c.id === 6)?.badge_count ?? 0).toBe(0);
    // The seventh day goes through the journal's write path, which awards in its transaction.
    const { createEntry } = await import("~/journal/journal.server");
    const food = await db.selectFrom("foods").select("id").where("status", "=", "approved").limit(1).executeTakeFirstOrThrow();
    const measure = await db.selectFrom("ingredient_weights").select("id").where("food_id", "=", food.id).limit(1).executeTakeFirst();
    const entry = await createEntry(m, {
      entry: "food",
      food: food.id,
      recipe: null,
      added_on: "2026-05-07",
      time: null,
      meal: "A",
      quantity: 1,
      measure: measure?.id ?? null,
      hunger_before: null,
      hunger_after: null,
    } as never);
    expect(entry.ok).toBe(true);
    // Written today, for 7 May: counted only if today is 7 or 8 May, so rewrite its time to the day.
    await db.updateTable("journal_entries").set({ created_at: "2026-05-07T16:00:00.000Z" }).where("user_id", "=", m.id).where("day", "=", "2026-05-07").execute();
    await db.transaction().execute((trx) => awardBadges(trx, m.id));
    expect((await badgeEarnings(m, 6, { limit: 10, offset: 0 }))!.results[0].date_range).toEqual(["2026-05-01", "2026-05-07"]);

    const late = await newMember();
    for (const d of days("2026-05-01", 7)) await journalRow(late, d, "2026-06-15");
    await db.transaction().execute((trx) => awardBadges(trx, late.id));
    expect((await badgeCards(late)).find((c) => c.id === 6)?.badge_count).toBe(0);
  });

  it("a month-long journal streak that goes on shows the day it reached 30 days as the day earned, not its latest day", async () => {
    const m = await newMember();
    for (const d of days("2026-10-02", 40)) await journalRow(m, d, d);
    await db.transaction().execute((trx) => awardBadges(trx, m.id));
    expect((await badgeCards(m)).find((c) => c.id === 7)).toMatchObject({ badge_count: 1, last_earned: "2026-10-31" });
    expect((await badgeEarnings(m, 7, { limit: 10, offset: 0 }))!.results).toEqual([
      expect.objectContaining({ date_range: ["2026-10-02", "2026-11-10"], earned: "2026-10-31" }),
    ]);
    // The latest badge is the one earned last: Journal Month (Oct 31), not Journal Week (Oct 8).
    expect(await latestBadge(m)).toMatchObject({ id: 7, date: "2026-10-31" });
  });

  it("seven days meeting the hydration goal in force earn Hydration Hero; a day under the goal breaks it", async () => {
    const m = await newMember();
    const now = new Date().toISOString();
    await db.insertInto("nutrition_goals").values({ user_id: m.id, starts_on: "2026-04-01", hydration_floz: 64, created_at: now, updated_at: now }).execute();
    for (const d of days("2026-04-10", 7)) await journalRow(m, d, d, "hydration", 64);
    const short = await newMember();
    await db.insertInto("nutrition_goals").values({ user_id: short.id, starts_on: "2026-04-01", hydration_floz: 64, created_at: now, updated_at: now }).execute();
    for (const [i, d] of days("2026-04-10", 7).entries()) await journalRow(short, d, d, "hydration", i === 3 ? 40 : 64);
    await db.transaction().execute(async (trx) => {
      await awardBadges(trx, m.id);
      await awardBadges(trx, short.id);
    });
    expect((await badgeCards(m)).find((c) => c.id === 8)?.badge_count).toBe(1);
    expect((await badgeCards(short)).find((c) => c.id === 8)?.badge_count).toBe(0);
  });

  it("a write re-evaluates only the badges that read what it changed; the full re-evaluation all of them", async () => {
    const m = await newMember();
    const now = new Date().toISOString();
    await db.insertInto("nutrition_goals").values({ user_id: m.id, starts_on: "2026-04-01", hydration_floz: 64, created_at: now, updated_at: now }).execute();
    for (const d of days("2026-04-10", 7)) await journalRow(m, d, d, "hydration", 64);
    for (const d of days("2026-04-10", 7)) await journalRow(m, d, d);
    // An earning left behind by data no longer there (as if written before a fix).
    await db.insertInto("member_badges").values({ user_id: m.id, badge_id: 9, start_day: "2026-01-01", end_day: "2026-01-01", earned_day: "2026-01-01", created_at: now }).execute();
    const held = async () => (await badgeCards(m)).filter((c) => c.badge_count > 0).map((c) => c.id);

    // Food entries: the journal streak only.
    expect(await db.transaction().execute((trx) => awardBadges(trx, m.id, ["journal"]))).toEqual([{ badgeId: 6, start: "2026-04-10", end: "2026-04-16", earned: "2026-04-16" }]);
    expect(await held()).toEqual([6, 9]);
    // Hydration against its goal: Hydration Hero only.
    expect(await db.transaction().execute((trx) => awardBadges(trx, m.id, ["hydration"]))).toEqual([{ badgeId: 8, start: "2026-04-10", end: "2026-04-16", earned: "2026-04-16" }]);
    expect(await held()).toEqual([6, 8, 9]);
    // Nothing named: nothing read, nothing touched.
    expect(await db.transaction().execute((trx) => awardBadges(trx, m.id, []))).toEqual([]);
    expect(await held()).toEqual([6, 8, 9]);
    // Everything: what the data earns, the stale earning gone.
    expect(await db.transaction().execute((trx) => awardBadges(trx, m.id))).toEqual([]);
    expect(await held()).toEqual([6, 8]);
  });
});

describe("badges from the fitness logs", () => {
  it("the tenth workout logged earns 10 Workouts in the log's own write, dated that day; deleting it takes the badge away", async () => {
    const { createLog, deleteActivity } = await import("~/fitness/activity.server");
    const { logSchema } = await import("~/fitness/schemas");
    const m = await newMember();
    await weigh(m, 220, "2026-03-01");
    const log = (day: string) => createLog(m, logSchema.parse({ exercise: 1078, datedone: day, duration: 30 }));
    for (let d = 1; d <= 9; d += 1) expect((await log(`2026-03-${String(d).padStart(2, "0")}`)).ok).toBe(true);
    expect((await badgeCards(m)).find((c) => c.id === 10)?.badge_count).toBe(0);
    const tenth = await log("2026-03-12");
    expect(tenth.ok).toBe(true);
    expect((await badgeCards(m)).find((c) => c.id === 10)).toMatchObject({ badge_count: 1, last_earned: "2026-03-12" });
    await deleteActivity(m, tenth.ok ? tenth.data.id : 0);
    expect((await badgeCards(m)).find((c) => c.id === 10)?.badge_count).toBe(0);
  });
});

describe("the food journal's calories burned", () => {
  it("is null on a day without activity and the day's net burn where the member logged some", async () => {
    const { createLog } = await import("~/fitness/activity.server");
    const { logSchema } = await import("~/fitness/schemas");
    const { journalDay } = await import("~/journal/journal.server");
    const m = await newMember();
    await weigh(m, 220, "2026-03-01");
    const before = await journalDay(m, "2026-03-05");
    expect(before.ok && before.data.summary.calories_burned).toBeNull();
    const logged = await createLog(m, logSchema.parse({ exercise: 1078, datedone: "2026-03-05", duration: 60 }));
    expect(logged.ok).toBe(true);
    const after = await journalDay(m, "2026-03-05");
    expect(after.ok && after.data.summary.calories_burned).toBe(logged.ok ? Math.round(logged.data.calories ?? -1) : -1);
    expect(after.ok && after.data.summary.calories_burned).toBeGreaterThan(0);
  });
});
