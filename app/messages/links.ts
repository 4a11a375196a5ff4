/**
 * A message is plain text; the one thing made of it is a link (issue 39). The text is split into
 * pieces of text and links, which the page renders as React text and <a> elements: nothing the
 * sender typed is ever read as markup. Only web addresses count (http://, https:// or www.), so
 * no `javascript:` or other scheme can become a link; punctuation that ends a sentence after an
 * address stays text.
 */

export type TextPiece = { text: string; href?: undefined } | { text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"*_]$/;

const count = (s: string, c: string) => s.split(c).length - 1;

/** The address as written, less what ends the sentence around it (a full stop, an unmatched bracket). */
function trimmed(address: string): string {
  let out = address;
  for (;;) {
    if (TRAILING.test(out)) out = out.slice(0, -1);
    else if (out.endsWith(")") && count(out, ")") > count(out, "(")) out = out.slice(0, -1);
    else return out;
  }
}

/** Where a link goes: an http(s) address with a host that has a dot, or null. */
function hrefOf(address: string): string | null {
  try {
    const url = new URL(/^www\./i.test(address) ? `https://${address}` : address);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: TextPiece) => {
    const prev = pieces[pieces.length - 1];
    if (!piece.href && prev && !prev.href) prev.text += piece.text;
    else if (piece.text) pieces.push(piece);
  };
  for (const m of text.matchAll(ADDRESS)) {
    const at = m.index ?? 0;
    if (at < last) continue;
    const address = trimmed(m[0]);
    const href = hrefOf(address);
    push({ text: text.slice(last, at) });
    push(href ? { text: address, href } : { text: address });
    last = at + address.length;
  }
  push({ text: text.slice(last) });
  return pieces;
}
