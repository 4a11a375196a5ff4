import sanitizeHtml from "sanitize-html";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { containsText } from "~/db/like";
import { type Page } from "~/domain/outcome";
import type { ResourceDetail, ResourceSummary } from "./types";
import { effectiveSearchTerm } from "~/ui/search";

/** Resources (articles): the list with search, and one article (GET /api/resources, /api/resources/{id}). */

/** Spec part 2 §9. */
export const RESOURCE_PAGE_SIZE = 20;

/**
 * Stored HTML is sanitized whenever it is shown: articles may one day be written in an editor,
 * and a stored script must never reach a patient's browser.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};
export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, ARTICLE_HTML);

export async function listResources(query: { search?: string; limit?: number; offset?: number } = {}): Promise<Page<ResourceSummary>> {
  const limit = query.limit ?? RESOURCE_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const term = effectiveSearchTerm(query.search);
  let q = db.selectFrom("resources");
  if (term) {
    q = q.where((eb) => eb.or([containsText("title", term), containsText("author", term), containsText("description_html", term)]));
  }
  const [rows, total] = await Promise.all([
    q.select(["id", "title", "author", "created", "description_html"]).orderBy("created", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    q.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    results: rows.map((r) => ({ id: r.id, title: r.title, author: r.author, created: r.created, description: sanitizeArticleHtml(r.description_html) })),
  };
}

export async function getResource(id: number): Promise<ResourceDetail | null> {
  const r = await db
    .selectFrom("resources")
    .select(["id", "title", "author", "created", "description_html", "body_html"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    title: r.title,
    author: r.author,
    created: r.created,
    description: sanitizeArticleHtml(r.description_html),
    body: sanitizeArticleHtml(r.body_html),
  };
}
