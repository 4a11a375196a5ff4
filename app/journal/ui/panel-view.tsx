/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { paths } from "~/paths";
import { formatCount, formatLongDate } from "~/ui/format";
import { useHydrated } from "~/ui/hydrated";
import { debounce, effectiveSearchTerm } from "~/ui/search";
import { mealLabel, RECIPE_PICKER_PAGE, type MealCode } from "../codes";
import { journalHref } from "../panel";
import type { JournalGoal, PanelData, PickerFood, PickerItem, PickerRecipe } from "../types";
import { AddEntryForm, EditEntryForm } from "./entry-form";
import { GoalForm } from "./goal-form";
import { entryName } from "./meals";
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

const TITLES: Record<Exclude<PanelData["step"], "closed">, string> = {
  choose: "Add to Journal",
  recipes: "Select Recipe",
  foods: "Add Food Item",
  form: "Add to Journal",
  edit: "Edit entry",
  goal: "Adjust Goal",
};

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
  const stepKey = panel.step === "form" ? `form-${panel.item?.kind}-${panel.item?.id}` : panel.step === "edit" ? `edit-${panel.entry.id}` : panel.step;

  useEffect(() => {
    if (!open) return;
    // A new step: say so to screen readers and keyboards by moving focus to its heading,
    // unless a search box already has it.
    if (!(document.activeElement instanceof HTMLInputElement && document.activeElement.type === "search")) heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector("dialog[open]")) navigate(closeHref, { preventScrollReset: true });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, stepKey, closeHref, navigate]);

  if (panel.step === "closed") return null;
  const meal = "meal" in panel ? panel.meal : null;
  return (
    <div className="journal-panel-layer">
      <Link to={closeHref} className="journal-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset />
      <aside className="side-panel journal-panel" aria-labelledby="journal-panel-title" data-step={panel.step}>
        <header className="journal-panel-head">
          <div>
            <h2 id="journal-panel-title" ref={heading} tabIndex={-1}>
              {TITLES[panel.step]}
            </h2>
            <p className="muted small journal-panel-sub">
              {meal ? `${mealLabel(meal)} · ` : ""}
              {formatLongDate(panel.step === "edit" ? panel.entry.added_on : day)}
            </p>
          </div>
          <Link to={closeHref} className="journal-panel-close" aria-label="Close the panel" preventScrollReset>
            ×
          </Link>
        </header>
        <PanelBody {...props} closeHref={closeHref} />
      </aside>
    </div>
  );
}

function PanelBody({ panel, day, dateParam, defaultTime, goal, units, closeHref }: PanelProps & { closeHref: string }) {
  switch (panel.step) {
    case "closed":
      return null;
    case "choose":
      return <Choice meal={panel.meal} day={day} dateParam={dateParam} recent={panel.recent} frequent={panel.frequent} />;
    case "recipes":
      return <RecipePicker panel={panel} dateParam={dateParam} />;
    case "foods":
      return <FoodPicker panel={panel} dateParam={dateParam} />;
    case "form": {
      if (!panel.item) {
        return (
          <div className="stack">
            <p className="notice notice-info">That recipe or food cannot be journaled: it may have been removed or not be approved yet.</p>
            <Link to={journalHref(dateParam, { add: 1, meal: panel.meal })} className="btn btn-secondary">
              Back to Add to Journal
            </Link>
          </div>
        );
      }
      return (
        <div className="stack">
          <div className="journal-picked">
            <p className="journal-picked-name">{panel.item.name}</p>
            <p className="muted small">{panel.item.kind === "recipe" ? `Recipe${panel.item.detail ? ` · ${panel.item.detail}` : ""}` : panel.item.detail}</p>
          </div>
          <AddEntryForm
            item={panel.item}
            day={day}
            meal={panel.meal}
            measure={panel.measure}
            qty={panel.qty}
            defaultTime={defaultTime}
            backHref={journalHref(dateParam, { add: panel.item.kind, meal: panel.meal })}
          />
        </div>
      );
    }
    case "edit":
      return (
        <div className="stack">
          <div className="journal-picked">
            <p className="journal-picked-name">{entryName(panel.entry)}</p>
            <p className="muted small">
              {panel.entry.amount} · {formatCount(panel.entry.calories)} kcal
            </p>
          </div>
          <EditEntryForm entry={panel.entry} item={panel.item} closeHref={closeHref} />
        </div>
      );
    case "goal":
      return <GoalForm goal={goal} closeHref={closeHref} units={units} />;
  }
}

function Choice({ meal, day, dateParam, recent, frequent }: { meal: MealCode | null; day: string; dateParam: string | null; recent: PickerItem[]; frequent: PickerItem[] }) {
  return (
    <div className="stack-lg">
      <div className="journal-choice">
        <Link to={journalHref(dateParam, { add: "recipe", meal })} className="journal-choice-tile">
          <span className="journal-choice-title">Select Recipe</span>
          <span className="journal-choice-text">From the programme&apos;s recipes</span>
        </Link>
        <Link to={journalHref(dateParam, { add: "food", meal })} className="journal-choice-tile">
          <span className="journal-choice-title">Add Food Item</span>
          <span className="journal-choice-text">Search the food database</span>
        </Link>
      </div>
      {recent.length === 0 && frequent.length === 0 ? (
        <p className="muted small">What you log most and most recently will wait for you here, ready to add again in one click.</p>
      ) : null}
      <Shortcuts title="Recent" items={recent} meal={meal} day={day} dateParam={dateParam} />
      <Shortcuts title="Frequent" items={frequent} meal={meal} day={day} dateParam={dateParam} />
    </div>
  );
}

/** Recent or frequent items: the name opens the form as last logged; Log again adds it at once. */
function Shortcuts({ title, items, meal, day, dateParam }: { title: string; items: PickerItem[]; meal: MealCode | null; day: string; dateParam: string | null }) {
  if (items.length === 0) return null;
  const headingId = `journal-shortcuts-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="journal-shortcuts-title">
        {title}
      </h3>
      <ul className="journal-shortcuts">
        {items.map((item) => (
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
                {item.amount} · {formatCount(item.calories)} kcal{item.times ? ` · ${item.times} times lately` : ""}
              </span>
            </Link>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="repeat" />
              <input type="hidden" name="entry" value={item.entryId} />
              <input type="hidden" name="date" value={day} />
              {meal ? <input type="hidden" name="meal" value={meal} /> : null}
              <button type="submit" className="btn btn-secondary btn-sm" aria-label={`Log again: ${item.name}, ${item.amount}`}>
                Log again
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A picker's search: a GET form on the journal's URL; with JavaScript it runs 500 ms after typing stops. */
function PickerSearch({ add, q, meal, dateParam, label, placeholder }: { add: "recipe" | "food"; q: string; meal: MealCode | null; dateParam: string | null; label: string; placeholder: string }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
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
        submit(data, { method: "get", action: paths.nutritionJournal(), replace: true, preventScrollReset: true });
      }),
    [submit],
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
        lastSent.current = effectiveSearchTerm(String(new FormData(e.currentTarget).get("q") ?? ""));
      }}
    >
      {dateParam ? <input type="hidden" name="date" value={dateParam} /> : null}
      <input type="hidden" name="add" value={add} />
      {meal ? <input type="hidden" name="meal" value={meal} /> : null}
      <label htmlFor={`journal-search-${add}`} className="visually-hidden">
        {label}
      </label>
      <input ref={input} id={`journal-search-${add}`} type="search" name="q" defaultValue={q} placeholder={placeholder} autoComplete="off" />
      <button type="submit" className="btn btn-secondary btn-sm">
        Search
      </button>
    </Form>
  );
}

function SearchingNote() {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === paths.nutritionJournal() && navigation.location.search.includes("add=");
  return searching ? (
    <p className="muted small journal-searching" role="status">
      Searching…
    </p>
  ) : null;
}

function RecipePicker({ panel, dateParam }: { panel: Extract<PanelData, { step: "recipes" }>; dateParam: string | null }) {
  const { q, offset, error, count, results, meal } = panel;
  const term = effectiveSearchTerm(q);
  const pageHref = (o: number) => journalHref(dateParam, { add: "recipe", q: term, offset: o || null, meal });
  return (
    <div className="stack">
      <Link to={journalHref(dateParam, { add: 1, meal })} className="back-link" preventScrollReset>
        ‹ Back
      </Link>
      <PickerSearch add="recipe" q={q} meal={meal} dateParam={dateParam} label="Search recipes" placeholder="Search recipes, e.g. chicken" />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <SearchingNote />
      {results.length === 0 ? (
        <p className="journal-empty" aria-live="polite">
          No recipes found!
        </p>
      ) : (
        <>
          <p className="muted small" aria-live="polite">
            {count === 1 ? "1 recipe" : `${formatCount(count)} recipes`}
            {count > RECIPE_PICKER_PAGE ? ` · ${offset + 1}–${Math.min(count, offset + RECIPE_PICKER_PAGE)} shown` : ""}
          </p>
          <ul className="journal-pick-list">
            {results.map((r: PickerRecipe) => (
              <li key={r.id}>
                <Link to={journalHref(dateParam, { add: "recipe", recipe: r.id, meal })} className="journal-pick" preventScrollReset>
                  {r.image ? <img src={r.image} alt="" width={56} height={42} className="journal-pick-image" /> : <span className="journal-pick-image" aria-hidden="true" />}
                  <span className="journal-pick-text">
                    <span className="journal-pick-name">{r.name}</span>
                    <span className="journal-pick-meta">
                      {formatCount(r.kcal)} kcal a serving{r.serving_size ? ` · ${r.serving_size}` : ""}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {count > RECIPE_PICKER_PAGE ? (
            <nav className="journal-pager" aria-label="Recipe pages">
              {offset > 0 ? (
                <Link to={pageHref(Math.max(0, offset - RECIPE_PICKER_PAGE))} className="btn btn-ghost btn-sm" preventScrollReset>
                  ‹ Previous
                </Link>
              ) : (
                <span />
              )}
              {offset + RECIPE_PICKER_PAGE < count ? (
                <Link to={pageHref(offset + RECIPE_PICKER_PAGE)} className="btn btn-ghost btn-sm" preventScrollReset>
                  Next ›
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function FoodPicker({ panel, dateParam }: { panel: Extract<PanelData, { step: "foods" }>; dateParam: string | null }) {
  const { q, searched, error, count, results, meal } = panel;
  return (
    <div className="stack">
      <Link to={journalHref(dateParam, { add: 1, meal })} className="back-link" preventScrollReset>
        ‹ Back
      </Link>
      <PickerSearch add="food" q={q} meal={meal} dateParam={dateParam} label="Search foods" placeholder="Search foods, e.g. banana" />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <SearchingNote />
      {!searched ? (
        <p className="muted small">Type at least 3 letters of a food&apos;s name. Your own approved foods are found too.</p>
      ) : results.length === 0 ? (
        <p className="journal-empty" aria-live="polite">
          No items found!
        </p>
      ) : (
        <>
          <p className="muted small" aria-live="polite">
            {count === 1 ? "1 food found" : `${formatCount(count)} foods found`}
            {count > results.length ? ` · the best ${results.length} shown, add a word to narrow it` : ""}
          </p>
          <ul className="journal-pick-list">
            {results.map((f: PickerFood) => (
              <li key={f.id}>
                <Link to={journalHref(dateParam, { add: "food", food: f.id, meal })} className="journal-pick" preventScrollReset>
                  <span className="journal-pick-text">
                    <span className="journal-pick-name">
                      {f.long_desc}
                      {f.mine ? <span className="journal-tag">My food</span> : null}
                    </span>
                    <span className="journal-pick-meta">
                      {f.energy_kcal !== null ? `${formatCount(f.energy_kcal)} kcal per ${formatCount(f.base_weight)} g` : "No energy value"}
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
