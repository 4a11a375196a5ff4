/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/auth.server";
import { FOOD_PAGE_SIZE, listPendingFoods } from "~/foods/foods.server";
import { rejectEmptySearch } from "~/page/search.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { countOf, formatShortDate } from "~/i18n/format";
import { param, readParams } from "~/page/params.server";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";
import { pageData } from "~/page/outcome.server";

export const links = stylesheets(foodsCss);

export const meta: MetaFunction = () => [{ title: "Food Approval · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  await rejectEmptySearch(url);
  const { search, offset } = readParams(url, { search: param.search(), offset: param.offset(FOOD_PAGE_SIZE) });
  const page = pageData(await listPendingFoods(user, { search, limit: FOOD_PAGE_SIZE, offset }));
  return {
    search,
    offset,
    limit: FOOD_PAGE_SIZE,
    count: page.count,
    results: page.results.map((f) => ({
      id: f.id,
      name: f.name,
      long_desc: f.long_desc,
      updated_at: f.updated_at,
      submittedBy: f.owner ? `${f.owner.first_name} ${f.owner.last_name}`.trim() : "Staff",
    })),
  };
}

const submittedOn = (iso: string) => (iso ? formatShortDate(iso) : "");

export default function FoodApprovalPage() {
  const { search, offset, limit, count, results } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <PageHeader
        title="Food Approval"
        subtitle={search ? `${countOf(count, "food")} awaiting approval match “${search}”` : `${countOf(count, "food")} awaiting approval`}
        actions={
          <Link to={paths.foodDatabase()} className="btn btn-ghost btn-sm">
            Food database
          </Link>
        }
      />
      <div className="list-toolbar">
        <SearchForm label="Search foods awaiting approval" />
      </div>
      {results.length === 0 ? (
        <div className="card empty-state">
          <p>No items found!</p>
        </div>
      ) : (
        <div className="card card-flush">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Food</th>
                <th scope="col">Submitted by</th>
                <th scope="col">Last change</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((f) => (
                <tr key={f.id}>
                  <td>
                    <Link to={paths.foodApprovalDetails(f.id)} className="strong-link">
                      {f.name}
                    </Link>
                    <div className="muted small">{f.long_desc}</div>
                  </td>
                  <td>{f.submittedBy}</td>
                  <td>{submittedOn(f.updated_at)}</td>
                  <td className="row-actions">
                    <Link to={paths.foodApprovalDetails(f.id)} className="btn btn-secondary btn-sm">
                      Review<span className="visually-hidden"> {f.long_desc}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination count={count} limit={limit} offset={offset} label="Food approval pages" />
    </section>
  );
}
