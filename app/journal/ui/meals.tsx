import { Form, Link } from "@remix-run/react";
import { apportion } from "~/domain/rounding";
import { DeleteButton } from "~/ui/confirm-delete";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { roundTo } from "../amounts";
import { entryAmount, entryName } from "./entry-words";
import { ENTRY_SERVINGS, MEALS, type MealCode } from "../codes";
import { journalHref } from "../panel";
import type { JournalEntry } from "../types";

function hungerText(t: TFunction<"journal">, e: JournalEntry): string | null {
  if (e.hunger_before === null && e.hunger_after === null) return null;
  if (e.hunger_before !== null && e.hunger_after !== null)
    return t("meal.hungerBoth", {
      before: e.hunger_before,
      after: e.hunger_after,
    });
  return e.hunger_before !== null
    ? t("meal.hungerBefore", { value: e.hunger_before })
    : t("meal.hungerAfter", { value: e.hunger_after });
}

/** An entry's servings in the summary's words ("1.2 starch · 96 protein cal"), as amounts.ts's servingsText. */
function entryServings(
  t: TFunction<"journal">,
  f: ReturnType<typeof useFormat>,
  e: JournalEntry
): string {
  const values = {
    protein_kcal: e.protein_calories,
    vegetable_srv: e.vegetable,
    fruit_srv: e.fruit,
    fat_srv: e.ssvg_fat,
    starch_srv: e.starch,
    dairy_srv: e.dairy,
    misc_srv: e.misc,
  };
  const parts: string[] = [];
  for (const s of ENTRY_SERVINGS) {
    const v = values[s.column];
    if (s.column === "protein_kcal" ? v >= 0.5 : v >= 0.05) {
      parts.push(
        t(`servingWords.${s.column}`, {
          value:
            s.column === "protein_kcal"
              ? f.count(Math.round(v))
              : f.number(roundTo(v, 1), 1),
        })
      );
    }
  }
  return parts.join(" · ");
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
  const byMeal = new Map<MealCode, JournalEntry[]>(
    MEALS.map((m) => [m.code, []])
  );
  for (const e of entries) byMeal.get(e.meal)?.push(e);
  const shown = MEALS.filter(
    (m) => m.code !== "Z" || (byMeal.get("Z")?.length ?? 0) > 0
  );
  const kcal = shownCalories(byMeal, dayCalories);
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <div className="journal-meals">
      {shown.map((meal) => {
        const list = byMeal.get(meal.code) ?? [];
        const headingId = `meal-${meal.code}`;
        const before = previousDayMeals[meal.code] ?? 0;
        const mealName = t(`meals.${meal.code}`);
        return (
          <section
            key={meal.code}
            className="card journal-meal"
            aria-labelledby={headingId}
          >
            <header className="journal-meal-head">
              <h2 id={headingId}>{mealName}</h2>
              {list.length > 0 ? (
                <span className="journal-meal-kcal">
                  {t("meal.kcal", {
                    kcal: f.count(kcal.meals.get(meal.code) ?? 0),
                  })}
                </span>
              ) : null}
              <Link
                to={journalHref(dateParam, { add: 1, meal: meal.code })}
                className="btn btn-ghost btn-sm journal-meal-add"
                preventScrollReset
              >
                <Trans
                  t={t}
                  i18nKey="meal.add"
                  values={{ meal: mealName }}
                  components={[<span key="hint" className="visually-hidden" />]}
                />
              </Link>
            </header>
            {list.length > 0 ? (
              <table className="journal-entries">
                <caption className="visually-hidden">{mealName}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t("meal.item")}</th>
                    <th scope="col">{t("meal.servings")}</th>
                    <th scope="col">{t("meal.calories")}</th>
                    <th scope="col">{t("meal.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <EntryRow
                      key={e.id}
                      entry={e}
                      calories={kcal.entries.get(e.id) ?? 0}
                      dateParam={dateParam}
                    />
                  ))}
                </tbody>
              </table>
            ) : (
              <div className="journal-meal-empty">
                <p className="muted">{t("meal.empty")}</p>
                {before > 0 ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="copy" />
                    <input type="hidden" name="from" value={previousDay} />
                    <input type="hidden" name="meal" value={meal.code} />
                    <input type="hidden" name="date" value={day} />
                    <button type="submit" className="btn btn-secondary btn-sm">
                      {isToday
                        ? t("meal.sameAsYesterday", { count: before })
                        : t("meal.sameAsDay", {
                            count: before,
                            day: f.monthDay(previousDay),
                          })}
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
function shownCalories(
  byMeal: Map<MealCode, JournalEntry[]>,
  dayCalories: number
) {
  const withEntries = [...byMeal].filter(([, list]) => list.length > 0);
  const mealTotals = apportion(
    withEntries.map(([, list]) => list.reduce((n, e) => n + e.calories, 0)),
    0,
    dayCalories
  );
  const meals = new Map<MealCode, number>();
  const entries = new Map<number, number>();
  withEntries.forEach(([code, list], i) => {
    meals.set(code, mealTotals[i]);
    const parts = apportion(
      list.map((e) => e.calories),
      0,
      mealTotals[i]
    );
    list.forEach((e, j) => entries.set(e.id, parts[j]));
  });
  return { meals, entries };
}

function EntryRow({
  entry: e,
  calories,
  dateParam,
}: {
  entry: JournalEntry;
  calories: number;
  dateParam: string | null;
}) {
  const { t } = useTranslation("journal");
  const f = useFormat();
  const name = entryName(t, e);
  const meta = [
    entryAmount(t, e),
    e.grams !== null && e.measure !== "g"
      ? t("meal.grams", { grams: f.count(e.grams) })
      : null,
    e.time ? f.time(e.time) : null,
    hungerText(t, e),
  ].filter(Boolean);
  return (
    <tr>
      <th scope="row" className="journal-item">
        <span className="journal-item-name">
          {name}
          {e.recipe_name !== null ? (
            <span className="journal-tag">{t("meal.recipe")}</span>
          ) : null}
        </span>
        <span className="journal-item-meta">{meta.join(" · ")}</span>
      </th>
      <td className="journal-item-servings">{entryServings(t, f, e)}</td>
      <td className="num journal-item-kcal">
        {f.count(calories)} <span className="muted">{t("units.kcal")}</span>
      </td>
      <td className="row-actions">
        <Link
          to={journalHref(dateParam, { edit: e.id })}
          className="btn btn-ghost btn-sm"
          aria-label={t("meal.editNamed", { name })}
          preventScrollReset
        >
          {t("meal.edit")}
        </Link>
        <DeleteButton id={e.id} itemName={name} />
      </td>
    </tr>
  );
}
