import sanitizeHtml from "sanitize-html";
import { escapeHtml } from "~/domain/html";

/**
 * An exercise's description and instructions are HTML written by staff. They are sanitized when
 * stored and again whenever shown, so a script or an event handler never reaches a browser,
 * whatever got into the database: paragraphs, lists, emphasis, small headings and links only.
 */
const EXERCISE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export const sanitizeExerciseHtml = (html: string) => sanitizeHtml(html, EXERCISE_HTML);

/** Text typed without markup becomes paragraphs; HTML is kept (and sanitized). */
export function exerciseHtmlFrom(input: string | undefined): string {
  const text = (input ?? "").trim();
  if (!text) return "";
  if (/<[a-z][\s\S]*>/i.test(text)) return sanitizeExerciseHtml(text);
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}
