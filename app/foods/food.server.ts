import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";
import { canSee } from "./access.server";
import { servingsOf } from "./servings";
import { toGroup } from "./lists.server";
import { listMeasures } from "./measures.server";
import type { FoodDetail, IngredientWeightRow, NutCell } from "./types";

/** One food with its groups, measures and nutrient table. The food domain's front door is foods.server.ts. */

const NUTRIENT_GROUPS: { name: string; below: number }[] = [
  { name: "Proximates", below: 5300 },
  { name: "Minerals", below: 6300 },
  { name: "Vitamins", below: 9700 },
  { name: "Lipids", below: 16300 },
  { name: "Amino acids", below: 18200 },
  { name: "Other", below: Infinity },
];

/** SR28's nutrient groups follow from its SR_Order ranges. */
export function nutrientGroupOf(sortOrder: number): string {
  return (NUTRIENT_GROUPS.find((g) => sortOrder < g.below) ?? NUTRIENT_GROUPS[NUTRIENT_GROUPS.length - 1]).name;
}
const groupRank = (name: string) => NUTRIENT_GROUPS.findIndex((g) => g.name === name);

/** "10:0" after "4:0", "Vitamin B-12" after "Vitamin B-6". */
export const byName = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const roundTo = (value: number, decimals: number) => {
  const f = 10 ** Math.max(0, Math.min(decimals, 6));
  return Math.round(value * f) / f;
};

const formatAmount = (n: number) => String(Number(n.toFixed(3)));

/** A food with its nutrition table (GET /api/food/{id}/, the details, view and edit pages). */
export async function getFood(viewer: Viewer, foodId: number): Promise<FoodDetail | null> {
  const food = await db
    .selectFrom("foods")
    .select([
      "id",
      "ndb_no",
      "name",
      "long_desc",
      "base_weight",
      "upc_code",
      "useful",
      "source",
      "link",
      "hier1_id",
      "hier2_id",
      "hier3_id",
      "protein_calorie_type",
      "protein_calories",
      "servings_type",
      "servings_fat",
      "servings_vegetable",
      "servings_fruit",
      "servings_dairy",
      "servings_starch",
      "servings_misc",
      "status",
      "decline_code",
      "owner_id",
      "created_at",
      "updated_at",
    ])
    .where("id", "=", foodId)
    .executeTakeFirst();
  if (!food || !canSee(viewer, food)) return null;

  const groupIds = [food.hier1_id, food.hier2_id, food.hier3_id].filter((v): v is number => v !== null);
  const [groups, values, measures] = await Promise.all([
    groupIds.length
      ? db.selectFrom("food_groups").select(["id", "name", "level", "parent_id"]).where("id", "in", groupIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom("nutrient_values as v")
      .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
      .select(["n.name", "n.units", "n.sort_order", "n.decimals", "v.value"])
      .where("v.food_id", "=", foodId)
      .execute(),
    db
      .selectFrom("ingredient_weights")
      .select(["quantity", "measure", "grams"])
      .where("food_id", "=", foodId)
      .where("grams", "is not", null)
      .orderBy("seq")
      .orderBy("id")
      .execute(),
  ]);
  const group = (id: number | null) => {
    const g = id === null ? undefined : groups.find((x) => x.id === id);
    return g ? toGroup(g) : null;
  };

  const header: NutCell[] = [
    "Group",
    "Nutrient",
    "Unit",
    `Per ${formatAmount(food.base_weight)} g`,
    ...measures.map((m) => `${formatAmount(m.quantity)} ${m.measure} (${formatAmount(m.grams ?? 0)} g)`),
  ];
  const rows = values
    .map((v) => ({ ...v, group: nutrientGroupOf(v.sort_order) }))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || byName.compare(a.name, b.name))
    .map((v): NutCell[] => [
      v.group,
      v.name,
      v.units,
      roundTo(v.value, v.decimals),
      ...measures.map((m) => (food.base_weight > 0 ? roundTo((v.value * (m.grams ?? 0)) / food.base_weight, v.decimals) : null)),
    ]);

  return {
    id: food.id,
    ndb_no: food.ndb_no,
    name: food.name,
    long_desc: food.long_desc,
    base_weight: food.base_weight,
    upc_code: food.upc_code,
    useful: food.useful === 1,
    source: food.source,
    link: food.link,
    hier1: food.hier1_id,
    hier2: food.hier2_id,
    hier3: food.hier3_id,
    hier1_data: group(food.hier1_id),
    hier2_data: group(food.hier2_id),
    hier3_data: group(food.hier3_id),
    ...servingsOf(food),
    status: food.status,
    decline_code: food.decline_code,
    owner_id: food.owner_id,
    created_at: food.created_at,
    updated_at: food.updated_at,
    nut_data: [header, ...rows],
  };
}

/** One food with its common measures, as the details pages show it; null when the viewer may not see it. */
export async function foodDetails(viewer: Viewer, foodId: number): Promise<{ food: FoodDetail; measures: IngredientWeightRow[] } | null> {
  const food = await getFood(viewer, foodId);
  if (!food) return null;
  return { food, measures: (await listMeasures(viewer, foodId)) ?? [] };
}
