/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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

export const meta: MetaFunction = () => [{ title: "Food Database · Patient Portal" }];

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
  return (
    <section className="page">
      <PageHeader
        title="Food Database"
        subtitle={search ? `${count.toLocaleString("en-US")} foods match “${search}”` : `${count.toLocaleString("en-US")} foods`}
        actions={
          <Link to={paths.foodApproval()} className="btn btn-secondary btn-sm">
            Food approval
          </Link>
        }
      />
      <div className="list-toolbar">
        <SearchForm label="Search foods" placeholder="Search foods, e.g. chicken breast roasted" />
      </div>
      {results.length === 0 ? (
        <div className="card empty-state">
          <p>No items found!</p>
        </div>
      ) : (
        <ul className="plain-list food-grid" aria-label="Foods">
          {results.map((food) => (
            <li key={food.id}>
              <FoodCard
                food={food}
                href={paths.foodDetails(food.id)}
                actions={
                  <>
                    <Link to={paths.foodDetails(food.id)} className="btn btn-ghost btn-sm" aria-label={`Details of ${food.long_desc}`}>
                      Details
                    </Link>
                    <Link to={paths.foodEdit(food.id)} className="btn btn-secondary btn-sm" aria-label={`Edit ${food.long_desc}`}>
                      Edit
                    </Link>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination count={count} limit={limit} offset={offset} label="Food database pages" />
    </section>
  );
}
