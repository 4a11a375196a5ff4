import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/ui/hydrated";

export interface PageSlice<T> {
  results: T[];
  /** The URL of the next page (same route, next offset), or null on the last page. */
  nextHref: string | null;
}

/**
 * The product's list pattern: with JavaScript, more items load when the bottom of the list
 * scrolls into view while a next page exists; without it, a "Next page" link does the same job.
 * The route's loader returns `{ results, nextHref }` for any offset.
 */
export function LoadMoreList<T>({ page, getKey, renderItem, className, empty }: {
  page: PageSlice<T>;
  getKey: (item: T) => string | number;
  /** The item and its place in the list (0 first: the first screen's items load their images at once). */
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  empty?: ReactNode;
}) {
  const fetcher = useFetcher<PageSlice<T>>();
  const [items, setItems] = useState(page.results);
  const [next, setNext] = useState(page.nextHref);
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);

  // A new first page (a new search or filter) starts the list over.
  useEffect(() => {
    setItems(page.results);
    setNext(page.nextHref);
  }, [page]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const more = fetcher.data as unknown as PageSlice<T>;
    setItems((prev) => {
      const seen = new Set(prev.map(getKey));
      return [...prev, ...more.results.filter((i) => !seen.has(getKey(i)))];
    });
    setNext(more.nextHref);
    // getKey is expected to be stable in meaning even if not in identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !next) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && fetcher.state === "idle") fetcher.load(next);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [next, fetcher]);

  if (items.length === 0) return <>{empty ?? null}</>;
  return (
    <>
      <ul className={className ?? "plain-list"}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {next ? (
        <div ref={sentinel} className="load-more">
          {hydrated ? (
            <span className="muted" aria-live="polite">
              {fetcher.state === "loading" ? t("loadMore.loading") : ""}
            </span>
          ) : (
            <Link to={next} className="btn btn-secondary">
              {t("loadMore.next")}
            </Link>
          )}
        </div>
      ) : null}
    </>
  );
}

/** Builds the nextHref for a loader: the request URL with `offset` moved on, or null at the end. */
export function nextPageHref(requestUrl: string, page: { offset: number; limit: number; count: number }): string | null {
  if (page.offset + page.limit >= page.count) return null;
  const url = new URL(requestUrl);
  url.searchParams.set("offset", String(page.offset + page.limit));
  return `${url.pathname}${url.search}`;
}
