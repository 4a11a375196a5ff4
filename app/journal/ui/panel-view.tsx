import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { type MealCode } from "../codes";
import { journalHref } from "../panel";
import type { JournalGoal, PanelData, PickerItem } from "../types";
import { AddEntryForm, EditEntryForm } from "./entry-form";
import { FoodPicker, RecipePicker } from "./pickers";
import { GoalForm } from "./goal-form";
import { entryAmount, entryName } from "./entry-words";
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
