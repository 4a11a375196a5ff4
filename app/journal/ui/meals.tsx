/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link } from "@remix-run/react";
import { apportion } from "~/domain/rounding";
import { DeleteButton } from "~/ui/confirm-delete";
import { formatCount, formatMonthDay, formatTime } from "~/ui/format";
import { servingsText } from "../amounts";
import { MEALS, type MealCode } from "../codes";
import { journalHref } from "../panel";
import type { JournalEntry } from "../types";

/** What the screen calls an entry: a recipe's name, a food's description. */
export function entryName(e: JournalEntry): string {
  return e.recipe_name ?? e.food_long_desc ?? e.food_name ?? "Deleted item";
}

function hungerText(e: JournalEntry): string | null {
  if (e.hunger_before === null && e.hunger_after === null) return null;
  if (e.hunger_before !== null && e.hunger_after !== null) return `hunger ${e.hunger_before} → ${e.hunger_after}`;
  return e.hunger_before !== null ? `hunger before ${e.hunger_before}` : `hunger after ${e.hunger_after}`;
}

/** An entry's servings in the summary's words ("1.2 starch · 96 protein cal"). */
function entryServings(e: JournalEntry): string {
  return servingsText({
    protein_kcal: e.protein_calories,
    vegetable_srv: e.vegetable,
    fruit_srv: e.fruit,
    fat_srv: e.ssvg_fat,
    starch_srv: e.starch,
    dairy_srv: e.dairy,
    misc_srv: e.misc,
  });
}

/**
 * The day by meal: Breakfast, Snack 1, Lunch, Snack 2, Dinner (and Other when it has entries),
 * each with its calories, its entries and an Add button for that meal. An empty meal offers the
 * same meal of the day before in one click when there was one.
 */
export function Meals({
  entries,
  dayCalories,
  day,
  isToday,
  previousDay,
  previousDayMeals,
  dateParam,
}: {
  entries: JournalEntry[];
  /** The day's calories, as the Calories card shows them: the meals and their entries add up to it. */
  dayCalories: number;
  day: string;
  isToday: boolean;
  previousDay: string;
  previousDayMeals: Partial<Record<MealCode, number>>;
  dateParam: string | null;
}) {
  const byMeal = new Map<MealCode, JournalEntry[]>(MEALS.map((m) => [m.code, []]));
  for (const e of entries) byMeal.get(e.meal)?.push(e);
  const shown = MEALS.filter((m) => m.code !== "Z" || (byMeal.get("Z")?.length ?? 0) > 0);
  const kcal = shownCalories(byMeal, dayCalories);
  return (
    <div className="journal-meals">
      {shown.map((meal) => {
        const list = byMeal.get(meal.code) ?? [];
        const headingId = `meal-${meal.code}`;
        const before = previousDayMeals[meal.code] ?? 0;
        return (
          <section key={meal.code} className="card journal-meal" aria-labelledby={headingId}>
            <header className="journal-meal-head">
              <h2 id={headingId}>{meal.label}</h2>
              {list.length > 0 ? <span className="journal-meal-kcal">{formatCount(kcal.meals.get(meal.code) ?? 0)} kcal</span> : null}
              <Link to={journalHref(dateParam, { add: 1, meal: meal.code })} className="btn btn-ghost btn-sm journal-meal-add" preventScrollReset>
                + Add<span className="visually-hidden"> to {meal.label}</span>
              </Link>
            </header>
            {list.length > 0 ? (
              <table className="journal-entries">
                <caption className="visually-hidden">{meal.label}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Servings</th>
                    <th scope="col">Calories</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <EntryRow key={e.id} entry={e} calories={kcal.entries.get(e.id) ?? 0} dateParam={dateParam} />
                  ))}
                </tbody>
              </table>
            ) : (
              <div className="journal-meal-empty">
                <p className="muted">Nothing logged yet.</p>
                {before > 0 ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="copy" />
                    <input type="hidden" name="from" value={previousDay} />
                    <input type="hidden" name="meal" value={meal.code} />
                    <input type="hidden" name="date" value={day} />
                    <button type="submit" className="btn btn-secondary btn-sm">
                      Same as {isToday ? "yesterday" : formatMonthDay(previousDay)} ({before} {before === 1 ? "item" : "items"})
                    </button>
                  </Form>
                ) : null}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The whole calories each meal and each entry shows, so that the entries add up to their meal and
 * the meals to the day as the Calories card shows it (docs/decisions/0111-one-rounding-rule.md).
 */
function shownCalories(byMeal: Map<MealCode, JournalEntry[]>, dayCalories: number) {
  const withEntries = [...byMeal].filter(([, list]) => list.length > 0);
  const mealTotals = apportion(
    withEntries.map(([, list]) => list.reduce((n, e) => n + e.calories, 0)),
    0,
    dayCalories,
  );
  const meals = new Map<MealCode, number>();
  const entries = new Map<number, number>();
  withEntries.forEach(([code, list], i) => {
    meals.set(code, mealTotals[i]);
    const parts = apportion(
      list.map((e) => e.calories),
      0,
      mealTotals[i],
    );
    list.forEach((e, j) => entries.set(e.id, parts[j]));
  });
  return { meals, entries };
}

function EntryRow({ entry: e, calories, dateParam }: { entry: JournalEntry; calories: number; dateParam: string | null }) {
  const name = entryName(e);
  const meta = [e.amount, e.grams !== null && e.measure !== "g" ? `${formatCount(e.grams)} g` : null, e.time ? formatTime(e.time) : null, hungerText(e)].filter(Boolean);
  return (
    <tr>
      <th scope="row" className="journal-item">
        <span className="journal-item-name">
          {name}
          {e.recipe_name !== null ? <span className="journal-tag">Recipe</span> : null}
        </span>
        <span className="journal-item-meta">{meta.join(" · ")}</span>
      </th>
      <td className="journal-item-servings">{entryServings(e)}</td>
      <td className="num journal-item-kcal">
        {formatCount(calories)} <span className="muted">kcal</span>
      </td>
      <td className="row-actions">
        <Link to={journalHref(dateParam, { edit: e.id })} className="btn btn-ghost btn-sm" aria-label={`Edit ${name}`} preventScrollReset>
          Edit
        </Link>
        <DeleteButton id={e.id} itemName={name} />
      </td>
    </tr>
  );
}
