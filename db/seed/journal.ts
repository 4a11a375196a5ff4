import type { Kysely } from "kysely";
import { bulkInsert } from "../../app/db/bulk";
import type { Database } from "../../app/db/schema";
import { todayIn } from "../../app/domain/calendar";
import { foodEntryValues, portionGrams, recipeEntryValues, type EntryValues, type ServingsPerBase } from "../../app/journal/amounts";
import { JOURNAL_NUTRIENT_NUMBERS, VALUE_COLUMNS, type MealCode } from "../../app/journal/codes";
import { nutrientsPerServing, type NutritionLine } from "../../app/recipes/nutrition";

/**
 * About eight weeks of daily food journals for the demo patients: three meals and a snack most
 * days, from real USDA foods (with their SR28 measures) and the programme's recipes, hydration
 * and electrolyte, and goals their clinic set (and adjusted once). Deterministic for a given
 * day: every choice comes from a seeded generator. Skips itself when it has run.
 */

const PATIENTS = [
  "patient@example.com",
  "patient2@example.com",
  "robert.patient@example.com",
  "linda.patient@example.com",
  "david.patient@example.com",
];
const DAYS = 56;

/** A food as [NDB number, portions, the SR28 measure as labelled], or a recipe in servings. */
type Item = [string, number, string] | { recipe: string; servings: number };
type Meal = Item[];

const OATS = "20038";
const BLUEBERRIES = "09050";
const SKIM_MILK = "01085";
const WW_BREAD = "18075";
const EGG = "01123";
const BANANA = "09040";
const GREEK_YOGURT = "01256";
const STRAWBERRIES = "09316";
const TUNA = "15121";
const ROMAINE = "11251";
const APPLE = "09003";
const BROWN_RICE = "20037";
const BROCCOLI = "11090";
const ASPARAGUS = "11011";
const GREEN_BEANS = "11052";
const ALMONDS = "12061";
const CARROTS = "11124";
const HUMMUS = "16158";
const MOZZARELLA = "01028";
const COTTAGE_CHEESE = "01016";
const ORANGE = "09200";
const GRAPES = "09132";
const PEAR = "09252";
const COFFEE = "14209";
const CHICKEN = "05064";
const PEANUT_BUTTER = "16098";

const BREAKFASTS: Meal[] = [
  [[OATS, 0.5, "cup"], [BLUEBERRIES, 0.5, "cup"], [SKIM_MILK, 1, "cup"]],
  [{ recipe: "Spinach Egg White Scramble", servings: 1 }, [WW_BREAD, 1, "slice"], [COFFEE, 1, "cup (8 fl oz)"]],
  [{ recipe: "Greek Yogurt Berry Parfait", servings: 1 }],
  [[EGG, 2, "large"], [WW_BREAD, 1, "slice"], [ORANGE, 1, "fruit (2-5/8\" dia)"]],
  [{ recipe: "Overnight Oats with Berries", servings: 1 }, [COFFEE, 1, "cup (8 fl oz)"]],
  [{ recipe: "Cottage Cheese Pancakes", servings: 1 }, [STRAWBERRIES, 1, "cup, halves"]],
  [{ recipe: "Egg Muffin Cups", servings: 2 }],
  [[GREEK_YOGURT, 1, "container"], [STRAWBERRIES, 1, "cup, halves"], [ALMONDS, 0.5, "oz (23 whole kernels)"]],
];

const LUNCHES: Meal[] = [
  [{ recipe: "Turkey Lettuce Wraps", servings: 1 }, [APPLE, 1, "medium (3\" dia)"]],
  [{ recipe: "Chicken Vegetable Soup", servings: 1.5 }],
  [{ recipe: "Grilled Chicken Caesar", servings: 1 }],
  [{ recipe: "Mediterranean Chickpea Salad", servings: 1 }],
  [[TUNA, 3, "oz"], [ROMAINE, 2, "cup shredded"], [PEAR, 1, "medium"]],
  [{ recipe: "Tuna Cucumber Boats", servings: 1 }, [GRAPES, 1, "cup"]],
  [{ recipe: "Asian Cabbage Chicken Salad", servings: 1 }],
  [[CHICKEN, 1, "cup, chopped or diced"], [ROMAINE, 2, "cup shredded"], [WW_BREAD, 1, "slice"]],
];

const DINNERS: Meal[] = [
  [{ recipe: "Lemon Herb Chicken Breast", servings: 1 }, [BROWN_RICE, 0.5, "cup"], [BROCCOLI, 1, "cup chopped"]],
  [{ recipe: "Baked Salmon with Dill", servings: 1 }, [ASPARAGUS, 1, "cup"]],
  [{ recipe: "Black Bean Turkey Chili", servings: 1 }],
  [{ recipe: "Beef and Broccoli", servings: 1 }, [BROWN_RICE, 0.5, "cup"]],
  [{ recipe: "Sheet Pan Chicken and Veg", servings: 1 }],
  [{ recipe: "Turkey Meatballs", servings: 1 }, { recipe: "Spaghetti Squash Marinara", servings: 1 }],
  [{ recipe: "Cod in Tomato Basil Sauce", servings: 1 }, [GREEN_BEANS, 1, "cup 1/2\" pieces"]],
  [{ recipe: "Chicken Fajita Bowl", servings: 1 }],
  [{ recipe: "Shrimp Tacos with Slaw", servings: 1 }],
  [{ recipe: "Pork Tenderloin with Apples", servings: 1 }, [GREEN_BEANS, 1, "cup 1/2\" pieces"]],
];

const SNACKS: Meal[] = [
  [[APPLE, 1, "medium (3\" dia)"]],
  [[ALMONDS, 1, "oz (23 whole kernels)"]],
  [[GREEK_YOGURT, 1, "container"]],
  [[CARROTS, 2, "medium"], [HUMMUS, 2, "tbsp"]],
  [[MOZZARELLA, 1, "oz"]],
  [[BANANA, 1, "small (6\" to 6-7/8\" long)"]],
  [[COTTAGE_CHEESE, 0.5, "cup (not packed)"]],
  [{ recipe: "Cinnamon Baked Apples", servings: 1 }],
  [{ recipe: "Berry Chia Pudding", servings: 1 }],
  [[APPLE, 1, "medium (3\" dia)"], [PEANUT_BUTTER, 0.5, "tbsp"]],
];

/** A small, fast, seedable generator (mulberry32): the same numbers on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    between: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;

/** When each meal is eaten, in minutes after midnight: earliest and latest. */
const MEAL_TIMES: Record<MealCode, [number, number]> = { A: [420, 510], B: [600, 645], C: [720, 795], D: [900, 960], E: [1080, 1170], Z: [1200, 1260] };

export async function seedJournal(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom("journal_entries").select("id").limit(1).executeTakeFirst();
  if (existing) {
    console.log("journal: already seeded");
    return;
  }
  const started = performance.now();
  const patients = await db
    .selectFrom("users")
    .leftJoin("clinics", "clinics.id", "users.clinic_id")
    .select(["users.id", "users.email", "clinics.time_zone"])
    .where("users.email", "in", PATIENTS)
    .execute();
  const admin = await db.selectFrom("users").select("id").where("user_type", "=", "A").orderBy("id").executeTakeFirst();
  if (patients.length === 0) return;

  // Foods, their measures and nutrients; recipes and their per-serving values: loaded once.
  const menus = [BREAKFASTS, LUNCHES, DINNERS, SNACKS].flat(2);
  const ndbs = [...new Set(menus.flatMap((i) => (Array.isArray(i) ? [i[0]] : [])))];
  const recipeNames = [...new Set(menus.flatMap((i) => (Array.isArray(i) ? [] : [i.recipe])))];
  const foods = await db
    .selectFrom("foods")
    .select([
      "id",
      "ndb_no",
      "name",
      "long_desc",
      "base_weight",
      "protein_calories",
      "servings_vegetable",
      "servings_fruit",
      "servings_fat",
      "servings_starch",
      "servings_dairy",
      "servings_misc",
    ])
    .where("ndb_no", "in", ndbs)
    .execute();
  const measures = await db.selectFrom("ingredient_weights").select(["id", "food_id", "quantity", "measure", "grams"]).where("food_id", "in", foods.map((f) => f.id)).execute();
  const values = await db
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.food_id", "n.number", "v.value"])
    .where("n.number", "in", JOURNAL_NUTRIENT_NUMBERS)
    .where("v.food_id", "in", foods.map((f) => f.id))
    .execute();
  const recipes = await db
    .selectFrom("recipes")
    .select([
      "id",
      "name",
      "serving_size",
      "yields",
      "servings_protein_calories",
      "servings_vegetable",
      "servings_fruit",
      "servings_fat",
      "servings_starch",
      "servings_dairy",
      "servings_misc",
    ])
    .where("name", "in", recipeNames)
    .where("active", "=", 1)
    .execute();
  const missing = [...ndbs.filter((n) => !foods.some((f) => f.ndb_no === n)), ...recipeNames.filter((n) => !recipes.some((r) => r.name === n))];
  if (missing.length) throw new Error(`journal seed: missing foods or recipes: ${missing.join(", ")}`);

  const nutrientsOf = new Map<number, Record<string, number>>();
  for (const v of values) (nutrientsOf.get(v.food_id) ?? nutrientsOf.set(v.food_id, {}).get(v.food_id)!)[v.number] = v.value;
  const servingsOfFood = (f: (typeof foods)[number]): ServingsPerBase => ({
    protein_calories: f.protein_calories,
    vegetable: f.servings_vegetable,
    fruit: f.servings_fruit,
    fat: f.servings_fat,
    starch: f.servings_starch,
    dairy: f.servings_dairy,
    misc: f.servings_misc,
  });

  // A recipe's nutrients per serving, from its lines, as the journal works them out.
  const lineRows = await db
    .selectFrom("recipe_ingredients as ri")
    .innerJoin("foods as f", "f.id", "ri.food_id")
    .leftJoin("ingredient_weights as w", "w.id", "ri.measure_id")
    .select(["ri.recipe_id", "ri.food_id", "ri.quantity", "w.quantity as measure_quantity", "w.grams", "f.base_weight"])
    .where("ri.recipe_id", "in", recipes.map((r) => r.id))
    .execute();
  const lineFoodIds = [...new Set(lineRows.map((l) => l.food_id))];
  const lineValues = await db
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.food_id", "n.number", "v.value"])
    .where("n.number", "in", JOURNAL_NUTRIENT_NUMBERS)
    .where("v.food_id", "in", lineFoodIds)
    .execute();
  const lineNutrients = new Map<number, Record<string, number>>();
  for (const v of lineValues) (lineNutrients.get(v.food_id) ?? lineNutrients.set(v.food_id, {}).get(v.food_id)!)[v.number] = v.value;
  const recipeByName = new Map(
    recipes.map((r) => {
      const lines: NutritionLine[] = lineRows
        .filter((l) => l.recipe_id === r.id)
        .map((l) => ({ quantity: l.quantity, measureQuantity: l.measure_quantity, measureGrams: l.grams, baseWeight: l.base_weight, values: lineNutrients.get(l.food_id) ?? {} }));
      return [
        r.name,
        {
          recipe: r,
          perServing: {
            servings: {
              protein_calories: r.servings_protein_calories,
              vegetable: r.servings_vegetable,
              fruit: r.servings_fruit,
              fat: r.servings_fat,
              starch: r.servings_starch,
              dairy: r.servings_dairy,
              misc: r.servings_misc,
            },
            nutrients: nutrientsPerServing(lines, r.yields),
          },
        },
      ];
    }),
  );

  /** One item's columns: what the journal stores for it. */
  const itemColumns = (item: Item): Record<string, unknown> & { quantity: number; values: EntryValues } => {
    if (!Array.isArray(item)) {
      const r = recipeByName.get(item.recipe)!;
      return {
        food_id: null,
        recipe_id: r.recipe.id,
        item_name: r.recipe.name,
        item_desc: r.recipe.serving_size,
        quantity: item.servings,
        measure_id: null,
        measure_amount: 1,
        measure_text: "serving",
        measure_g: null,
        food_g: null,
        recipe_servings: item.servings,
        values: recipeEntryValues(r.perServing, item.servings),
      };
    }
    const [ndb, quantity, text] = item;
    const food = foods.find((f) => f.ndb_no === ndb)!;
    const m =
      measures.find((x) => x.food_id === food.id && x.measure === text && x.quantity === 1) ?? measures.find((x) => x.food_id === food.id && x.measure === text);
    if (!m || !m.grams) throw new Error(`journal seed: food ${ndb} has no SR28 measure "${text}"`);
    const grams = portionGrams(quantity, m.grams);
    return {
      food_id: food.id,
      recipe_id: null,
      item_name: food.name,
      item_desc: food.long_desc,
      quantity,
      measure_id: m.id,
      measure_amount: m.quantity,
      measure_text: m.measure,
      measure_g: m.grams,
      food_g: grams,
      recipe_servings: null,
      values: foodEntryValues({ baseWeight: food.base_weight, servings: servingsOfFood(food), nutrients: nutrientsOf.get(food.id) ?? {} }, grams),
    };
  };

  // Bulk inserts (app/db/bulk.ts): a few thousand rows in one transaction per table.
  const entryColumns = [
    "user_id",
    "day",
    "time",
    "meal",
    "kind",
    "food_id",
    "recipe_id",
    "item_name",
    "item_desc",
    "quantity",
    "measure_id",
    "measure_amount",
    "measure_text",
    "measure_g",
    "food_g",
    "recipe_servings",
    "fluid_floz",
    ...VALUE_COLUMNS,
    "hunger_before",
    "hunger_after",
    "created_at",
    "updated_at",
  ];
  // prettier-ignore
  const goalColumns = [
    "user_id", "starts_on", "calories_kcal", "protein_kcal", "vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv",
    "misc_srv", "hydration_floz", "electrolyte_floz", "set_by", "created_at", "updated_at",
  ];
  const entries: Record<string, unknown>[] = [];
  const goals: Record<string, unknown>[] = [];

  let entryCount = 0;
  for (const [p, patient] of [...patients].sort((a, b) => a.id - b.id).entries()) {
    const rng = generator(0x9e3779b9 ^ (p + 1) * 7919);
    const today = todayIn(patient.time_zone ?? undefined);
    const first = addDays(today, -(DAYS - 1));
    const stamp = (day: string, time: string) => `${day}T${time.length === 5 ? `${time}:00` : time}.000Z`;

    // The clinic's goals: set at the first visit, adjusted four weeks later.
    const calories = 1200 + 100 * (p % 3);
    const goalRow = (starts_on: string, kcal: number) => ({
      user_id: patient.id,
      starts_on,
      calories_kcal: kcal,
      protein_kcal: 400 + 40 * (p % 2),
      vegetable_srv: 4,
      fruit_srv: 2,
      fat_srv: 2,
      starch_srv: 2,
      dairy_srv: 1,
      misc_srv: 1,
      hydration_floz: 64,
      electrolyte_floz: 16,
      set_by: admin?.id ?? null,
      created_at: stamp(starts_on, "09:30"),
      updated_at: stamp(starts_on, "09:30"),
    });
    goals.push(goalRow(first, calories + 100));
    goals.push(goalRow(addDays(first, 28), calories));

    for (let d = 0; d < DAYS; d++) {
      const day = addDays(first, d);
      const isToday = day === today;
      const meals: [MealCode, Meal][] = [];
      if (rng.chance(0.95)) meals.push(["A", rng.pick(BREAKFASTS)]);
      if (!isToday) {
        if (rng.chance(0.45)) meals.push(["B", rng.pick(SNACKS)]);
        if (rng.chance(0.9)) meals.push(["C", rng.pick(LUNCHES)]);
        if (rng.chance(0.65)) meals.push(["D", rng.pick(SNACKS)]);
        if (rng.chance(0.92)) meals.push(["E", rng.pick(DINNERS)]);
      }
      for (const [meal, items] of meals) {
        const [lo, hi] = MEAL_TIMES[meal];
        const minutes = rng.between(lo, hi);
        const time = hhmm(minutes - (minutes % 5));
        const hungerBefore = rng.chance(0.6) ? rng.between(4, 8) : null;
        const hungerAfter = hungerBefore === null ? null : rng.between(1, 3);
        for (const item of items) {
          const { values, ...columns } = itemColumns(item);
          entries.push({
            user_id: patient.id,
            day,
            time,
            meal,
            kind: "food",
            fluid_floz: null,
            ...columns,
            ...values,
            hunger_before: hungerBefore,
            hunger_after: hungerAfter,
            created_at: stamp(day, time),
            updated_at: stamp(day, time),
          });
          entryCount++;
        }
      }
      const fluids: [string, number][] = [["hydration", isToday ? rng.between(8, 24) : rng.between(40, 88)]];
      if (rng.chance(0.6)) fluids.push(["electrolyte", isToday ? 8 : rng.between(8, 24)]);
      for (const [kind, oz] of fluids) {
        entries.push({
          ...Object.fromEntries(entryColumns.map((c) => [c, null])),
          ...Object.fromEntries(VALUE_COLUMNS.map((c) => [c, 0])),
          user_id: patient.id,
          day,
          meal: "Z",
          kind,
          item_name: kind === "hydration" ? "Hydration" : "Electrolyte",
          item_desc: "",
          quantity: oz,
          measure_amount: 1,
          measure_text: "oz",
          fluid_floz: oz,
          created_at: stamp(day, "21:00"),
          updated_at: stamp(day, "21:00"),
        });
      }
    }
  }
  await bulkInsert(db, "nutrition_goals", goalColumns, goals.map((g) => goalColumns.map((c) => g[c] ?? null)));
  await bulkInsert(db, "journal_entries", entryColumns, entries.map((e) => entryColumns.map((c) => e[c] ?? null)));
  console.log(`journal: ${entryCount} food entries for ${patients.length} patients over ${DAYS} days in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
