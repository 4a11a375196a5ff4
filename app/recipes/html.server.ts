import sanitizeHtml from "sanitize-html";

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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/**
 * HTML for text typed without the editor: numbered or bulleted lines become a list ("1. Heat…"),
 * other blocks become paragraphs.
 */
export function textToHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split("\n").map((l) => l.trim()).filter(Boolean);
      const numbered = lines.every((l) => /^(\d+[.)]|[-*•])\s+/.test(l));
      if (numbered && lines.length > 1) {
        const tag = /^\d/.test(lines[0]) ? "ol" : "ul";
        return `<${tag}>${lines.map((l) => `<li>${escapeHtml(l.replace(/^(\d+[.)]|[-*•])\s+/, ""))}</li>`).join("")}</${tag}>`;
      }
      return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
    })
    .join("");
}

/** The stored HTML for a field: the editor's, sanitized, or one made from the text. */
export const htmlFor = (text: string, html: string | undefined) => sanitizeRecipeHtml(html?.trim() ? html : textToHtml(text));
