import { useFormat } from "~/i18n/react";

/** "2024-01-15" → "January 15, 2024" in the page's language (a calendar day: no time zone shift). */
function useArticleDate(isoDate: string): string {
  const f = useFormat();
  const day = isoDate.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? f.date(day) : isoDate;
}

/** An article's author and date, as every resource screen shows them. */
export function ArticleMeta({ author, created, className }: { author: string; created: string; className?: string }) {
  const date = useArticleDate(created);
  return (
    <p className={`article-meta${className ? ` ${className}` : ""}`}>
      <span className="article-author">{author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={created.slice(0, 10)}>{date}</time>
    </p>
  );
}

/**
 * An article's HTML. Only ever given the sanitized HTML that app/resources returns
 * (sanitizeArticleHtml); never raw stored HTML. Articles are written with h2 as their top
 * heading; where the article's own title is an h2 (the reader beside the list), `demote` moves
 * its headings one level down so they stay in order.
 */
export function ArticleHtml({ html, className, demote = false }: { html: string; className?: string; demote?: boolean }) {
  return (
    <div
      className={`article-html${className ? ` ${className}` : ""}`}
      dangerouslySetInnerHTML={{ __html: demote ? demoteHeadings(html) : html }}
    />
  );
}

/** h2→h3, h3→h4, h4→h5 in sanitized HTML (whose headings carry no attributes). */
export function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([234])>/g, (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}>`);
}
