import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/auth/auth.server";
import { FOOD_MSG } from "~/foods/schemas";
import { paths } from "~/paths";
import { getResource, listResources, RESOURCE_PAGE_SIZE } from "~/resources/resources.server";
import type { ResourceSummary } from "~/resources/types";
import { ArticleHtml, ArticleMeta } from "~/resources/ui/article-meta";
import { TOAST_MS } from "~/toast/toast";
import { LoadMoreList, nextPageHref, type PageSlice } from "~/ui/load-more";
import { PageHeader } from "~/ui/page";
import { SearchForm } from "~/ui/search-form";
import { ToastView } from "~/ui/toaster";
import { hereWithout, param, readParams } from "~/page/params.server";
import articlesCss from "~/styles/articles.css";
import resourcesCss from "~/styles/resources.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(articlesCss, resourcesCss);

export const handle = { i18n: ["resources"], title: "resources:title" };

/**
 * Resources (spec part 2 §2): the article list on the left, 20 a page, searchable; the selected
 * article on the right (?id=, or the first of the page). The list's `results`/`nextHref` are the
 * load-more contract, so the same loader serves the next page to the list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { search, offset, id: wantedId } = readParams(request, { search: param.search(), offset: param.offset(), id: param.id() });
  // Asked for, as typed: a term too short to search is said so.
  const { search: typed } = readParams(request, { search: param.raw() });

  const page = await listResources({ search, limit: RESOURCE_PAGE_SIZE, offset });
  const selectedId = wantedId || page.results[0]?.id;
  const selected = selectedId ? await getResource(selectedId) : null;

  // The next page is the list's, whichever article is open.
  const listUrl = new URL(hereWithout(request, "id"), request.url);
  return {
    search,
    searchError: typed !== null && !search ? FOOD_MSG.searchTermRequired : null,
    count: page.count,
    offset,
    results: page.results,
    nextHref: nextPageHref(listUrl.toString(), { offset, limit: RESOURCE_PAGE_SIZE, count: page.count }),
    selected,
    missing: Boolean(wantedId) && !selected,
  };
}

export default function ResourcesPage() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const { t } = useTranslation("resources");

  // Opening an article keeps the list as it is (pages loaded so far stay): the list starts over
  // only for a new search or a new first page.
  const listKey = `${data.search}|${data.offset}`;
  const slice = useRef<{ key: string; page: PageSlice<ResourceSummary> }>();
  if (!slice.current || slice.current.key !== listKey) {
    slice.current = { key: listKey, page: { results: data.results, nextHref: data.nextHref } };
  }

  const articleHref = (id: number) => {
    const params = new URLSearchParams();
    if (data.search) params.set("search", data.search);
    if (data.offset) params.set("offset", String(data.offset));
    params.set("id", String(id));
    return `?${params.toString()}`;
  };

  return (
    <section className="page resources-page">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {data.searchError ? <ToastView key={location.key} toast={{ type: "error", message: data.searchError, duration: TOAST_MS }} /> : null}
      <div className="resources-layout">
        <div className="card resources-list-card">
          <SearchForm label={t("search")} placeholder={t("searchPlaceholder")} />
          <p className="resources-count muted" aria-live="polite">
            {data.search ? t("found", { count: data.count }) : t("count", { count: data.count })}
          </p>
          <nav aria-label={t("articles")}>
            <LoadMoreList
              page={slice.current.page}
              getKey={(r) => r.id}
              className="plain-list resource-list"
              empty={<p className="resources-empty">{t("empty")}</p>}
              renderItem={(r) => (
                <Link
                  to={articleHref(r.id)}
                  className="resource-item"
                  aria-current={data.selected?.id === r.id ? "true" : undefined}
                  preventScrollReset
                >
                  <span className="resource-item-title">{r.title}</span>
                  <ArticleMeta author={r.author} created={r.created} className="resource-item-meta" />
                </Link>
              )}
            />
          </nav>
        </div>
        <div className="resources-reader">
          {data.selected ? (
            <article className="card resource-article" aria-labelledby="selected-resource-title">
              <h2 id="selected-resource-title" className="resource-title">{data.selected.title}</h2>
              <ArticleMeta author={data.selected.author} created={data.selected.created} />
              <ArticleHtml html={data.selected.description} className="resource-description" demote />
              <ArticleHtml html={data.selected.body} className="resource-body" demote />
              <p className="resource-permalink">
                <Link to={paths.resourceDetails(data.selected.id)}>{t("openAlone")}</Link>
              </p>
            </article>
          ) : data.missing ? (
            <div className="card resource-article">
              <p className="muted">{t("missing")}</p>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
