import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { paths } from "~/paths";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { debounce, effectiveSearchTerm } from "~/ui/search";
import { RECIPE_PICKER_PAGE, type MealCode } from "../codes";
import { journalHref } from "../panel";
import type { PanelData, PickerFood, PickerRecipe } from "../types";

/*
 * The panel's two pickers (Select Recipe, Add Food Item) and their search, split from
 * ./panel-view.tsx: each is a GET form on the journal's URL, paged, and runs as you type with JavaScript.
 */

/** A picker's search: a GET form on the journal's URL; with JavaScript it runs 500 ms after typing stops. */
function PickerSearch({
  add,
  q,
  meal,
  dateParam,
  label,
  placeholder,
}: {
  add: "recipe" | "food";
  q: string;
  meal: MealCode | null;
  dateParam: string | null;
  label: string;
  placeholder: string;
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation("journal");
  const lastSent = useRef(effectiveSearchTerm(q));
  const search = useMemo(
    () =>
      debounce((form: HTMLFormElement) => {
        const data = new FormData(form);
        const term = effectiveSearchTerm(String(data.get("q") ?? ""));
        if (term === lastSent.current) return;
        lastSent.current = term;
        if (term) data.set("q", term);
        else data.delete("q");
        submit(data, {
          method: "get",
          action: paths.nutritionJournal(),
          replace: true,
          preventScrollReset: true,
        });
      }),
    [submit]
  );
  useEffect(() => () => search.cancel(), [search]);
  // A pick (a link) made before the typing's search went out wins: the search is dropped.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== "idle" && !navigation.formData) search.cancel();
  }, [navigation.state, navigation.formData, search]);
  useEffect(() => {
    if (hydrated) input.current?.focus();
  }, [hydrated, add]);
  return (
    <Form
      method="get"
      action={paths.nutritionJournal()}
      role="search"
      className="search-form journal-search"
      preventScrollReset
      onChange={(e) => search(e.currentTarget)}
      onSubmit={(e) => {
        search.cancel();
        lastSent.current = effectiveSearchTerm(
          String(new FormData(e.currentTarget).get("q") ?? "")
        );
      }}
    >
      {dateParam ? <input type="hidden" name="date" value={dateParam} /> : null}
      <input type="hidden" name="add" value={add} />
      {meal ? <input type="hidden" name="meal" value={meal} /> : null}
      <label htmlFor={`journal-search-${add}`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={`journal-search-${add}`}
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholder}
        autoComplete="off"
      />
      <button type="submit" className="btn btn-secondary btn-sm">
        {t("panel.search")}
      </button>
    </Form>
  );
}

function SearchingNote() {
  const navigation = useNavigation();
  const { t } = useTranslation("journal");
  const searching =
    navigation.state === "loading" &&
    navigation.location?.pathname === paths.nutritionJournal() &&
    navigation.location.search.includes("add=");
  return searching ? (
    <p className="muted small journal-searching" role="status">
      {t("panel.searching")}
    </p>
  ) : null;
}

/** The top of both pickers: back to the meal's choices, the search, its refusal, the searching note. */
function PickerHead({ kind, q, meal, dateParam, error }: { kind: "recipe" | "food"; q: string; meal: MealCode | null; dateParam: string | null; error: string | null | undefined }) {
  const { t } = useTranslation("journal");
  const say = useMessage();
  return (
    <>
      <Link
        to={journalHref(dateParam, { add: 1, meal })}
        className="back-link"
        preventScrollReset
      >
        {t("panel.back")}
      </Link>
      <PickerSearch
        add={kind}
        q={q}
        meal={meal}
        dateParam={dateParam}
        label={t(kind === "recipe" ? "panel.searchRecipes" : "panel.searchFoods")}
        placeholder={t(kind === "recipe" ? "panel.searchRecipesHint" : "panel.searchFoodsHint")}
      />
      {error ? (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      <SearchingNote />
    </>
  );
}

export function RecipePicker({
  panel,
  dateParam,
}: {
  panel: Extract<PanelData, { step: "recipes" }>;
  dateParam: string | null;
}) {
  const { q, offset, error, count, results, meal } = panel;
  const term = effectiveSearchTerm(q);
  const pageHref = (o: number) =>
    journalHref(dateParam, { add: "recipe", q: term, offset: o || null, meal });
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <div className="stack">
      <PickerHead kind="recipe" q={q} meal={meal} dateParam={dateParam} error={error} />
      {results.length === 0 ? (
        <p className="journal-empty" aria-live="polite">
          {t("panel.noRecipes")}
        </p>
      ) : (
        <>
          <p className="muted small" aria-live="polite">
            {count > RECIPE_PICKER_PAGE
              ? t("panel.recipeCountPaged", {
                  count,
                  n: f.count(count),
                  first: offset + 1,
                  last: Math.min(count, offset + RECIPE_PICKER_PAGE),
                })
              : t("panel.recipeCount", { count, n: f.count(count) })}
          </p>
          <ul className="journal-pick-list">
            {results.map((r: PickerRecipe) => (
              <li key={r.id}>
                <Link
                  to={journalHref(dateParam, {
                    add: "recipe",
                    recipe: r.id,
                    meal,
                  })}
                  className="journal-pick"
                  preventScrollReset
                >
                  {r.image ? (
                    <img
                      src={r.image}
                      alt=""
                      width={56}
                      height={42}
                      className="journal-pick-image"
                    />
                  ) : (
                    <span className="journal-pick-image" aria-hidden="true" />
                  )}
                  <span className="journal-pick-text">
                    <span className="journal-pick-name">{r.name}</span>
                    <span className="journal-pick-meta">
                      {r.serving_size
                        ? t("panel.kcalServingSize", {
                            kcal: f.count(r.kcal),
                            size: r.serving_size,
                          })
                        : t("panel.kcalServing", { kcal: f.count(r.kcal) })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {count > RECIPE_PICKER_PAGE ? (
            <nav className="journal-pager" aria-label={t("panel.recipePages")}>
              {offset > 0 ? (
                <Link
                  to={pageHref(Math.max(0, offset - RECIPE_PICKER_PAGE))}
                  className="btn btn-ghost btn-sm"
                  preventScrollReset
                >
                  {t("panel.previous")}
                </Link>
              ) : (
                <span />
              )}
              {offset + RECIPE_PICKER_PAGE < count ? (
                <Link
                  to={pageHref(offset + RECIPE_PICKER_PAGE)}
                  className="btn btn-ghost btn-sm"
                  preventScrollReset
                >
                  {t("panel.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

export function FoodPicker({
  panel,
  dateParam,
}: {
  panel: Extract<PanelData, { step: "foods" }>;
  dateParam: string | null;
}) {
  const { q, searched, error, count, results, meal } = panel;
  const { t } = useTranslation("journal");
  const f = useFormat();
  return (
    <div className="stack">
      <PickerHead kind="food" q={q} meal={meal} dateParam={dateParam} error={error} />
      {!searched ? (
        <p className="muted small">{t("panel.foodHint")}</p>
      ) : results.length === 0 ? (
        <p className="journal-empty" aria-live="polite">
          {t("panel.noFoods")}
        </p>
      ) : (
        <>
          <p className="muted small" aria-live="polite">
            {count > results.length
              ? t("panel.foodCountMore", {
                  count,
                  n: f.count(count),
                  shown: results.length,
                })
              : t("panel.foodCount", { count, n: f.count(count) })}
          </p>
          <ul className="journal-pick-list">
            {results.map((food: PickerFood) => (
              <li key={food.id}>
                <Link
                  to={journalHref(dateParam, {
                    add: "food",
                    food: food.id,
                    meal,
                  })}
                  className="journal-pick"
                  preventScrollReset
                >
                  <span className="journal-pick-text">
                    <span className="journal-pick-name">
                      {food.long_desc}
                      {food.mine ? (
                        <span className="journal-tag">{t("panel.myFood")}</span>
                      ) : null}
                    </span>
                    <span className="journal-pick-meta">
                      {food.energy_kcal !== null
                        ? t("panel.kcalPer", {
                            kcal: f.count(food.energy_kcal),
                            grams: f.count(food.base_weight),
                          })
                        : t("panel.noEnergy")}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
