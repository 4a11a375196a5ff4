import type { TFunction } from "i18next";
import { kitchenAmount, roundTo } from "../amounts";
import type { JournalEntry } from "../types";

/** What the screen calls an entry: a recipe's name, a food's description (as written). */
export function entryName(t: TFunction<"journal">, e: JournalEntry): string {
  return e.recipe_name ?? e.food_long_desc ?? e.food_name ?? t("meal.deleted");
}

/**
 * An entry's amount in the reader's words: a recipe's servings and grams are the journal's own
 * words; a food's common measure ("1 cup, chopped") is the USDA table's, shown as written.
 */
export function entryAmount(
  t: TFunction<"journal">,
  e: {
    measure: number | "g" | null;
    quantity: number;
    amount: string;
    recipe?: number | null;
    kind?: string;
  }
): string {
  const isRecipe =
    e.kind === "recipe" || (e.recipe !== undefined && e.recipe !== null);
  // "1/2 serving", as amountText says it (a plural form for more than one).
  if (isRecipe && e.measure === null)
    return t("amount.servings", {
      count: e.quantity > 0 && e.quantity <= 1 ? 1 : 2,
      amount: kitchenAmount(e.quantity),
    });
  if (e.measure === "g")
    return t("amount.grams", { amount: String(roundTo(e.quantity, 2)) });
  return e.amount;
}
