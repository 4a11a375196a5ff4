import { sql, type Kysely } from "kysely";
import { bulkInsert } from "../../app/db/bulk";
import { engineOf } from "../../app/db/connection";
import type { Database } from "../../app/db/schema";
import { ALCOHOL_NUTRIENT, CORE_NUTRIENTS, PERSONAL_SOURCE, USDA_SOURCE, type DeclineCode, type FoodStatus } from "../../app/foods/codes";
import { groupKey, usdaFoodName, usdaGroupPath } from "../../app/foods/hierarchy";
import { deriveServings } from "../../app/foods/servings";
import { RESOURCES } from "./resources-data";
import { readUsdaCopy, type UsdaCopy } from "./usda-copy";

/**
 * The food database (all of USDA SR28), the resource articles and a few demo patients' personal
 * foods. Each part skips itself when it has already run.
 */
export async function seedFoods(db: Kysely<Database>): Promise<void> {
  const usda = await db.selectFrom("foods").select("id").where("ndb_no", "is not", null).limit(1).executeTakeFirst();
  if (usda) console.log("foods: USDA SR28 already seeded");
  else await loadUsda(db, readUsdaCopy());

  const resource = await db.selectFrom("resources").select("id").limit(1).executeTakeFirst();
  if (resource) console.log("resources: already seeded");
  else await seedResources(db);

  const personal = await db.selectFrom("foods").select("id").where("owner_id", "is not", null).limit(1).executeTakeFirst();
  if (personal) console.log("personal foods: already seeded");
  else await seedPersonalFoods(db);
}

/** Bulk inserts, table by table (app/db/bulk.ts: prepared statements on SQLite, multi-row on PostgreSQL). */
async function loadUsda(db: Kysely<Database>, copy: UsdaCopy): Promise<void> {
  const now = new Date().toISOString();
  const value = (number: string, foodIndex: number) => {
    const v = copy.values.get(number)?.[foodIndex];
    return v === undefined || Number.isNaN(v) ? 0 : v;
  };

  // Ids are handed out here, in SR28 order, so that a parent always exists before its children
  // and the same copy always gives the same ids.
  const groupRows: [number, number, number | null, string, string | null][] = [];
  const level1 = new Map<string, number>();
  const children = new Map<string, number>();
  for (const g of copy.groups) {
    groupRows.push([groupRows.length + 1, 1, null, g.name, g.code]);
    level1.set(g.code, groupRows.length);
  }
  const childId = (parentId: number, level: 2 | 3, name: string) => {
    const key = `${parentId}\u0000${groupKey(name)}`;
    let id = children.get(key);
    if (id === undefined) {
      groupRows.push([groupRows.length + 1, level, parentId, name, null]);
      id = groupRows.length;
      children.set(key, id);
    }
    return id;
  };

  const foodRows = copy.foods.map((f, i) => {
    const hier1 = level1.get(f.groupCode);
    if (hier1 === undefined) throw new Error(`food ${f.ndbNo}: unknown group ${f.groupCode}`);
    const path = usdaGroupPath(f.longDesc);
    const hier2 = childId(hier1, 2, path.level2);
    const hier3 = childId(hier2, 3, path.level3);
    const s = deriveServings({
      groupCode: f.groupCode,
      longDesc: f.longDesc,
      energyKcal: value(CORE_NUTRIENTS.energy, i),
      proteinG: value(CORE_NUTRIENTS.protein, i),
      fatG: value(CORE_NUTRIENTS.fat, i),
      carbohydrateG: value(CORE_NUTRIENTS.carbohydrate, i),
      alcoholG: value(ALCOHOL_NUTRIENT, i),
    });
    return [
      i + 1,
      f.ndbNo,
      usdaFoodName(f.longDesc),
      f.longDesc,
      100,
      f.survey ? 1 : 0,
      USDA_SOURCE,
      hier1,
      hier2,
      hier3,
      s.protein_calorie_type,
      s.protein_calories,
      s.servings_type,
      s.servings_fat,
      s.servings_vegetable,
      s.servings_fruit,
      s.servings_dairy,
      s.servings_starch,
      s.servings_misc,
      "approved",
      now,
      now,
      f.commonName,
    ];
  });
  const foodId = new Map(copy.foods.map((f, i) => [f.ndbNo, i + 1]));

  const columns = copy.nutrients.map((n, j) => [j + 1, copy.values.get(n.number)] as const);
  const valueRows: [number, number, number][] = [];
  for (let i = 0; i < copy.foods.length; i++) {
    for (const [nutrientId, column] of columns) {
      const v = column?.[i];
      if (v !== undefined && !Number.isNaN(v)) valueRows.push([i + 1, nutrientId, v]);
    }
  }
  const values = valueRows.length;
  await bulkInsert(db, "food_groups", ["id", "level", "parent_id", "name", "code"], groupRows);
  await bulkInsert(
    db,
    "nutrients",
    ["id", "number", "name", "units", "tagname", "sort_order", "decimals"],
    copy.nutrients.map((n, i) => [i + 1, n.number, n.name, n.units, n.tagname, n.srOrder, n.decimals]),
  );
  await bulkInsert(db, "foods", FOOD_COLUMNS, foodRows);
  await bulkInsert(db, "nutrient_values", ["food_id", "nutrient_id", "value"], valueRows);
  await bulkInsert(
    db,
    "ingredient_weights",
    ["food_id", "seq", "quantity", "measure", "grams", "usda"],
    copy.weights.map((w) => [foodId.get(w.ndbNo), w.seq, w.amount, w.measure, w.grams, 1]),
  );
  // SQLite: merges the index segments the per-row triggers wrote (fewer segments, faster
  // searches). PostgreSQL: the full-text GIN index keeps bulk-loaded rows in a pending list read
  // row by row until a vacuum merges it (searches 20 times slower); VACUUM also gathers statistics.
  // It cannot run inside a transaction: a seed run in one (none is today) would only analyze.
  if (engineOf(db) === "sqlite") await sql`insert into foods_fts (foods_fts) values ('optimize')`.execute(db);
  else if (db.isTransaction) await sql`analyze foods, nutrient_values, ingredient_weights, food_groups`.execute(db);
  else await sql`vacuum analyze foods, nutrient_values, ingredient_weights, food_groups`.execute(db);
  console.log(
    `foods: ${foodRows.length} USDA SR28 foods, ${groupRows.length} food groups, ${copy.nutrients.length} nutrients, ${values} nutrient values, ${copy.weights.length} measures`,
  );
}

// prettier-ignore
const FOOD_COLUMNS = [
  "id", "ndb_no", "name", "long_desc", "base_weight", "useful", "source",
  "hier1_id", "hier2_id", "hier3_id", "protein_calorie_type", "protein_calories", "servings_type",
  "servings_fat", "servings_vegetable", "servings_fruit", "servings_dairy", "servings_starch", "servings_misc",
  "status", "created_at", "updated_at", "common_name",
];

async function seedResources(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("resources")
    .values(
      RESOURCES.map((r) => ({
        title: r.title,
        author: r.author,
        created: r.created,
        description_html: r.description_html,
        body_html: r.body_html,
      })),
    )
    .execute();
  console.log(`resources: ${RESOURCES.length} articles`);
}

interface PersonalFoodSeed {
  owner: string;
  long_desc: string;
  status: FoodStatus;
  decline_code?: DeclineCode;
  /** Per base weight: energy kcal, protein, fat, carbohydrate, fiber, sugars g, sodium mg. */
  base_weight: number;
  macros: { energy: number; protein: number; fat: number; carbohydrate: number; fiber: number; sugars: number; sodium: number };
  measure: { quantity: number; measure: string; grams: number };
  /** Decides the servings the way a USDA food of that SR28 group would get them. */
  groupCode: string;
}

/**
 * A few submissions so the approval list and My Food have something to show. The second demo
 * patient (patient2) has none, so the empty state can be seen too.
 */
const PERSONAL_FOODS: PersonalFoodSeed[] = [
  {
    owner: "patient@example.com",
    long_desc: "Protein shake, vanilla, made with unsweetened almond milk",
    status: "pending",
    base_weight: 350,
    macros: { energy: 160, protein: 26, fat: 4.5, carbohydrate: 6, fiber: 1, sugars: 1, sodium: 420 },
    measure: { quantity: 1, measure: "shake (12 fl oz)", grams: 350 },
    groupCode: "1400",
  },
  {
    owner: "patient@example.com",
    long_desc: "Egg white omelette, with spinach and mushrooms",
    status: "approved",
    base_weight: 180,
    macros: { energy: 95, protein: 16, fat: 1.2, carbohydrate: 4.5, fiber: 1.5, sugars: 2, sodium: 310 },
    measure: { quantity: 1, measure: "omelette", grams: 180 },
    groupCode: "0100",
  },
  {
    owner: "patient@example.com",
    long_desc: "Granola, homemade, maple almond",
    status: "declined",
    decline_code: "E",
    base_weight: 100,
    macros: { energy: 471, protein: 11, fat: 22, carbohydrate: 60, fiber: 7, sugars: 21, sodium: 25 },
    measure: { quantity: 0.5, measure: "cup", grams: 61 },
    groupCode: "0800",
  },
  {
    owner: "robert.patient@example.com",
    long_desc: "Turkey chili, homemade, with kidney beans",
    status: "pending",
    base_weight: 250,
    macros: { energy: 260, protein: 24, fat: 8, carbohydrate: 24, fiber: 8, sugars: 6, sodium: 640 },
    measure: { quantity: 1, measure: "bowl", grams: 250 },
    groupCode: "2200",
  },
];

async function seedPersonalFoods(db: Kysely<Database>): Promise<void> {
  const nutrients = await db.selectFrom("nutrients").select(["id", "number"]).execute();
  const nutrientId = new Map(nutrients.map((n) => [n.number, n.id]));
  const owners = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      PERSONAL_FOODS.map((p) => p.owner),
    )
    .execute();
  const ownerId = new Map(owners.map((o) => [o.email, o.id]));
  const now = new Date().toISOString();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const p of PERSONAL_FOODS) {
      const owner = ownerId.get(p.owner);
      if (owner === undefined) continue;
      // The rule works per 100 g; the food's values are per its base weight.
      const per100 = 100 / p.base_weight;
      const derived = deriveServings({
        groupCode: p.groupCode,
        longDesc: p.long_desc,
        energyKcal: p.macros.energy * per100,
        proteinG: p.macros.protein * per100,
        fatG: p.macros.fat * per100,
        carbohydrateG: p.macros.carbohydrate * per100,
      });
      const scale = (n: number) => Math.round((n * p.base_weight) / 100 * 1000) / 1000;
      const { id } = await trx
        .insertInto("foods")
        .values({
          name: usdaFoodName(p.long_desc),
          long_desc: p.long_desc,
          base_weight: p.base_weight,
          upc_code: null,
          source: PERSONAL_SOURCE,
          link: null,
          hier1_id: null,
          hier2_id: null,
          hier3_id: null,
          protein_calorie_type: derived.protein_calorie_type,
          protein_calories: scale(derived.protein_calories),
          servings_type: derived.servings_type,
          servings_fat: scale(derived.servings_fat),
          servings_vegetable: scale(derived.servings_vegetable),
          servings_fruit: scale(derived.servings_fruit),
          servings_dairy: scale(derived.servings_dairy),
          servings_starch: scale(derived.servings_starch),
          servings_misc: scale(derived.servings_misc),
          owner_id: owner,
          ndb_no: null,
          status: p.status,
          decline_code: p.decline_code ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const byNumber: Record<string, number> = {
        [CORE_NUTRIENTS.energy]: p.macros.energy,
        [CORE_NUTRIENTS.protein]: p.macros.protein,
        [CORE_NUTRIENTS.fat]: p.macros.fat,
        [CORE_NUTRIENTS.carbohydrate]: p.macros.carbohydrate,
        [CORE_NUTRIENTS.fiber]: p.macros.fiber,
        [CORE_NUTRIENTS.sugars]: p.macros.sugars,
        [CORE_NUTRIENTS.sodium]: p.macros.sodium,
      };
      await trx
        .insertInto("nutrient_values")
        .values(
          Object.values(CORE_NUTRIENTS).flatMap((number) => {
            const nid = nutrientId.get(number);
            return nid === undefined ? [] : [{ food_id: id, nutrient_id: nid, value: byNumber[number] ?? 0 }];
          }),
        )
        .execute();
      await trx
        .insertInto("ingredient_weights")
        .values({ food_id: id, seq: 1, quantity: p.measure.quantity, measure: p.measure.measure, grams: p.measure.grams, usda: 0 })
        .execute();
      count++;
    }
  });
  console.log(`personal foods: ${count} demo submissions`);
}
