import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, nowIso } from "~/db/db.server";
import { carouselAds } from "~/content/content.server";
import { featuredRecipes, recipeNutrition } from "~/recipes/recipes.server";
import { viewerOf } from "../../tests/support/domain";
import { testEngine } from "../../tests/support/seeded";
import { estimateBytes, SHARED_READ_TTL_MS, SHARED_READS_MAX_BYTES, sharedRead, sharedReadsKept } from "./shared-reads.server";
import { runInRequestScope } from "~/request-scope.server";
import type { Viewer } from "~/domain/outcome";

const inRequest = <T>(fn: () => Promise<T>) => runInRequestScope({ ip: "192.0.2.9", userAgent: "unit" }, fn);
const names = (list: { name?: string; title?: string }[]) => list.map((r) => r.name ?? r.title);

let patient: Viewer;
beforeAll(async () => {
  patient = await viewerOf("patient@example.com");
});

describe("what every patient sees the same, read once per process (decision 0152)", () => {
  it("is read once while serving requests, and again as soon as this process writes its tables", async () => {
    const first = await inRequest(() => featuredRecipes(patient, 3));
    expect(first.length).toBeGreaterThan(0);
    // Kept: the same answer, not read again.
    expect(await inRequest(() => featuredRecipes(patient, 3))).toBe(first);
    // A staff write through the portal's database (any table the cards are read from) forgets it.
    const top = first[0]!;
    await db.transaction().execute((trx) => trx.updateTable("recipes").set({ name: `${top.name} (renamed)`, updated: nowIso() }).where("id", "=", top.id).execute());
    const after = await inRequest(() => featuredRecipes(patient, 3));
    expect(after).not.toBe(first);
    expect(names(after)).toContain(`${top.name} (renamed)`);
    await db.updateTable("recipes").set({ name: top.name }).where("id", "=", top.id).execute();
    expect(names(await inRequest(() => featuredRecipes(patient, 3)))).toContain(top.name);
  });

  it("is not kept for other tables' writes, and never outside a request", async () => {
    const ads = await inRequest(() => carouselAds(patient));
    await db.updateTable("recipes").set({ updated: nowIso() }).where("id", "=", -1).execute();
    expect(await inRequest(() => carouselAds(patient))).toBe(ads);
    await db.deleteFrom("content_items").where("id", "=", -1).execute();
    expect(await inRequest(() => carouselAds(patient))).not.toBe(ads);
    // Unit tests and scripts read each time.
    expect(await carouselAds(patient)).not.toBe(await carouselAds(patient));
  });

  it("keeps a recipe's nutrition per recipe, for every viewer who may see it, until its ingredients change", async () => {
    const jane = await viewerOf("patient@example.com");
    const line = await db.selectFrom("recipe_ingredients as ri").innerJoin("recipes as r", "r.id", "ri.recipe_id").select(["ri.id", "ri.recipe_id", "ri.quantity"]).where("r.active", "=", 1).orderBy("ri.id").executeTakeFirstOrThrow();
    const before = await inRequest(() => recipeNutrition(jane, line.recipe_id));
    expect(await inRequest(() => recipeNutrition(jane, line.recipe_id))).toEqual(before);
    await db.updateTable("recipe_ingredients").set({ quantity: line.quantity * 2 }).where("id", "=", line.id).execute();
    const after = await inRequest(() => recipeNutrition(jane, line.recipe_id));
    expect(after).not.toEqual(before);
    await db.updateTable("recipe_ingredients").set({ quantity: line.quantity }).where("id", "=", line.id).execute();
    expect(await inRequest(() => recipeNutrition(jane, line.recipe_id))).toEqual(before);
  });
});

describe("kept until a write is visible to every reader (issue 37)", () => {
  it("forgets again when the transaction that wrote commits: a read meanwhile saw the past", async () => {
    const first = await inRequest(() => featuredRecipes(patient, 3));
    const top = first[0]!;
    const renamed = `${top.name} (in a transaction)`;
    const trx = await db.startTransaction().execute();
    try {
      await trx.updateTable("recipes").set({ name: renamed, updated: nowIso() }).where("id", "=", top.id).execute();
      // Another request reads while the write is not committed: on PostgreSQL another connection
      // of the pool answers with what was committed; on SQLite it waits for the one connection.
      const during = inRequest(() => featuredRecipes(patient, 3));
      if (testEngine() === "postgres") expect(names(await during)).not.toContain(renamed);
      await trx.commit().execute();
      await during;
    } catch (e) {
      await trx.rollback().execute();
      throw e;
    }
    // Committed: the next request sees it, not what was read meanwhile.
    expect(names(await inRequest(() => featuredRecipes(patient, 3)))).toContain(renamed);
    await db.updateTable("recipes").set({ name: top.name }).where("id", "=", top.id).execute();
  });

  it("forgets when a transaction that wrote rolls back, and keeps what it read after", async () => {
    const before = await inRequest(() => carouselAds(patient));
    const trx = await db.startTransaction().execute();
    await trx.deleteFrom("content_items").where("id", "=", -1).execute();
    await trx.rollback().execute();
    const after = await inRequest(() => carouselAds(patient));
    expect(after).not.toBe(before);
    expect(await inRequest(() => carouselAds(patient))).toBe(after);
  });
});

describe("bounded by size (decision 0190)", () => {
  afterEach(() => vi.useRealTimers());

  it("drops entries past their time as new ones come", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 5; i++) await inRequest(() => sharedRead(`test-expiry:${i}`, ["test_table"], async () => ({ i })));
    expect(sharedReadsKept().entries).toBeGreaterThanOrEqual(5);
    vi.setSystemTime(Date.now() + SHARED_READ_TTL_MS + 1);
    await inRequest(() => sharedRead("test-expiry:late", ["test_table"], async () => ({ late: true })));
    // Every entry before it had had its time: only the new one is left.
    expect(sharedReadsKept().entries).toBe(1);
  });

  it("keeps no more than its budget of bytes, the oldest going first, and never a value of an eighth of it", async () => {
    const value = (i: number) => Array.from({ length: 2000 }, (_, j) => ({ id: i * 10_000 + j, name: `Plate ${j}` }));
    const size = estimateBytes(value(0));
    const count = Math.ceil((2 * SHARED_READS_MAX_BYTES) / size);
    for (let i = 0; i < count; i++) await inRequest(() => sharedRead(`test-budget:${i}`, ["test_table"], async () => value(i)));
    expect(sharedReadsKept().bytes).toBeLessThanOrEqual(SHARED_READS_MAX_BYTES);
    // The newest is kept, the first has gone.
    const newest = await inRequest(() => sharedRead(`test-budget:${count - 1}`, ["test_table"], async () => value(-1)));
    expect(newest[0].id).toBe((count - 1) * 10_000);
    const oldest = await inRequest(() => sharedRead("test-budget:0", ["test_table"], async () => value(-1)));
    expect(oldest[0].id).toBe(-10_000);

    const huge = Array.from({ length: 40_000 }, (_, j) => ({ id: j, name: `Plate ${j}` }));
    expect(estimateBytes(huge)).toBeGreaterThan(SHARED_READS_MAX_BYTES / 8);
    await inRequest(() => sharedRead("test-huge", ["test_table"], async () => huge));
    const again = await inRequest(() => sharedRead("test-huge", ["test_table"], async () => [{ id: -1, name: "read again" }]));
    expect(again[0].id).toBe(-1);
  });
});
