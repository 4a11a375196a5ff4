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

export const sanitizeRecipeHtml = (html: string) => sanitizeHtml(html, RECIPE_HTML);

/** The stored HTML for a field: the editor's, sanitized, or one made from the text. */
export const htmlFor = (text: string, html: string | undefined) => sanitizeRecipeHtml(html?.trim() ? html : textToHtml(text));
