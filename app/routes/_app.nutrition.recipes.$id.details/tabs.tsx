import { useTranslation } from "~/i18n/use-translation";
import { Link, useSearchParams, type useFetcher } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { SERVES_MIN } from "~/recipes/codes";
import { FieldErrors } from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import type { RecipeDetailsData } from "~/recipes/details.server";

type LoaderData = RecipeDetailsData;

export function ServesForm({
  recipeId,
  scale,
  error,
  fetcher,
}: {
  recipeId: number;
  scale: number;
  error: string | null;
  fetcher: ReturnType<typeof useFetcher<LoaderData>>;
}) {
  const [params] = useSearchParams();
  const tab = params.get("tab");
  const { t } = useTranslation("recipes");
  const onChange = (e: FormEvent<HTMLFormElement>) => {
    const value = Number(new FormData(e.currentTarget).get("scale"));
    if (Number.isInteger(value) && value >= SERVES_MIN)
      fetcher.submit(e.currentTarget);
  };
  return (
    <fetcher.Form
      method="get"
      className="serves-form"
      onChange={onChange}
      key={recipeId}
    >
      {tab ? <input type="hidden" name="tab" value={tab} /> : null}
      <label htmlFor="serves">{t("serves.label")}</label>
      <input
        id="serves"
        name="scale"
        type="number"
        min={SERVES_MIN}
        max={999}
        step={1}
        defaultValue={scale}
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "serves-error" : undefined}
      />
      <button type="submit" className="btn btn-ghost btn-sm serves-submit">
        {t("serves.update")}
      </button>
      <FieldErrors id="serves-error" errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}

const TABS = [{ id: "ingredients" }, { id: "directions" }] as const;
type TabId = (typeof TABS)[number]["id"];

/**
 * Ingredients and Directions. With JavaScript the tabs switch in place; without it, both panels
 * show, or the one named by ?tab= (the tab links carry it).
 */
export function RecipeTabs({
  data,
  lines,
}: {
  data: LoaderData;
  lines: LoaderData["lines"];
}) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = TABS.find((t) => t.id === params.get("tab"))?.id ?? null;
  const [chosen, setChosen] = useState<TabId | null>(null);
  const active: TabId | null =
    chosen ?? fromUrl ?? (hydrated ? "ingredients" : null);
  const hrefFor = (tab: TabId) => {
    const next = new URLSearchParams(params);
    next.set("tab", tab);
    return `?${next.toString()}`;
  };
  const { recipe } = data;
  const { t } = useTranslation("recipes");
  return (
    <section className="card recipe-tabs" aria-label={t("tabs.label")}>
      <div className="tabs no-print" role="tablist">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            id={`tab-${tab.id}`}
            role="tab"
            to={hrefFor(tab.id)}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            className={active === tab.id ? "active" : undefined}
            replace
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              setChosen(tab.id);
            }}
          >
            {t(`tabs.${tab.id}`)}
          </Link>
        ))}
      </div>
      <div
        id="panel-ingredients"
        role="tabpanel"
        aria-labelledby="tab-ingredients"
        hidden={active !== null && active !== "ingredients"}
        className="tab-panel"
      >
        <h2
          className={
            active === null
              ? "tab-panel-title"
              : "tab-panel-title visually-hidden"
          }
        >
          {t("tabs.ingredients")}
        </h2>
        {lines.length > 0 ? (
          <ul className="ingredient-lines">
            {lines.map((line) => (
              <li
                key={line.ingredient__id}
                className={line.main ? "is-main" : undefined}
              >
                {line.text}
              </li>
            ))}
          </ul>
        ) : recipe.raw_ingredients ? (
          <ul className="ingredient-lines">
            {recipe.raw_ingredients
              .split(/\r?\n/)
              .map((l) => l.trim())
              .filter(Boolean)
              .map((l, i) => (
                <li key={i}>{l}</li>
              ))}
          </ul>
        ) : (
          <p className="muted">{t("tabs.noIngredients")}</p>
        )}
      </div>
      <div
        id="panel-directions"
        role="tabpanel"
        aria-labelledby="tab-directions"
        hidden={active !== null && active !== "directions"}
        className="tab-panel"
      >
        <h2
          className={
            active === null
              ? "tab-panel-title"
              : "tab-panel-title visually-hidden"
          }
        >
          {t("tabs.directions")}
        </h2>
        {/* Sanitized on the way in and again on the way out (app/recipes/html.server.ts). */}
        <div
          className="recipe-html"
          dangerouslySetInnerHTML={{ __html: recipe.directions_html }}
        />
      </div>
    </section>
  );
}
