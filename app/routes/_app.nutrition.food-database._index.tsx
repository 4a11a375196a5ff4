import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { requireAdmin } from "~/auth/auth.server";
import { FOOD_PAGE_SIZE, listFoods } from "~/foods/foods.server";
import type { FoodSummary } from "~/foods/types";
import { FoodCard } from "~/foods/ui/food-card";
import { rejectEmptySearch } from "~/page/search.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { param, readParams } from "~/page/params.server";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(foodsCss);

export const handle = { i18n: ["foods"], title: "foods:database.title" };

interface LoaderData {
  search: string;
  count: number;
  offset: number;
  limit: number;
  results: FoodSummary[];
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  await rejectEmptySearch(url);
  const { search, offset } = readParams(url, { search: param.search(), offset: param.offset(FOOD_PAGE_SIZE) });
  const page = await listFoods(user, { search, limit: FOOD_PAGE_SIZE, offset });
  return { search, count: page.count, offset, limit: FOOD_PAGE_SIZE, results: page.results };
}

export default function FoodDatabasePage() {
  const { search, count, offset, limit, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("foods");
  const f = useFormat();
  return (
    <section className="page">
      <PageHeader
        title={t("database.title")}
        subtitle={search ? t("database.matching", { count, shown: f.count(count), search }) : t("database.count", { count, shown: f.count(count) })}
        actions={
          <Link to={paths.foodApproval()} className="btn btn-secondary btn-sm">
            {t("database.approval")}
          </Link>
        }
      />
      <div className="list-toolbar">
        <SearchForm label={t("search.label")} placeholder={t("search.placeholder")} />
      </div>
      {results.length === 0 ? (
        <div className="card empty-state">
          <p>{t("empty.items")}</p>
        </div>
      ) : (
        <ul className="plain-list food-grid" aria-label={t("database.list")}>
          {results.map((food) => (
            <li key={food.id}>
              <FoodCard
                food={food}
                href={paths.foodDetails(food.id)}
                actions={
                  <>
                    <Link to={paths.foodDetails(food.id)} className="btn btn-ghost btn-sm" aria-label={t("database.detailsOf", { name: food.long_desc })}>
                      {t("database.details")}
                    </Link>
                    <Link to={paths.foodEdit(food.id)} className="btn btn-secondary btn-sm" aria-label={t("database.editOf", { name: food.long_desc })}>
                      {t("database.edit")}
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination count={count} limit={limit} offset={offset} label={t("database.pages")} />
    </section>
  );
}
