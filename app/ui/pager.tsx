import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** Previous / next page links of a paged table (History's Details: 15 a page). */
export function Pager({ count, limit, offset, label }: { count: number; limit: number; offset: number; label: string }) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  if (count <= limit) return null;
  const href = (o: number) => {
    const next = new URLSearchParams(params);
    next.delete("edit");
    next.delete("delete");
    if (o > 0) next.set("offset", String(o));
    else next.delete("offset");
    return `?${next.toString()}`;
  };
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.ceil(count / limit);
  return (
    <nav className="pagination" aria-label={label}>
      {offset > 0 ? (
        <Link to={href(Math.max(0, offset - limit))} preventScrollReset>
          {t("paging.previous")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("paging.previous")}</span>
      )}
      <span>{t("paging.pageOf", { page, pages })}</span>
      {offset + limit < count ? (
        <Link to={href(offset + limit)} preventScrollReset>
          {t("paging.next")}
        </Link>
      ) : (
        <span aria-disabled="true">{t("paging.next")}</span>
      )}
    </nav>
  );
}
