import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../app/db/schema";
import { textToHtml } from "../../app/domain/html";
import { contentKeyOfPath, writeImageFiles } from "../../app/uploads/image-store.server";
import type { SeedFiles } from "./files";
import { macrosPerServing, NUTRITION_FACT_NUMBERS, servingsPerServing, type NutritionLine } from "../../app/recipes/nutrition";
import { CATEGORY_GROUPS, COMMENTS, JANE_FAVOURITES, RECIPES, SOURCES, SUBMISSIONS, type RecipeSeed } from "./recipes-data";

/**
 * The recipe catalogue: category groups, sources, about sixty recipes of USDA foods with their
 * SR28 measures, a few patient submissions, comments and Jane's favourites, and a generated
 * picture for each recipe (made here with sharp, no network) stored the way uploads are.
 * Deterministic; skips itself when it has run.
 */
export async function seedRecipes(db: Kysely<Database>, files: SeedFiles): Promise<void> {
  const existing = await db.selectFrom("recipes").select("id").limit(1).executeTakeFirst();
  if (existing) {
    console.log("recipes: already seeded");
    return;
  }
  const started = performance.now();

  const users = await db.selectFrom("users").select(["id", "email", "user_type"]).execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id;
  const admin = users.find((u) => u.user_type === "A")?.id ?? null;

  // Foods, their measures and label nutrients, looked up once.
  const ndbs = [...new Set(RECIPES.flatMap((r) => r.ingredients.map((i) => i[0])))];
  const foods = await db
    .selectFrom("foods")
    .select([
      "id",
      "ndb_no",
      "base_weight",
      "servings_vegetable",
      "servings_fruit",
      "servings_dairy",
      "servings_fat",
      "servings_starch",
      "servings_misc",
      "protein_calories",
    ])
    .where("ndb_no", "in", ndbs)
    .execute();
  const foodByNdb = new Map(foods.map((f) => [f.ndb_no as string, f]));
  const missingFoods = ndbs.filter((n) => !foodByNdb.has(n));
  if (missingFoods.length) throw new Error(`recipes seed: USDA foods missing: ${missingFoods.join(", ")}`);
  const foodIds = foods.map((f) => f.id);
  const measures = await db.selectFrom("ingredient_weights").select(["id", "food_id", "measure", "quantity", "grams"]).where("food_id", "in", foodIds).execute();
  const values = await db
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.food_id", "n.number", "v.value"])
    .where("v.food_id", "in", foodIds)
    .where("n.number", "in", NUTRITION_FACT_NUMBERS)
    .execute();
  const valuesOf = new Map<number, Record<string, number>>();
  for (const v of values) (valuesOf.get(v.food_id) ?? valuesOf.set(v.food_id, {}).get(v.food_id)!)[v.number] = v.value;

  const measureOf = (ndb: string, text: string) => {
    const food = foodByNdb.get(ndb)!;
    const m = measures.find((x) => x.food_id === food.id && x.measure === text);
    if (!m) throw new Error(`recipes seed: food ${ndb} has no SR28 measure "${text}"`);
    return { food, m };
  };

  // Pictures first (the slow part): a few plates per palette, shared by the recipes of that
  // palette the way staff reuse gallery images, so seeding stays quick.
  const plates = (Object.keys(PALETTES) as RecipeSeed["palette"][]).flatMap((palette) =>
    Array.from({ length: PLATES_PER_PALETTE }, (_, v) => ({ name: `${capitalize(palette)} plate ${v + 1}`, palette, variant: v })),
  );
  const pictures = await mapLimit(plates, 3, async (p, i) => {
    const jpeg = await sharp(Buffer.from(pictureSvg(p.name, p.palette, i)))
      .jpeg({ quality: 85 })
      .toBuffer();
    return { ...p, jpeg, files: await writeImageFiles(files.uploads, jpeg, "jpeg") };
  });
  const plateCounter = new Map<string, number>();
  /** The next plate of a palette, in turn. */
  const plateFor = (palette: RecipeSeed["palette"]) => {
    const n = plateCounter.get(palette) ?? 0;
    plateCounter.set(palette, n + 1);
    return pictures.findIndex((p) => p.palette === palette && p.variant === n % PLATES_PER_PALETTE);
  };
  const picturesMs = performance.now() - started;

  const base = Date.parse("2026-01-05T09:00:00Z");
  const at = (i: number) => new Date(base + i * 36 * 3600 * 1000).toISOString();

  await db.transaction().execute(async (trx) => {
    // Category groups and categories.
    const categoryId = new Map<string, number>();
    for (const [gi, g] of CATEGORY_GROUPS.entries()) {
      const { id: groupId } = await trx
        .insertInto("category_groups")
        .values({ name: g.name, seq: gi + 1, major: g.major ? 1 : 0, search: g.search ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [ci, name] of g.categories.entries()) {
        const { id } = await trx.insertInto("categories").values({ group_id: groupId, name, seq: ci + 1 }).returning("id").executeTakeFirstOrThrow();
        categoryId.set(name, id);
      }
    }

    const sourceId = new Map<string, number>();
    for (const s of SOURCES) {
      const { id } = await trx
        .insertInto("sources")
        .values({ name: s.name, url: s.url, url_title: s.url_title, notes: s.notes })
        .returning("id")
        .executeTakeFirstOrThrow();
      sourceId.set(s.key, id);
    }

    const imageIds: number[] = [];
    for (const [i, p] of pictures.entries()) {
      const { id } = await trx
        .insertInto("images")
        .values({
          name: p.name,
          source: "Clinic Test Kitchen",
          ...p.files,
          file_name: `${slug(p.name)}.jpg`,
          file_size: p.jpeg.length,
          content_type: "image/jpeg",
          content_hash: contentKeyOfPath(p.files.photo_o) ?? "",
          created: at(i),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      imageIds.push(id);
    }

    const recipeId = new Map<string, number>();
    for (const [i, r] of RECIPES.entries()) {
      const lines = r.ingredients.map(([ndb, quantity, text]) => {
        const { food, m } = measureOf(ndb, text);
        return {
          quantity,
          measureQuantity: m.quantity,
          measureGrams: m.grams,
          baseWeight: food.base_weight,
          values: valuesOf.get(food.id) ?? {},
          servings: {
            vegetable: food.servings_vegetable,
            fruit: food.servings_fruit,
            dairy: food.servings_dairy,
            fat: food.servings_fat,
            starch: food.servings_starch,
            misc: food.servings_misc,
            protein_calories: food.protein_calories,
          },
        } satisfies NutritionLine;
      });
      const servings = servingsPerServing(lines, r.yields);
      const directions = r.directions.map((d, n) => `${n + 1}. ${d}`).join("\n");
      const { id } = await trx
        .insertInto("recipes")
        .values({
          name: r.name,
          active: r.draft ? 0 : 1,
          featured: r.featured ? 1 : 0,
          public: 1,
          franchise_region: i % 5 === 0 ? "US,ME" : "US",
          preptime: r.preptime,
          cooktime: r.cooktime,
          yields: r.yields,
          serving_size: r.serving_size,
          directions,
          directions_html: textToHtml(directions),
          notes: r.notes ?? "",
          notes_html: r.notes ? textToHtml(r.notes) : "",
          servings_vegetable: servings.vegetable,
          servings_fruit: servings.fruit,
          servings_dairy: servings.dairy,
          servings_fat: servings.fat,
          servings_starch: servings.starch,
          servings_misc: servings.misc,
          servings_protein_calories: servings.protein_calories,
          ...macrosPerServing(lines, r.yields),
          is_submitted: 0,
          decline_code: null,
          created_by: admin,
          created: at(i),
          updated: at(i),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      recipeId.set(r.name, id);
      await trx
        .insertInto("recipe_ingredients")
        .values(
          r.ingredients.map(([ndb, quantity, text, main], seq) => {
            const { food, m } = measureOf(ndb, text);
            return { recipe_id: id, food_id: food.id, measure_id: m.id, quantity, main: main ? 1 : 0, seq: seq + 1 };
          }),
        )
        .execute();
      await trx
        .insertInto("recipe_categories")
        .values(categoriesOf(r).map((name) => ({ recipe_id: id, category_id: categoryIdOf(categoryId, name, r.name) })))
        .execute();
      await trx
        .insertInto("recipe_sources")
        .values(r.sources.map((key, seq) => ({ recipe_id: id, source_id: sourceId.get(key)!, seq: seq + 1 })))
        .execute();
      await trx.insertInto("recipe_images").values({ recipe_id: id, image_id: imageIds[plateFor(r.palette)], seq: 1, source: "Clinic Test Kitchen" }).execute();
    }

    for (const [j, s] of SUBMISSIONS.entries()) {
      const owner = userId(s.owner);
      if (owner === undefined) continue;
      const { id } = await trx
        .insertInto("recipes")
        .values({
          name: s.name,
          active: 0,
          preptime: s.preptime,
          cooktime: s.cooktime,
          yields: s.yields,
          serving_size: s.serving_size,
          raw_ingredients: s.ingredients,
          directions: s.directions,
          directions_html: textToHtml(s.directions),
          notes: s.notes,
          notes_html: s.notes ? textToHtml(s.notes) : "",
          is_submitted: 1,
          decline_code: s.declined,
          created_by: owner,
          created: at(RECIPES.length + j),
          updated: at(RECIPES.length + j),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("recipe_images").values({ recipe_id: id, image_id: imageIds[plateFor(s.palette)], seq: 1, source: "Patient submission" }).execute();
    }

    for (const [k, [recipe, email, title, notes, rating, approved]] of COMMENTS.entries()) {
      const rid = recipeId.get(recipe);
      const uid = userId(email);
      if (rid === undefined || uid === undefined) continue;
      await trx
        .insertInto("comments")
        .values({ recipe_id: rid, user_id: uid, title, notes, rating, is_approved: approved ? 1 : null, created: at(RECIPES.length + 10 + k) })
        .execute();
    }
    // com_num / com_avg as the comments module keeps them.
    for (const rid of recipeId.values()) {
      const approved = COMMENTS.filter(([name, , , , , ok]) => ok && recipeId.get(name) === rid);
      const rated = approved.filter((c) => c[4] !== null).map((c) => c[4] as number);
      await trx
        .updateTable("recipes")
        .set({ com_num: approved.length, com_avg: rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : 0 })
        .where("id", "=", rid)
        .execute();
    }

    const jane = userId("patient@example.com");
    if (jane !== undefined) {
      await trx
        .insertInto("recipe_favorites")
        .values(JANE_FAVOURITES.map((name, n) => ({ user_id: jane, recipe_id: recipeId.get(name)!, created: at(RECIPES.length + 40 + n) })))
        .execute();
    }
  });

  const drafts = RECIPES.filter((r) => r.draft).length;
  console.log(
    `recipes: ${RECIPES.length} recipes (${drafts} drafts), ${SUBMISSIONS.length} submissions, ${COMMENTS.length} comments, ${pictures.length} pictures in ${(picturesMs / 1000).toFixed(1)} s; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function categoriesOf(r: RecipeSeed): string[] {
  return [...new Set(r.categories)];
}

function categoryIdOf(ids: Map<string, number>, name: string, recipe: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`recipes seed: "${recipe}" names unknown category "${name}"`);
  return id;
}

const PLATES_PER_PALETTE = 3;
const capitalize = (s: string) => s[0].toUpperCase() + s.slice(1);

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

const PALETTES: Record<RecipeSeed["palette"], { bg: [string, string]; food: string[] }> = {
  green: { bg: ["#e8f3ec", "#cfe6d8"], food: ["#4f9d69", "#7cbf6b", "#2f7d4f", "#a8d08d", "#f2c14e"] },
  red: { bg: ["#fbeee9", "#f3d6cc"], food: ["#d2553f", "#e9835f", "#b8432f", "#f2b880", "#6aa86a"] },
  yellow: { bg: ["#fdf6e3", "#f6e7bd"], food: ["#f2c14e", "#e8a33c", "#f7dc8a", "#7cbf6b", "#d2553f"] },
  brown: { bg: ["#f6efe8", "#e8d9c8"], food: ["#8c5a3c", "#b07a4f", "#d8b08c", "#6aa86a", "#f2c14e"] },
  blue: { bg: ["#eaf3f8", "#cfe3ee"], food: ["#f08a6c", "#f5b39b", "#7cbf6b", "#e8f0f2", "#f2c14e"] },
  berry: { bg: ["#f6edf3", "#e9d3e2"], food: ["#7a3b69", "#c0476b", "#4a5fa8", "#f3f0ea", "#7cbf6b"] },
};

/** A deterministic pseudo-random sequence per picture. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/**
 * A calm flat illustration: a soft gradient, a plate with a shadow, and round and leaf shapes of
 * food in the recipe's colours.
 */
function pictureSvg(name: string, palette: RecipeSeed["palette"], index: number): string {
  const p = PALETTES[palette];
  const rand = rng(hashOf(name) + index);
  const W = 960;
  const H = 640;
  const cx = W / 2 + (rand() - 0.5) * 80;
  const cy = H / 2 + 10;
  const shapes: string[] = [];
  for (let k = 0; k < 15; k++) {
    const angle = rand() * Math.PI * 2;
    const dist = 30 + rand() * 115;
    const x = cx + Math.cos(angle) * dist;
    const y = cy + Math.sin(angle) * dist * 0.8;
    const colour = p.food[k % p.food.length];
    if (k % 3 === 2) {
      const rot = Math.round(rand() * 180);
      shapes.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(26 + rand() * 20).toFixed(0)}" ry="${(10 + rand() * 6).toFixed(0)}" fill="${colour}" transform="rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})"/>`);
    } else {
      shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(22 + rand() * 34).toFixed(0)}" fill="${colour}" fill-opacity="0.92"/>`);
    }
  }
  const leaves = Array.from({ length: 4 }, (_, k) => {
    const x = k % 2 === 0 ? 80 + rand() * 120 : W - 80 - rand() * 120;
    const y = k < 2 ? 80 + rand() * 100 : H - 80 - rand() * 100;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="44" ry="16" fill="${p.food[0]}" fill-opacity="0.25" transform="rotate(${Math.round(rand() * 180)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <radialGradient id="plate" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef0ee"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${leaves.join("\n  ")}
  <ellipse cx="${cx + 12}" cy="${cy + 22}" rx="230" ry="200" fill="#000" fill-opacity="0.07"/>
  <ellipse cx="${cx}" cy="${cy}" rx="230" ry="200" fill="url(#plate)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="180" ry="155" fill="none" stroke="#e3e6e3" stroke-width="3"/>
  ${shapes.join("\n  ")}
</svg>`;
}
