import { useTranslation } from "~/i18n/use-translation";
import { rejectEmptySearch } from "~/page/search.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useLoaderData,
  useSearchParams,
  useSubmit,
} from "@remix-run/react";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { paths } from "~/paths";
import { recipeFilters } from "~/recipes/categories.server";
import {
  RECIPE_ORDERINGS,
  RECIPE_PAGE_SIZE,
  DEFAULT_RECIPE_ORDERING,
} from "~/recipes/codes";
import { listRecipes } from "~/recipes/recipes.server";
import type { RecipeFilter } from "~/recipes/types";
import { RecipeLoading } from "~/recipes/ui/loading";
import { RecipeCard } from "~/recipes/ui/recipe-card";
import { LoadMoreList, nextPageHref } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { param, readParams } from "~/page/params.server";
import recipeCardsCss from "~/styles/recipe-cards.css";
import recipesCss from "~/styles/recipes.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(recipeCardsCss, recipesCss);

export const handle = { i18n: ["recipes"], title: "recipes:title" };

/**
 * The catalogue: search (debounced, 3 characters), sort and the filter panel of the searchable
 * category groups, 30 cards a page. Patients see active recipes only (the domain decides);
 * staff see inactive ones greyed, and an Edit button on every card.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await rejectEmptySearch(request);
  // A hand-edited URL with a bad sort or filter lists everything rather than failing.
  const { offset, ...query } = readParams(request, {
    search: param.text(),
    ordering: param.oneOf(RECIPE_ORDERINGS, DEFAULT_RECIPE_ORDERING),
    category: param.ids(),
    offset: param.offset(),
  });
  const [page, filters] = await Promise.all([
    listRecipes(user, {
      search: query.search,
      ordering: query.ordering,
      category: query.category,
      limit: RECIPE_PAGE_SIZE,
      offset,
    }),
    recipeFilters(user),
  ]);
  return {
    results: page.results,
    count: page.count,
    nextHref: nextPageHref(request.url, {
      offset,
      limit: RECIPE_PAGE_SIZE,
      count: page.count,
    }),
    filters,
    isAdmin: isAdmin(user),
  };
}

function groupFilters(filters: RecipeFilter[]) {
  const groups = new Map<
    number,
    { name: string; major: boolean; items: RecipeFilter[] }
  >();
  for (const f of filters) {
    const g = groups.get(f.group_id) ?? {
      name: f.group,
      major: f.major,
      items: [],
    };
    g.items.push(f);
    groups.set(f.group_id, g);
  }
  return [...groups.entries()].map(([id, g]) => ({ id, ...g }));
}

/** Sort and filters in one GET form: applied at once with JavaScript, with Apply without it. */
function FilterPanel({ filters }: { filters: RecipeFilter[] }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const selected = new Set(params.getAll("category"));
  const ordering = params.get("ordering") ?? DEFAULT_RECIPE_ORDERING;
  const search = params.get("search");
  const groups = groupFilters(filters);
  const { t } = useTranslation("recipes");
  return (
    <Form
      method="get"
      className="card recipe-filters"
      aria-label={t("filters.label")}
      onChange={(e) =>
        submit(e.currentTarget, { replace: true, preventScrollReset: true })
      }
    >
      {search ? <input type="hidden" name="search" value={search} /> : null}
      <div className="field">
        <label htmlFor="recipe-ordering">{t("filters.sortBy")}</label>
        <select
          id="recipe-ordering"
          name="ordering"
          defaultValue={ordering}
          key={ordering}
        >
          {RECIPE_ORDERINGS.map((o) => (
            <option key={o} value={o}>
              {t(`ordering.${o}`)}
            </option>
          ))}
        </select>
      </div>
      {groups.length > 0 ? (
        <h2 className="recipe-filters-title">{t("filters.filter")}</h2>
      ) : null}
      {groups.map((g) => (
        <fieldset key={g.id} className="filter-group">
          <legend>
            {g.major && !/special/i.test(g.name)
              ? t("filters.special", { name: g.name })
              : g.name}
          </legend>
          {g.items.map((f) => (
            <label key={f.id} className="check">
              <input
                type="checkbox"
                name="category"
                value={f.name}
                defaultChecked={selected.has(f.name)}
                key={`${f.name}-${selected.has(f.name)}`}
              />
              <span>{f.label}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="recipe-filters-actions">
        <button type="submit" className="btn btn-secondary btn-sm">
          {t("filters.apply")}
        </button>
        {selected.size > 0 || params.has("ordering") ? (
          <Link
            to={
              search ? `?search=${encodeURIComponent(search)}` : paths.recipes()
            }
            className="btn btn-ghost btn-sm"
            replace
            preventScrollReset
          >
            {t("filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function RecipesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("recipes");
  return (
    <section className="page recipes-page">
      <PageHeader
        title={t("title")}
        subtitle={t("count", { count: data.count })}
        actions={
          <SearchForm
            label={t("search")}
            placeholder={t("search")}
            keep={["ordering", "category"]}
          />
        }
      />
      <RecipeLoading />
      <div className="recipes-layout">
        <aside className="recipes-aside">
          <FilterPanel filters={data.filters} />
        </aside>
        <div className="recipes-main">
          <LoadMoreList
            page={data}
            getKey={(r) => r.id}
            className="recipe-grid"
            renderItem={(r, i) => (
              <RecipeCard
                recipe={r}
                isAdmin={data.isAdmin}
                firstScreen={i < 3}
              />
            )}
            empty={<p className="card empty-state">{t("empty.recipes")}</p>}
          />
        </div>
      </div>
    </section>
  );
}
