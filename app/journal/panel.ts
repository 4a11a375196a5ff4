import { paths } from "~/paths";
import { MEAL_CODES, type MealCode } from "./codes";
import { recordId } from "~/validation/rules";

/**
 * The journal page's state lives in its URL (docs/decisions/0042-journal-panel.md): the day, and
 * which step of the side panel is open. So every step is a link or a GET form that works without
 * JavaScript, the browser's Back steps back, and Journal This is just a link:
 *
 *   ?date=2026-11-20                   the day (today when absent)
 *   ?add=1[&meal=A]                    Add to Journal: the choice, with recent and frequent items
 *   ?add=recipe[&q=…][&offset=8]       Select Recipe: 8 a page, searchable
 *   ?add=food[&q=…]                    Add Food Item: the food search, 20 at most
 *   ?recipe=ID  or  ?food=ID[&measure=…&qty=…]   the form for that recipe or food
 *   ?edit=ID                           the form of one entry
 *   ?goal=1                            Adjust Goal (today only)
 *   ?delete=ID                         the no-JavaScript delete question (app/ui/confirm-delete.tsx)
 */
export const PANEL_PARAMS = ["add", "q", "offset", "recipe", "food", "measure", "qty", "meal", "edit", "goal", "delete"] as const;
type PanelParam = (typeof PANEL_PARAMS)[number];

export type PanelStep =
  | { step: "closed" }
  | { step: "choose"; meal: MealCode | null }
  | { step: "recipes"; q: string; offset: number; meal: MealCode | null }
  | { step: "foods"; q: string; meal: MealCode | null }
  | { step: "form"; pick: { recipe: number } | { food: number }; meal: MealCode | null; measure: string | null; qty: string | null }
  | { step: "edit"; id: number }
  | { step: "goal" };

const positiveId = (v: string | null) => recordId(v);
const mealOf = (v: string | null): MealCode | null => ((MEAL_CODES as readonly string[]).includes(v ?? "") ? (v as MealCode) : null);

/** The panel step a URL (or its query) asks for; anything unreadable is the closed panel or the choice. */
export function panelStep(source: URL | URLSearchParams): PanelStep {
  const search = source instanceof URL ? source.searchParams : source;
  const meal = mealOf(search.get("meal"));
  const edit = positiveId(search.get("edit"));
  if (edit) return { step: "edit", id: edit };
  if (search.get("goal") === "1") return { step: "goal" };
  const recipe = positiveId(search.get("recipe"));
  const food = positiveId(search.get("food"));
  if (recipe || food) {
    return {
      step: "form",
      pick: recipe ? { recipe } : { food: food as number },
      meal,
      measure: search.get("measure")?.slice(0, 12) ?? null,
      qty: search.get("qty")?.slice(0, 12) ?? null,
    };
  }
  const add = search.get("add");
  if (add === "recipe") {
    const offset = positiveId(search.get("offset")) ?? 0;
    return { step: "recipes", q: (search.get("q") ?? "").slice(0, 100), offset, meal };
  }
  if (add === "food") return { step: "foods", q: (search.get("q") ?? "").slice(0, 100), meal };
  if (add !== null) return { step: "choose", meal };
  return { step: "closed" };
}

/** A link within the journal: the day (left out for today) and panel parameters. */
export function journalHref(date: string | null, params: Partial<Record<PanelParam, string | number | null | undefined>> = {}, hash = ""): string {
  const search = new URLSearchParams();
  if (date) search.set("date", date);
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") search.set(k, String(v));
  const s = search.toString();
  return `${paths.nutritionJournal()}${s ? `?${s}` : ""}${hash}`;
}
