import {
  Form,
  Link,
  useNavigate,
  useNavigation,
  useSubmit,
} from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { paths } from "~/paths";
import { useTranslation } from "react-i18next";
import { useFormat, useMessage } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { debounce, effectiveSearchTerm } from "~/ui/search";
import { RECIPE_PICKER_PAGE, type MealCode } from "../codes";
import { journalHref } from "../panel";
import type {
  JournalGoal,
  PanelData,
  PickerFood,
  PickerItem,
  PickerRecipe,
} from "../types";
import { AddEntryForm, EditEntryForm } from "./entry-form";
import { GoalForm } from "./goal-form";
import { entryAmount, entryName } from "./meals";
import type { Units } from "~/domain/units";

interface PanelProps {
  panel: PanelData;
  day: string;
  dateParam: string | null;
  defaultTime: string | null;
  goal: JournalGoal | null;
  /** The member's units: the goal form's hydration and electrolyte (ounces or millilitres). */
  units: Units;
}

/**
 * The side panel: Add to Journal (choice, recipe or food pick, form), an entry's edit form and
 * Adjust Goal. Every step is a URL of the journal page (app/journal/panel.ts), so without
 * JavaScript the panel is the page's own step, drawn over the day; with it, focus moves into the
 * panel, Escape closes it and the searches run as you type.
 */
export function JournalPanel(props: PanelProps) {
  const { panel, day, dateParam } = props;
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const closeHref = journalHref(dateParam);
  const open = panel.step !== "closed";
  const { t } = useTranslation("journal");
  const f = useFormat();
  const stepKey =
    panel.step === "form"
      ? `form-${panel.item?.kind}-${panel.item?.id}`
      : panel.step === "edit"
      ? `edit-${panel.entry.id}`
      : panel.step;

  useEffect(() => {
    if (!open) return;
    // A new step: say so to screen readers and keyboards by moving focus to its heading,
    // unless a search box already has it.
    if (
      !(
        document.activeElement instanceof HTMLInputElement &&
        document.activeElement.type === "search"
      )
    )
      heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]"))
        navigate(closeHref, { preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, stepKey, closeHref, navigate]);

  if (panel.step === "closed") return null;
  const meal = "meal" in panel ? panel.meal : null;
  return (
    <div className="journal-panel-layer">
      <Link
        to={closeHref}
        className="journal-backdrop"
        aria-hidden="true"
        tabIndex={-1}
        preventScrollReset
      />
      <aside
        className="side-panel journal-panel"
        aria-labelledby="journal-panel-title"
        data-step={panel.step}
      >
        <header className="journal-panel-head">
          <div>
            <h2 id="journal-panel-title" ref={heading} tabIndex={-1}>
              {t(`panel.${panel.step}`)}
            </h2>
            <p className="muted small journal-panel-sub">
              {meal
                ? t("panel.mealDay", {
                    meal: t(`meals.${meal}`),
                    day: f.longDate(
                      panel.step === "edit" ? panel.entry.added_on : day
                    ),
                  })
                : f.longDate(
                    panel.step === "edit" ? panel.entry.added_on : day
                  )}
            </p>
          </div>
          <Link
            to={closeHref}
            className="journal-panel-close"
            aria-label={t("panel.close")}
            preventScrollReset
          >
            ×
          </Link>
        </header>
        <PanelBody {...props} closeHref={closeHref} />
      </aside>
    </div>
  );
}

function PanelBody({
  panel,
  day,
  dateParam,
  defaultTime,
  goal,
  units,
  closeHref,
}: PanelProps & { closeHref: string }) {
  const { t } = useTranslation("journal");
  const f = useFormat();
  const say = useMessage();
  switch (panel.step) {
    case "closed":
      return null;
    case "choose":
      return (
        <Choice
          meal={panel.meal}
          day={day}
          dateParam={dateParam}
          recent={panel.recent}
          frequent={panel.frequent}
        />
      );
    case "recipes":
      return <RecipePicker panel={panel} dateParam={dateParam} />;
    case "foods":
      return <FoodPicker panel={panel} dateParam={dateParam} />;
    case "form": {
      if (!panel.item) {
        return (
          <div className="stack">
            <p className="notice notice-info">{t("panel.gone")}</p>
            <Link
              to={journalHref(dateParam, { add: 1, meal: panel.meal })}
              className="btn btn-secondary"
            >
              {t("panel.backToAdd")}
            </Link>
          </div>
        );
      }
      return (
        <div className="stack">
          <div className="journal-picked">
            <p className="journal-picked-name">{panel.item.name}</p>
            <p className="muted small">
              {panel.item.kind === "recipe"
                ? panel.item.detail
                  ? t("panel.recipeDetail", { detail: say(panel.item.detail) })
                  : t("panel.recipe")
                : say(panel.item.detail)}
            </p>
          </div>
          <AddEntryForm
            item={panel.item}
            day={day}
            meal={panel.meal}
            measure={panel.measure}
            qty={panel.qty}
            defaultTime={defaultTime}
            backHref={journalHref(dateParam, {
              add: panel.item.kind,
              meal: panel.meal,
            })}
          />
        </div>
      );
    }
    case "edit":
      return (
        <div className="stack">
          <div className="journal-picked">
            <p className="journal-picked-name">{entryName(t, panel.entry)}</p>
            <p className="muted small">
              {t("panel.entryMeta", {
                amount: entryAmount(t, panel.entry),
                kcal: f.count(panel.entry.calories),
              })}
            </p>
          </div>
          <EditEntryForm
            entry={panel.entry}
            item={panel.item}
            closeHref={closeHref}
          />
        </div>
      );
    case "goal":
      return <GoalForm goal={goal} closeHref={closeHref} units={units} />;
  }
}

function Choice({
  meal,
  day,
  dateParam,
  recent,
  frequent,
}: {
  meal: MealCode | null;
  day: string;
  dateParam: string | null;
  recent: PickerItem[];
  frequent: PickerItem[];
}) {
  const { t } = useTranslation("journal");
  return (
    <div className="stack-lg">
      <div className="journal-choice">
        <Link
          to={journalHref(dateParam, { add: "recipe", meal })}
          className="journal-choice-tile"
        >
          <span className="journal-choice-title">{t("panel.recipes")}</span>
          <span className="journal-choice-text">{t("panel.fromRecipes")}</span>
        </Link>
        <Link
          to={journalHref(dateParam, { add: "food", meal })}
          className="journal-choice-tile"
        >
          <span className="journal-choice-title">{t("panel.foods")}</span>
          <span className="journal-choice-text">
            {t("panel.searchDatabase")}
          </span>
        </Link>
      </div>
      {recent.length === 0 && frequent.length === 0 ? (
        <p className="muted small">{t("panel.shortcutsHint")}</p>
      ) : null}
      <Shortcuts
        which="recent"
        items={recent}
        meal={meal}
        day={day}
        dateParam={dateParam}
      />
      <Shortcuts
        which="frequent"
        items={frequent}
        meal={meal}
        day={day}
        dateParam={dateParam}
      />
    </div>
  );
}

/** Recent or frequent items: the name opens the form as last logged; Log again adds it at once. */
function Shortcuts({
  which,
  items,
  meal,
  day,
  dateParam,
}: {
  which: "recent" | "frequent";
  items: PickerItem[];
  meal: MealCode | null;
  day: string;
  dateParam: string | null;
}) {
  const { t } = useTranslation("journal");
  const f = useFormat();
  if (items.length === 0) return null;
  const headingId = `journal-shortcuts-${which}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="journal-shortcuts-title">
        {t(`panel.${which}`)}
      </h3>
      <ul className="journal-shortcuts">
        {items.map((item) => {
          const amount = entryAmount(t, item);
          return (
            <li key={item.entryId} className="journal-shortcut">
              <Link
                to={journalHref(dateParam, {
                  add: item.kind,
                  [item.kind]: item.itemId,
                  meal: meal ?? item.meal,
                  qty: item.quantity,
                  measure: item.measure === null ? null : String(item.measure),
                })}
                className="journal-shortcut-link"
                preventScrollReset
              >
                <span className="journal-pick-name">{item.name}</span>
                <span className="journal-pick-meta">
                  {item.times
                    ? t("panel.shortcutMetaTimes", {
                        amount,
                        kcal: f.count(item.calories),
                        times: item.times,
                      })
                    : t("panel.shortcutMeta", {
                        amount,
                        kcal: f.count(item.calories),
                      })}
                </span>
              </Link>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="repeat" />
                <input type="hidden" name="entry" value={item.entryId} />
                <input type="hidden" name="date" value={day} />
                {meal ? <input type="hidden" name="meal" value={meal} /> : null}
                <button
                  type="submit"
                  className="btn btn-secondary btn-sm"
                  aria-label={t("panel.logAgainLabel", {
                    name: item.name,
                    amount,
                  })}
                >
                  {t("panel.logAgain")}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

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

function RecipePicker({
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
  const say = useMessage();
  return (
    <div className="stack">
      <Link
        to={journalHref(dateParam, { add: 1, meal })}
        className="back-link"
        preventScrollReset
      >
        {t("panel.back")}
      </Link>
      <PickerSearch
        add="recipe"
        q={q}
        meal={meal}
        dateParam={dateParam}
        label={t("panel.searchRecipes")}
        placeholder={t("panel.searchRecipesHint")}
      />
      {error ? (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      <SearchingNote />
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

function FoodPicker({
  panel,
  dateParam,
}: {
  panel: Extract<PanelData, { step: "foods" }>;
  dateParam: string | null;
}) {
  const { q, searched, error, count, results, meal } = panel;
  const { t } = useTranslation("journal");
  const f = useFormat();
  const say = useMessage();
  return (
    <div className="stack">
      <Link
        to={journalHref(dateParam, { add: 1, meal })}
        className="back-link"
        preventScrollReset
      >
        {t("panel.back")}
      </Link>
      <PickerSearch
        add="food"
        q={q}
        meal={meal}
        dateParam={dateParam}
        label={t("panel.searchFoods")}
        placeholder={t("panel.searchFoodsHint")}
      />
      {error ? (
        <p className="form-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      <SearchingNote />
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
