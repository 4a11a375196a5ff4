import { isAdmin } from "~/domain/users";
import { paths } from "~/paths";
import { effectiveSearchTerm } from "~/ui/search";
import { getFood, listMeasures, listNutrientValues } from "./foods.server";
import { type Viewer } from "~/domain/outcome";
import { labelValuesFrom } from "./nutrition-facts";
import { FOOD_MSG } from "./schemas";
import {
  BASE_MEASURE,
  FOOD_CARD_LIMIT,
  FOOD_CARD_PARAMS,
  type FoodCardMeasure,
  type FoodCardSelection,
  type FoodSearchCardData,
} from "./search-card";
import { lookupScope } from "./scope";
import { searchFoods } from "./search.server";
import { param, readParams } from "~/page/params.server";

/**
 * The food nutrition search card's data for whichever page hosts it: that page's loader passes
 * its request URL and the signed-in viewer. Staff search the approved database; a patient also
 * finds their own personal foods (spec part 2 §6).
 */
export async function loadFoodSearchCard(viewer: Viewer, url: URL): Promise<FoodSearchCardData> {
  const params = url.searchParams;
  const rawTerm = params.get(FOOD_CARD_PARAMS.term);
  const term = effectiveSearchTerm(rawTerm);
  const { [FOOD_CARD_PARAMS.food]: foodId } = readParams(url, { [FOOD_CARD_PARAMS.food]: param.id() });

  const [page, selected] = await Promise.all([
    term
      ? searchFoods({
          term,
          limit: FOOD_CARD_LIMIT,
          scope: lookupScope(viewer),
        })
      : Promise.resolve({ count: 0, results: [] }),
    foodId === null ? Promise.resolve(null) : selectionOf(viewer, foodId, params),
  ]);

  return {
    term: rawTerm ?? "",
    // Submitting the box empty is a mistake worth saying; typing under 3 characters is not.
    error: rawTerm !== null && !term && foodId === null ? FOOD_MSG.searchTermRequired : null,
    searched: term !== "",
    count: page.count,
    results: page.results.map((f) => ({
      id: f.id,
      long_desc: f.long_desc,
      energy_kcal: f.energy_kcal,
      base_weight: f.base_weight,
      mine: f.owner_id === viewer.id,
      status: f.status,
    })),
    selected,
    missingFood: foodId !== null && selected === null,
  };
}

async function selectionOf(viewer: Viewer, foodId: number, params: URLSearchParams): Promise<FoodCardSelection | null> {
  // Each call checks that the viewer may see the food: another patient's food is "not found".
  const [food, measureRows, nutrientRows] = await Promise.all([
    getFood(viewer, foodId),
    listMeasures(viewer, foodId),
    listNutrientValues(viewer, foodId),
  ]);
  if (!food || !measureRows || !nutrientRows) return null;

  // A measure's grams are for the portion as labelled ("0.5 cup (72 g)"); the quantity counts portions.
  const measures: FoodCardMeasure[] = [
    ...measureRows
      .filter((m) => m.grams !== null && m.grams > 0)
      .map((m) => ({ value: String(m.id), label: `${amount(m.quantity)} ${m.measure} (${amount(m.grams ?? 0)} g)`, grams: m.grams ?? 0 })),
    { value: BASE_MEASURE, label: `${amount(food.base_weight)} g`, grams: food.base_weight },
  ].filter((m) => m.grams > 0);

  const wanted = params.get(FOOD_CARD_PARAMS.measure);
  const measure = measures.find((m) => m.value === wanted)?.value ?? measures[0]?.value ?? BASE_MEASURE;
  return {
    id: food.id,
    long_desc: food.long_desc,
    source: food.source,
    base_weight: food.base_weight,
    href: isAdmin(viewer) ? paths.foodDetails(food.id) : paths.foodView(food.id),
    values: labelValuesFrom(nutrientRows.map((r) => ({ number: r.nut_data.number, value: r.nut_val }))),
    measures,
    measure,
    qty: (params.get(FOOD_CARD_PARAMS.qty) ?? "1").slice(0, 12),
  };
}

const amount = (n: number) => String(Number(n.toFixed(3)));
