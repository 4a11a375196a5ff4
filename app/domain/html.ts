/** Text as HTML: what a stored HTML field is made of when it was typed without markup. */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/**
 * HTML for text typed without the editor: numbered or bulleted lines become a list ("1. Heat…"),
 * other blocks become paragraphs. The caller sanitizes the result with its own field's rules.
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
