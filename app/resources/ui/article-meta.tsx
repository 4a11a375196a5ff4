/** "2024-01-15" → "January 15, 2024" (a calendar day: no time zone shift). */
export function formatArticleDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** An article's author and date, as every resource screen shows them. */
export function ArticleMeta({ author, created, className }: { author: string; created: string; className?: string }) {
  return (
    <p className={`article-meta${className ? ` ${className}` : ""}`}>
      <span className="article-author">{author}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={created.slice(0, 10)}>{formatArticleDate(created)}</time>
    </p>
  );
}

/**
 * An article's HTML. Only ever given the sanitized HTML that app/resources returns
 * (sanitizeArticleHtml); never raw stored HTML.
 */
export function ArticleHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`article-html${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
