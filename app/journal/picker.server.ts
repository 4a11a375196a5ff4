import { sql, type SqlBool } from "kysely";
import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";
import { listMeasures } from "~/foods/foods.server";
import { searchFoods } from "~/foods/search.server";
import { BASE_MEASURE as FOOD_CARD_BASE_MEASURE } from "~/foods/search-card";
import { listRecipes } from "~/recipes/recipes.server";
import { effectiveSearchTerm } from "~/ui/search";
import { message } from "~/i18n/languages";
import { measureLabel, roundTo } from "./amounts";
import { FOOD_PICKER_LIMIT, FREQUENT_LIMIT, GRAMS_MEASURE, JOURNAL_MSG, JOURNAL_NUTRIENTS, RECENT_LIMIT, RECIPE_PICKER_PAGE, SHORTCUT_WINDOW_ENTRIES } from "./codes";
import { foodValues, getEntry, recipeValues } from "./entries.server";
import { ENTRY_COLUMNS, type EntryRow, toEntry } from "./rows.server";
import type { JournalDay, PanelData, PickedItem, PickerFood, PickerItem, PickerRecipe } from "./types";
import type { PanelStep } from "./panel";

/** The Add to Journal picker: shortcuts, recipe and food searches, the picked item. The journal's front door is journal.server.ts. */

/**
 * The picker's shortcuts: the caller's most recently logged items (each as last logged) and the
 * most frequent others, among their last 300 entries. One grouped pass over those finds them;
 * only the few shown are then read whole, with whether they may still be picked.
 */
export async function pickerShortcuts(viewer: Viewer): Promise<{ recent: PickerItem[]; frequent: PickerItem[] }> {
  // The last entries logged (whatever day they were for), drinks included: read from the
  // (patient, id) index alone. Drinks have neither food nor recipe and drop out below.
  const lastLogged = db.selectFrom("journal_entries").select("id").where("user_id", "=", viewer.id).orderBy("id", "desc").limit(SHORTCUT_WINDOW_ENTRIES);
  const groups = await db
    .selectFrom("journal_entries")
    .select([sql<number>`max(id)`.as("last_id"), sql<number>`count(*)`.as("n")])
    .where("id", "in", lastLogged)
    .where((eb) => eb.or([eb("food_id", "is not", null), eb("recipe_id", "is not", null)]))
    .groupBy(["food_id", "recipe_id"])
    .execute();
  const byRecency = [...groups].sort((a, b) => Number(b.last_id) - Number(a.last_id));
  const byCount = [...groups].sort((a, b) => Number(b.n) - Number(a.n) || Number(b.last_id) - Number(a.last_id));
  // Twice what is shown, in case some can no longer be picked (a recipe unpublished since).
  const wanted = [...new Set([...byRecency.slice(0, 2 * RECENT_LIMIT), ...byCount.slice(0, 2 * (RECENT_LIMIT + FREQUENT_LIMIT))].map((g) => Number(g.last_id)))];
  if (wanted.length === 0) return { recent: [], frequent: [] };
  const rows = await db
    .selectFrom("journal_entries as e")
    .leftJoin("foods as f", "f.id", "e.food_id")
    .leftJoin("recipes as r", "r.id", "e.recipe_id")
    .select(ENTRY_COLUMNS.map((c) => `e.${c}` as const))
    .where("e.user_id", "=", viewer.id)
    .where("e.id", "in", wanted)
    .where(sql<SqlBool>`((e.food_id is not null and f.status = 'approved') or (e.recipe_id is not null and r.active = 1))`)
    .execute();
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const item = (r: EntryRow, times?: number): PickerItem => {
    const e = toEntry(r);
    return {
      entryId: r.id,
      kind: r.recipe_id ? "recipe" : "food",
      itemId: (r.recipe_id ?? r.food_id) as number,
      name: r.recipe_id ? r.item_name : r.item_desc || r.item_name,
      // GET /api/journals/recent/ answers it as it always has; the page does not show it.
      detail: r.recipe_id ? "Recipe" : r.item_name,
      amount: e.amount,
      calories: e.calories,
      meal: r.meal,
      quantity: r.quantity,
      measure: e.measure,
      times,
    };
  };
  const shown = new Set<number>();
  const pick = (list: typeof groups, limit: number, withTimes: boolean) => {
    const out: PickerItem[] = [];
    for (const g of list) {
      const r = rowById.get(Number(g.last_id));
      if (out.length >= limit) break;
      if (!r || shown.has(r.id)) continue;
      shown.add(r.id);
      out.push(item(r, withTimes ? Number(g.n) : undefined));
    }
    return out;
  };
  const recent = pick(byRecency, RECENT_LIMIT, false);
  return { recent, frequent: pick(byCount, FREQUENT_LIMIT, true) };
}

/** Select Recipe: active recipes, 8 a page, by name or matching the search. */
export async function pickerRecipes(viewer: Viewer, term: string, offset: number): Promise<{ count: number; results: PickerRecipe[] }> {
  const page = await listRecipes(viewer, { search: term, active: true, limit: RECIPE_PICKER_PAGE, offset });
  const ids = page.results.map((r) => r.id);
  const kcal = ids.length ? await db.selectFrom("recipes").select(["id", "kcal"]).where("id", "in", ids).execute() : [];
  const kcalOf = new Map(kcal.map((k) => [k.id, k.kcal]));
  return {
    count: page.count,
    results: page.results
      .filter((r) => r.active)
      .map((r) => ({ id: r.id, name: r.name, serving_size: r.serving_size, kcal: Math.round(kcalOf.get(r.id) ?? 0), image: r.main_image?.photo_s ?? null })),
  };
}


/** Add Food Item: the food database (approved foods, the patient's own approved ones too), 20 at most. */
export async function pickerFoods(viewer: Viewer, term: string): Promise<{ count: number; results: PickerFood[] }> {
  const page = await searchFoods({ term, limit: FOOD_PICKER_LIMIT, scope: { status: "approved" } });
  return {
    count: page.count,
    results: page.results.map((f) => ({
      id: f.id,
      name: f.name,
      long_desc: f.long_desc,
      energy_kcal: f.energy_kcal,
      base_weight: f.base_weight,
      mine: f.owner_id === viewer.id,
    })),
  };
}


/** The food or recipe chosen in the picker (or by Journal This), or null when it cannot be journaled. */
export async function pickedItem(viewer: Viewer, pick: { food?: number | null; recipe?: number | null }): Promise<PickedItem | null> {
  if (pick.recipe) {
    const found = await recipeValues(db, pick.recipe);
    if (!found) return null;
    return {
      kind: "recipe",
      id: found.recipe.id,
      name: found.recipe.name,
      detail: found.recipe.serving_size ? message("journal:picked.serving", { size: found.recipe.serving_size }) : "",
      baseWeight: 0,
      kcalPerUnit: found.perServing.nutrients[JOURNAL_NUTRIENTS[0].number] ?? 0,
      measures: [],
    };
  }
  if (!pick.food) return null;
  const found = await foodValues(db, pick.food);
  if (!found) return null;
  const rows = (await listMeasures(viewer, found.food.id)) ?? [];
  const measures = rows
    .filter((m) => m.grams !== null && m.grams > 0)
    .map((m) => ({ value: String(m.id), label: measureLabel({ quantity: m.quantity, measure: m.measure, grams: m.grams ?? 0 }), grams: m.grams ?? 0 }));
  // A whole piece ("1 medium") is what most people eat; cups and the like come next.
  const medium = measures.findIndex((m) => /^1 medium\b/.test(m.label));
  if (medium > 0) measures.unshift(...measures.splice(medium, 1));
  measures.push({ value: GRAMS_MEASURE, label: message("journal:amount.gramsMeasure"), grams: 1 });
  const base = found.perBase.baseWeight;
  const energy = found.perBase.nutrients[JOURNAL_NUTRIENTS[0].number];
  return {
    kind: "food",
    id: found.food.id,
    name: found.food.long_desc,
    detail: energy !== undefined ? message("journal:picked.kcalPer", { kcal: roundTo(energy, 0), grams: roundTo(base, 1) }) : message("journal:picked.noEnergy"),
    baseWeight: base,
    kcalPerUnit: base > 0 ? (energy ?? 0) / base : 0,
    measures,
  };
}

/**
 * What the Add to Journal panel's open step shows (docs/decisions/0042-journal-panel.md), for the
 * step the page's URL asks for. `submitted`: the recipe or food search was sent (an empty term,
 * or one under 3 characters, is then "Enter search term!"). Null when the entry to edit is not one of the viewer's food entries.
 */
export async function panelData(viewer: Viewer, step: PanelStep, day: JournalDay, submitted: boolean): Promise<PanelData | null> {
  switch (step.step) {
    case "closed":
      return step;
    case "goal":
      // Adjust Goal is offered only for today.
      return day.isToday ? step : { step: "closed" };
    case "choose":
      return { ...step, ...(await pickerShortcuts(viewer)) };
    case "recipes": {
      const q = effectiveSearchTerm(step.q);
      return { ...step, error: submitted && !q ? JOURNAL_MSG.searchTerm : null, ...(await pickerRecipes(viewer, q, step.offset)) };
    }
    case "foods": {
      const q = effectiveSearchTerm(step.q);
      const found = q ? await pickerFoods(viewer, q) : { count: 0, results: [] };
      return { ...step, searched: q !== "", error: submitted && !q ? JOURNAL_MSG.searchTerm : null, ...found };
    }
    case "form": {
      const item = await pickedItem(viewer, step.pick);
      // The food search card's "base" measure is the food's base weight: here, that many grams.
      if (item?.kind === "food" && step.measure === FOOD_CARD_BASE_MEASURE) {
        const qty = Number(step.qty ?? "1");
        return { ...step, item, measure: GRAMS_MEASURE, qty: Number.isFinite(qty) && qty > 0 ? String(Math.round(qty * item.baseWeight * 100) / 100) : null };
      }
      return { ...step, item };
    }
    case "edit": {
      const entry = await getEntry(viewer, step.id);
      if (!entry || entry.entry !== "food") return null;
      return { step: "edit", entry, item: entry.food || entry.recipe ? await pickedItem(viewer, { food: entry.food, recipe: entry.recipe }) : null };
    }
  }
}
