import sanitizeHtml from "sanitize-html";
import { textToHtml } from "~/domain/html";

/**
 * Recipe directions and notes are stored as text and as HTML. The HTML is sanitized when it is
 * stored and again whenever it is shown, so a script tag or an event handler never reaches a
 * browser, whatever got into the database. A comment is plain text and never HTML.
 */
const RECIPE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/**
 * Sanitizing is a pure function of the stored HTML, and the same few hundred recipes are shown over
 * and over: each HTML's clean copy is kept, not made again on every view (issue 28: a recipe's
 * details page spent 45 µs a view here). At most 500 of them, each under 16,000 characters, and
 * 1,000,000 characters in all, the HTML and its copy counted (2 MB at most, 4 MB if either is
 * not Latin-1): past a bound the oldest goes (decision 0190).
 */
const SANITIZED_KEPT = 500;
const KEPT_UP_TO_CHARS = 16_000;
const SANITIZED_CHARS = 1_000_000;
const sanitized = new Map<string, string>();
let sanitizedChars = 0;

export function sanitizeRecipeHtml(html: string): string {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitizeHtml(html, RECIPE_HTML);
  if (html.length > KEPT_UP_TO_CHARS) return clean;
  sanitized.set(html, clean);
  sanitizedChars += html.length + clean.length;
  for (const [oldest, copy] of sanitized) {
    if (sanitized.size <= SANITIZED_KEPT && sanitizedChars <= SANITIZED_CHARS) break;
    sanitized.delete(oldest);
    sanitizedChars -= oldest.length + copy.length;
  }
  return clean;
}

/** How many sanitized copies are kept and their characters, the HTML counted (tests). */
export const sanitizedKept = () => ({ entries: sanitized.size, chars: sanitizedChars });

/** The stored HTML for a field: the editor's, sanitized, or one made from the text. */
export const htmlFor = (text: string, html: string | undefined) => sanitizeRecipeHtml(html?.trim() ? html : textToHtml(text));
