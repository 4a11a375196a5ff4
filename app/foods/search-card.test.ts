import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { translateMessage } from "~/i18n/i18n.server";
import { type Viewer } from "~/domain/outcome";
import { loadFoodSearchCard } from "./search-card.server";
import { viewerOf } from "../../tests/support/domain";

let staff: Viewer;
let jane: Viewer;
let maria: Viewer;
let janesPending: number;

const card = (query: string, viewer: Viewer) => loadFoodSearchCard(viewer, new URL(`http://portal.test/nutrition?${query}`));

beforeAll(async () => {
  staff = await viewerOf("admin@example.com");
  jane = await viewerOf("patient@example.com");
  maria = await viewerOf("patient2@example.com");
  // The seed's "Protein shake, vanilla, …" is Jane's, awaiting approval.
  janesPending = (
    await db.selectFrom("foods").select("id").where("owner_id", "=", jane.id).where("status", "=", "pending").where("long_desc", "like", "Protein shake, vanilla%").executeTakeFirstOrThrow()
  ).id;
});

describe("loadFoodSearchCard", () => {
  it("is empty and quiet until something is searched", async () => {
    expect(await card("", jane)).toMatchObject({ term: "", error: null, searched: false, results: [], selected: null, missingFood: false });
    expect(await card("other=1", jane)).toMatchObject({ error: null, searched: false });
  });

  it("says 'Enter search term!' when an empty or too short term is submitted", async () => {
    expect(translateMessage("en", (await card("food_q=", jane)).error ?? "")).toBe("Enter search term!");
    expect(translateMessage("en", (await card("food_q=ab", jane)).error ?? "")).toBe("Enter search term!");
    expect((await card("food_q=%20%20", jane)).searched).toBe(false);
  });

  it("finds at most 20 foods, best first", async () => {
    const data = await card("food_q=chicken+breast+roasted", jane);
    expect(data.searched).toBe(true);
    expect(data.results[0].long_desc).toBe("Chicken, broilers or fryers, breast, meat only, cooked, roasted");
    const many = await card("food_q=cheese", jane);
    expect(many.count).toBeGreaterThan(20);
    expect(many.results).toHaveLength(20);
  });

  it("finds a patient's own pending food for them only; staff search the approved database", async () => {
    const term = "food_q=protein+shake+vanilla+almond";
    expect((await card(term, jane)).results.map((r) => [r.id, r.mine, r.status])).toContainEqual([janesPending, true, "pending"]);
    expect((await card(term, maria)).results.map((r) => r.id)).not.toContain(janesPending);
    expect((await card(term, staff)).results.map((r) => r.id)).not.toContain(janesPending);

    expect((await card(`food=${janesPending}`, jane)).selected?.id).toBe(janesPending);
    expect(await card(`food=${janesPending}`, maria)).toMatchObject({ selected: null, missingFood: true });
    expect(await card("food=99999999", jane)).toMatchObject({ selected: null, missingFood: true });
    expect(await card("food=abc", jane)).toMatchObject({ selected: null, missingFood: false });
  });

  it("gives the picked food's label values, measures (first by default) and the link for the role", async () => {
    const chicken = await card("food_q=chicken+breast+roasted", jane);
    const id = chicken.results[0].id;
    const picked = (await card(`food=${id}`, jane)).selected;
    expect(picked).toMatchObject({ base_weight: 100, href: `/nutrition/food-database/${id}/view`, qty: "1" });
    expect(picked?.values).toMatchObject({ calories: 165, protein: 31.02 });
    expect(picked?.measures[0]).toMatchObject({ label: "1 cup, chopped or diced (140 g)", grams: 140 });
    expect(picked?.measures.at(-1)).toEqual({ value: "base", label: "100 g", grams: 100 });
    expect(picked?.measure).toBe(picked?.measures[0].value);

    const chosen = (await card(`food=${id}&measure=base&qty=2.5`, staff)).selected;
    expect(chosen).toMatchObject({ measure: "base", qty: "2.5", href: `/nutrition/food-database/${id}/details` });
    // A measure of another food falls back to this food's first measure.
    expect((await card(`food=${id}&measure=1`, jane)).selected?.measure).toBe(picked?.measures[0].value);
  });
});
