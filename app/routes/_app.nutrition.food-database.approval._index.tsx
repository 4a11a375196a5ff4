import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { requireAdmin } from "~/auth/auth.server";
import { FOOD_PAGE_SIZE, listPendingFoods } from "~/foods/foods.server";
import { rejectEmptySearch } from "~/page/search.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { param, readParams } from "~/page/params.server";
import foodsCss from "~/styles/foods.css";
import { stylesheets } from "~/ui/stylesheets";
import { pageData } from "~/page/outcome.server";

export const links = stylesheets(foodsCss);

export const handle = { i18n: ["foods"], title: "foods:approval.title" };

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
      owner: f.owner ? `${f.owner.first_name} ${f.owner.last_name}`.trim() : null,
    })),
  };
}

export default function FoodApprovalPage() {
  const { search, offset, limit, count, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("foods");
  const f = useFormat();
  return (
    <section className="page">
      <PageHeader
        title={t("approval.title")}
        subtitle={search ? t("approval.matching", { count, shown: f.count(count), search }) : t("approval.count", { count, shown: f.count(count) })}
        actions={
          <Link to={paths.foodDatabase()} className="btn btn-ghost btn-sm">
            {t("approval.database")}
          </Link>
        }
      />
      <div className="list-toolbar">
        <SearchForm label={t("approval.search")} />
      </div>
      {results.length === 0 ? (
        <div className="card empty-state">
          <p>{t("empty.items")}</p>
        </div>
      ) : (
        <div className="card card-flush">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("approval.food")}</th>
                <th scope="col">{t("approval.submittedBy")}</th>
                <th scope="col">{t("approval.lastChange")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("approval.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={paths.foodApprovalDetails(r.id)} className="strong-link">
                      {r.name}
                    </Link>
                    <div className="muted small">{r.long_desc}</div>
                  </td>
                  <td>{r.owner ?? t("approval.staff")}</td>
                  <td>{r.updated_at ? f.shortDate(r.updated_at) : ""}</td>
                  <td className="row-actions">
                    <Link to={paths.foodApprovalDetails(r.id)} className="btn btn-secondary btn-sm" aria-label={t("approval.reviewOf", { name: r.long_desc })}>
                      {t("approval.review")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination count={count} limit={limit} offset={offset} label={t("approval.pages")} />
    </section>
  );
}
