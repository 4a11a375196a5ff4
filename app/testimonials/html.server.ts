import sanitizeHtml from "sanitize-html";
import { textToHtml } from "~/domain/html";

/**
 * A testimonial's final version is HTML that staff write (docs/decisions/0064-testimonial-photos-
 * and-text.md). It is sanitized when saved and again when shown: paragraphs, line breaks,
 * emphasis, lists and quotations only — no links, images or attributes, since a testimonial
 * points nowhere. Text typed without any tag becomes paragraphs.
 */
const TESTIMONIAL_HTML: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "blockquote"],
  allowedAttributes: {},
};

export const sanitizeTestimonialHtml = (html: string) => sanitizeHtml(html, TESTIMONIAL_HTML);

/** The stored final version: sanitized HTML, or paragraphs made from plain text. */
export function finalHtml(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) return "";
  return sanitizeTestimonialHtml(/<[a-z][^>]*>/i.test(trimmed) ? trimmed : textToHtml(trimmed));
}
