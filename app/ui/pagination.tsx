import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** Spec part 2 §9: pagination shows up to 6 page numbers. */
export const MAX_PAGE_NUMBERS = 6;

/** The page numbers to show: a window of up to 6 around the current page. */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Offset paging as plain links (it works without JavaScript): Previous, up to 6 page numbers,
 * Next. The other query parameters (the search) are kept.
 */
export function Pagination({ count, limit, offset, label }: { count: number; limit: number; offset: number; label: string }) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const pages = Math.ceil(count / limit);
  if (pages <= 1) return null;
  const current = Math.floor(offset / limit) + 1;
  const href = (page: number) => {
    const params = new URLSearchParams(search);
    if (page === 1) params.delete("offset");
    else params.set("offset", String((page - 1) * limit));
    const s = params.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
  return (
    <nav className="pagination" aria-label={label}>
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev">
          {t("paging.previous")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("paging.previous")}</span>
      )}
      {pageWindow(current, pages).map((p) => (
        <Link key={p} to={href(p)} aria-current={p === current ? "page" : undefined} aria-label={t("paging.page", { page: p })}>
          {p}
        </Link>
      ))}
      {current < pages ? (
        <Link to={href(current + 1)} rel="next">
          {t("paging.next")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("paging.next")}</span>
      )}
    </nav>
  );
}
