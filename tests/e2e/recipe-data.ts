import sharp from "sharp";
import { loadDomain, viewerOf } from "../support/domain";
import { serverDataDir } from "./fixtures";

/**
 * Recipes the browser tests own, made through the recipe domain functions against the database of
 * the server under test (the same SQLite file, WAL mode), exactly as staff would make them in the
 * wizard: basics, ingredients, categories, sources, an image, then publishing.
 */

type Domain = Awaited<ReturnType<typeof load>>;
let domain: Promise<Domain> | undefined;

async function load() {
  const [{ db }, recipes, categories, sources, images, comments] = await Promise.all([
    import("~/db/db.server"),
    import("~/recipes/recipes.server"),
    import("~/recipes/categories.server"),
    import("~/recipes/sources.server"),
    import("~/recipes/images.server"),
    import("~/recipes/comments.server"),
  ]);
  const admin = await viewerOf("admin@example.com");
  const patient = await viewerOf("patient@example.com");
  return { db, recipes, categories, sources, images, comments, admin, patient };
}

export const recipeDomain = () => (domain ??= loadDomain(serverDataDir(), load));

function must<T>(outcome: { ok: true; data: T } | { ok: false; reason: string; errors?: unknown }, what: string): T {
  if (!outcome.ok) throw new Error(`${what}: ${outcome.reason} ${JSON.stringify(outcome.errors ?? "")}`);
  return outcome.data;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

/** A small generated photo: a soft gradient plate, different for every call. */
export async function photo(seed = Math.random()): Promise<{ name: string; size: number; data: Uint8Array }> {
  const hue = Math.floor(seed * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,45%)"/></radialGradient></defs>
    <rect width="480" height="360" fill="hsl(${(hue + 180) % 360},30%,92%)"/><circle cx="240" cy="180" r="140" fill="url(#g)"/></svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: `test-${hue}-${Math.random().toString(36).slice(2, 8)}.png`, size: data.length, data: new Uint8Array(data) };
}

/** Foods of the seeded database with a weighed measure, for ingredient lines. */
async function weighedFoods(d: Domain, count: number) {
  const rows = await d.db
    .selectFrom("foods as f")
    .innerJoin("ingredient_weights as w", "w.food_id", "f.id")
    .select(["f.id as food_id", "f.name", "w.id as measure_id", "w.measure", "w.quantity", "w.grams"])
    .where("f.status", "=", "approved")
    .where("w.grams", ">", 50)
    .where("w.quantity", "=", 1)
    .orderBy("f.id")
    .limit(count * 6)
    .offset(Math.floor(Math.random() * 2000))
    .execute();
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.food_id) && seen.add(r.food_id)).slice(0, count);
}

export interface RecipeSpec {
  name?: string;
  active?: boolean;
  yields?: number;
  categoryIds?: number[];
  directions?: string;
  directionsHtml?: string;
  notes?: string;
  /** Published recipes always get one (publishing needs it); false leaves a draft without. */
  image?: boolean;
  ingredients?: number;
  /** An inactive recipe with every part publishing needs (a source, a category, an image). */
  complete?: boolean;
  /** Approved ratings as the comments module keeps them: their average (0–10) and how many. */
  rating?: { avg: number; num: number };
}

export interface MadeRecipe {
  id: number;
  name: string;
  lines: { food: string; measure: string; quantity: number; grams: number }[];
}

export async function makeRecipe(spec: RecipeSpec = {}): Promise<MadeRecipe> {
  const d = await recipeDomain();
  const name = spec.name ?? unique("Herb Chicken");
  const yields = spec.yields ?? 2;
  const { id } = must(
    await d.recipes.createRecipe(
      d.admin,
      {
        name,
        preptime: 10,
        cooktime: 20,
        yields,
        serving_size: "1 plate",
        vegetable: 1.5,
        fruit: 0,
        dairy: 0,
        fat: 0.5,
        starch: 0,
        misc: 0,
        protein_calories: 120,
        franchise_region: ["US"],
        directions: spec.directions ?? "1. Heat the pan.\n2. Cook everything until done.",
        directions_html: spec.directionsHtml,
        notes: spec.notes,
        notes_html: undefined,
        featured: false,
        public: true,
      },
    ),
    "createRecipe",
  );
  if (spec.directionsHtml) {
    // Stored HTML as if it had reached the database some other way: the page must clean it on the way out.
    await d.db.updateTable("recipes").set({ directions_html: spec.directionsHtml }).where("id", "=", id).execute();
  }
  const foods = await weighedFoods(d, spec.ingredients ?? 2);
  if (foods.length) {
    must(
      await d.recipes.createRecipeIngredients(
        d.admin,
        foods.map((f, i) => ({ recipe: id, ingredient: f.food_id, measure: f.measure_id, quantity: 2, main: i === 0, seq: i + 1 })),
      ),
      "createRecipeIngredients",
    );
  }
  if (spec.categoryIds?.length) {
    must(await d.categories.createRecipeCategories(d.admin, spec.categoryIds.map((category) => ({ recipe: id, category }))), "createRecipeCategories");
  }
  const full = spec.active !== false || spec.complete === true;
  if (spec.image !== false || full) {
    const img = must(await d.images.uploadImage(d.admin, { name, source: "Test kitchen" }, await photo()), "uploadImage");
    must(await d.images.createRecipeImages(d.admin, [{ recipe: id, image: img.id, seq: 1, source: "Test kitchen" }]), "createRecipeImages");
  }
  if (full) {
    const source = must(await d.sources.createSource(d.admin, { name: unique("Test source") }), "createSource");
    must(await d.sources.createRecipeSources(d.admin, [{ recipe: id, seq: 1, source: source.id }]), "createRecipeSources");
    if (!spec.categoryIds?.length) {
      const { categories } = await makeFilterGroup(false);
      must(await d.categories.createRecipeCategories(d.admin, [{ recipe: id, category: categories[0].id }]), "createRecipeCategories");
    }
  }
  if (spec.active !== false) must(await d.recipes.setRecipeActive(d.admin, id, true), "setRecipeActive");
  if (spec.rating) {
    await d.db.updateTable("recipes").set({ com_avg: spec.rating.avg, com_num: spec.rating.num }).where("id", "=", id).execute();
  }
  return { id, name, lines: foods.map((f) => ({ food: f.name, measure: f.measure, quantity: 2, grams: f.grams ?? 0 })) };
}

/** A category group of its own (searchable: it shows in the listing's filter panel). */
export async function makeFilterGroup(search = true, labels = ["Alpha", "Beta"]) {
  const d = await recipeDomain();
  const group = must(await d.categories.createCategoryGroup(d.admin, { name: unique("Test group"), seq: 99, major: false, search }), "createCategoryGroup");
  const categories = [];
  for (const [i, label] of labels.entries()) {
    categories.push(must(await d.categories.createCategory(d.admin, { group: group.id, name: unique(label), seq: i + 1 }), "createCategory"));
  }
  return { group, categories };
}

/** A comment by the given member, waiting for moderation. */
export async function makeComment(recipeId: number, title: string, notes: string, email = "patient2@example.com") {
  const d = await recipeDomain();
  const user = await viewerOf(email);
  return must(await d.comments.createComment(user, { recipe: recipeId, title, notes, rating: 8 }), "createComment");
}

/** A patient's submission (with its photo): inactive, waiting for approval. */
export async function makeSubmission(name = unique("Patient Soup")) {
  await recipeDomain(); // the server's database first: the module reads DATA_DIR when imported
  const { submitRecipe } = await import("~/recipes/submissions.server");
  const patient2 = await viewerOf("patient2@example.com");
  const ingredients = "1 cup broth\n2 carrots";
  // Every field of the patient's form, as recipe-helpers' fillSubmission fills it.
  const fields = { name, preptime: 10, cooktime: 20, yields: 4, serving_size: "1 cup", ingredients, directions: "Simmer for 20 minutes." };
  const out = must(await submitRecipe(patient2, fields, await photo()), "submitRecipe");
  return { id: out.id, name, ingredients };
}

/** A recipe source of the test's own (the Sources step's list offers it). */
export async function makeSource(name = unique("Test source")) {
  const d = await recipeDomain();
  return must(await d.sources.createSource(d.admin, { name }), "createSource");
}

export async function commentState(commentId: number) {
  const d = await recipeDomain();
  return d.db.selectFrom("comments").select(["title", "notes", "is_approved"]).where("id", "=", commentId).executeTakeFirstOrThrow();
}

export async function recipeState(recipeId: number) {
  const d = await recipeDomain();
  return d.db.selectFrom("recipes").select(["active", "decline_code"]).where("id", "=", recipeId).executeTakeFirstOrThrow();
}
