import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { useSourceName } from "./food-status";
import { TOAST_MS } from "~/toast/toast";
import { debounce, effectiveSearchTerm, SEARCH_DEBOUNCE_MS } from "~/ui/search";
import { ToastView } from "~/ui/toaster";
import { LABEL_NUTRIENTS, nutritionFacts, parseQuantity, QUANTITY_MAX, QUANTITY_MIN, type LabelKey, type NutritionFacts } from "../nutrition-facts";
import { FOOD_CARD_LIMIT, FOOD_CARD_PARAM_NAMES, FOOD_CARD_PARAMS, type FoodCardSelection, type FoodSearchCardData } from "../search-card";
import { useHydrated } from "~/ui/hydrated";
import { paths } from "~/paths";

/**
 * The food nutrition search card (spec part 2 §2): search the food database, pick a food, choose
 * one of its common measures and a quantity, and read its Nutrition Facts. One component for the
 * nutrition home and the dashboard; the hosting page's loader fills it with `loadFoodSearchCard`.
 *
 * Without JavaScript everything is GET forms and links on the hosting page's URL. With it, the
 * search runs by itself 500 ms after typing stops, and the facts follow the measure and quantity
 * at once (computed in the browser from the same numbers the server used).
 */
export function FoodSearchCard({ data, title }: { data: FoodSearchCardData; title?: string }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const location = useLocation();
  const submit = useSubmit();
  const headingId = useId();
  const inputId = useId();
  const hydrated = useHydrated();

  // The hosting page's own parameters travel with every card form and link.
  const foreign = useMemo(() => {
    const params = new URLSearchParams(location.search);
    return [...params.entries()].filter(([k]) => !FOOD_CARD_PARAM_NAMES.includes(k) && k !== "index");
  }, [location.search]);
  const hrefWith = (card: Record<string, string>) => {
    const params = new URLSearchParams(foreign);
    for (const [k, v] of Object.entries(card)) params.set(k, v);
    return `${location.pathname}?${params.toString()}`;
  };

  const lastSent = useRef(effectiveSearchTerm(data.term));
  const search = useMemo(
    () =>
      debounce((form: HTMLFormElement) => {
        const formData = new FormData(form);
        const term = effectiveSearchTerm(String(formData.get(FOOD_CARD_PARAMS.term) ?? ""));
        if (term === lastSent.current) return;
        lastSent.current = term;
        if (term) formData.set(FOOD_CARD_PARAMS.term, term);
        else formData.delete(FOOD_CARD_PARAMS.term);
        submit(formData, { method: "get", action: location.pathname, replace: true, preventScrollReset: true });
      }, SEARCH_DEBOUNCE_MS),
    [submit, location.pathname],
  );
  useEffect(() => () => search.cancel(), [search]);

  const term = data.term.trim();
  return (
    <section className="card food-search-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t("search.title")}</h2>
      <Form
        method="get"
        action={location.pathname}
        role="search"
        className="search-form food-card-search"
        preventScrollReset
        onChange={(e) => search(e.currentTarget)}
        onSubmit={(e) => {
          search.cancel();
          lastSent.current = effectiveSearchTerm(String(new FormData(e.currentTarget).get(FOOD_CARD_PARAMS.term) ?? ""));
        }}
      >
        <HiddenParams entries={foreign} />
        <label className="visually-hidden" htmlFor={inputId}>
          {t("search.label")}
        </label>
        <input
          id={inputId}
          type="search"
          name={FOOD_CARD_PARAMS.term}
          defaultValue={data.term}
          placeholder={t("search.placeholder")}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-secondary btn-sm">
          {t("search.submit")}
        </button>
      </Form>
      {data.error ? <ToastView key={location.key} toast={{ type: "error", message: data.error, duration: TOAST_MS }} /> : null}

      <div className={`food-card-body${data.selected ? " has-selection" : ""}`}>
        <div className="food-card-results">
          {data.searched ? (
            data.results.length > 0 ? (
              <>
                <p className="food-card-count muted" aria-live="polite">
                  {data.count > FOOD_CARD_LIMIT
                    ? t("search.foundCapped", { shown: f.count(data.count), limit: FOOD_CARD_LIMIT })
                    : t("search.found", { count: data.count, shown: f.count(data.count) })}
                </p>
                <ul className="plain-list food-result-list" aria-label={t("search.results")}>
                  {data.results.map((r) => (
                    <li key={r.id}>
                      <Link
                        to={hrefWith({ [FOOD_CARD_PARAMS.term]: term, [FOOD_CARD_PARAMS.food]: String(r.id) })}
                        className="food-result"
                        aria-current={data.selected?.id === r.id ? "true" : undefined}
                        preventScrollReset
                      >
                        <span className="food-result-name">{r.long_desc}</span>
                        <span className="food-result-meta">
                          {r.energy_kcal !== null
                            ? t("search.energy", { kcal: f.number(r.energy_kcal, 0), grams: f.number(r.base_weight, 2) })
                            : t("search.noEnergy")}
                          {r.mine ? <span className="tag">{r.status === "approved" ? t("search.mine") : t("search.minePending")}</span> : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="food-card-empty" aria-live="polite">
                {t("empty.items")}
              </p>
            )
          ) : (
            <p className="food-card-hint muted">{t("search.hint")}</p>
          )}
          {data.missingFood ? <p className="muted">{t("search.missing")}</p> : null}
        </div>

        {data.selected ? (
          <SelectedFood
            // A new selection (or new values from the URL) starts the panel over.
            key={`${data.selected.id}:${data.selected.measure}:${data.selected.qty}`}
            food={data.selected}
            term={term}
            foreign={foreign}
            hydrated={hydrated}
          />
        ) : null}
      </div>
    </section>
  );
}

function SelectedFood({ food, term, foreign, hydrated }: { food: FoodCardSelection; term: string; foreign: [string, string][]; hydrated: boolean }) {
  const location = useLocation();
  const measureId = useId();
  const qtyId = useId();
  const qtyErrorId = useId();
  const { t } = useTranslation("foods");
  const f = useFormat();
  const sourceName = useSourceName();
  const [measure, setMeasure] = useState(food.measure);
  const [qty, setQty] = useState(food.qty);

  const chosen = food.measures.find((m) => m.value === measure) ?? food.measures[0];
  const quantity = parseQuantity(qty);
  const facts = chosen && quantity !== null ? nutritionFacts({ values: food.values, baseWeight: food.base_weight, measureGrams: chosen.grams, quantity }) : null;

  return (
    <div className="food-search-facts">
      <h3 className="food-facts-name">{food.long_desc}</h3>
      <p className="food-facts-source muted">
        {sourceName(food.source)} ·{" "}
        <Link to={food.href} className="food-facts-link">
          {t("search.viewDetails")}
        </Link>{" "}
        ·{" "}
        <Link to={`${paths.nutritionJournalFood(food.id)}&measure=${encodeURIComponent(measure)}&qty=${encodeURIComponent(qty)}`} className="food-facts-link">
          {t("search.journalThis")}
        </Link>
      </p>
      <Form
        method="get"
        action={location.pathname}
        className="food-portion-form"
        preventScrollReset
        // With JavaScript the facts already follow every change; Enter has nothing left to do.
        onSubmit={(e) => {
          if (hydrated) e.preventDefault();
        }}
      >
        <HiddenParams entries={foreign} />
        {term ? <input type="hidden" name={FOOD_CARD_PARAMS.term} value={term} /> : null}
        <input type="hidden" name={FOOD_CARD_PARAMS.food} value={food.id} />
        <div className="field food-portion-measure">
          <label htmlFor={measureId}>{t("search.measure")}</label>
          <select id={measureId} name={FOOD_CARD_PARAMS.measure} value={measure} onChange={(e) => setMeasure(e.target.value)}>
            {food.measures.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field food-portion-qty">
          <label htmlFor={qtyId}>{t("search.quantity")}</label>
          <input
            id={qtyId}
            name={FOOD_CARD_PARAMS.qty}
            type="number"
            inputMode="decimal"
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            step={0.01}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            aria-invalid={quantity === null ? true : undefined}
            aria-describedby={quantity === null ? qtyErrorId : undefined}
          />
        </div>
        {hydrated ? null : (
          <button type="submit" className="btn btn-secondary btn-sm">
            {t("search.showFacts")}
          </button>
        )}
      </Form>
      {quantity === null ? (
        <p id={qtyErrorId} className="field-errors" role="alert">
          {t("search.quantityMessage", { min: f.number(QUANTITY_MIN, 2), max: f.number(QUANTITY_MAX, 2) })}
        </p>
      ) : null}
      {facts && chosen ? <NutritionFactsLabel facts={facts} serving={chosen.label} times={quantity ?? 1} /> : null}
    </div>
  );
}

const SUB_ROWS: ReadonlySet<LabelKey> = new Set(["saturatedFat", "fibre", "sugars"]);

/** The label: calories first and large, then the nutrients with their percent daily value. */
export function NutritionFactsLabel({ facts, serving, times = 1 }: { facts: NutritionFacts; serving: string; times?: number }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const headingId = useId();
  const value = (key: LabelKey, unit: string) => {
    const v = facts.amounts[key];
    return v === null ? "—" : unit === "kcal" ? f.number(v, 1) : t("label.amount", { value: f.number(v, 1), unit });
  };
  return (
    <section className="nutrition-label" aria-labelledby={headingId}>
      <h4 id={headingId} className="nutrition-label-title">
        {t("label.title")}
      </h4>
      <p className="nutrition-label-serving">
        <span>{t("label.servingSize")}</span>
        <span>{times === 1 ? serving : t("label.servings", { times: f.number(times, 2), serving, grams: f.number(facts.grams, 2) })}</span>
      </p>
      <table className="nutrition-label-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t("label.nutrient")}</span>
              {t("label.perServing")}
            </th>
            <th scope="col" className="num">
              {t("label.amountHeader")}
            </th>
            <th scope="col" className="num">
              {t("label.dailyValue")}
            </th>
          </tr>
        </thead>
        <tbody>
          {LABEL_NUTRIENTS.map((n) => (
            <tr key={n.key} className={n.key === "calories" ? "row-calories" : SUB_ROWS.has(n.key) ? "row-sub" : undefined}>
              <th scope="row">{t(`label.nutrients.${n.key}`)}</th>
              <td className="num">{value(n.key, n.unit)}</td>
              <td className="num">{facts.percentDaily[n.key] === null ? "" : t("label.percent", { value: f.count(facts.percentDaily[n.key] ?? 0) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="nutrition-label-note">
{t("label.note")}</p>
    </section>
  );
}

function HiddenParams({ entries }: { entries: [string, string][] }) {
  return (
    <>
      {entries.map(([k, v], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

