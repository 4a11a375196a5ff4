import type { z } from "zod";
import type * as apiShapes from "./api-shapes";
/**
 * The standard text replacements staff can apply to a testimonial's final version
 * (GET /api/plugs/replacements; docs/decisions/0065-testimonial-replacements.md). They keep every
 * published testimonial in the house style and free of what must not be published: a member's
 * surname, contact details, drug brand names and cure claims. Each works on the text between
 * HTML tags only, never on the markup.
 *
 * A replacement lists words (`find`, matched as whole words, any case), gives a pattern, or gives
 * several patterns in order (`steps`) when the words around a match decide what it becomes.
 * `{last_name}` in `find` and `{last_initial}` in `replace` stand for the member's own. A
 * replacement that starts a sentence starts with a capital.
 */
export type Replacement = z.infer<typeof apiShapes.replacement>;

/** Not inside a longer word (letters, digits, apostrophes). */
const WORD_START = "(?<![\\p{L}\\p{N}'])";
const WORD_END = "(?![\\p{L}\\p{N}'])";

export const REPLACEMENTS: readonly Replacement[] = [
  {
    id: 1,
    name: "Surname to initial",
    description: "The member's last name becomes its initial (Jane Doe → Jane D.).",
    find: ["{last_name}"],
    replace: "{last_initial}.",
  },
  {
    id: 2,
    name: "Remove email addresses",
    description: "Email addresses are taken out.",
    pattern: "[^\\s@<>]+@[^\\s@<>]+\\.[a-z]{2,}",
    replace: "[email removed]",
  },
  {
    id: 3,
    name: "Remove phone numbers",
    description: "US phone numbers are taken out.",
    pattern: "(?:\\+?1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}",
    replace: "[phone removed]",
  },
  {
    id: 4,
    name: "Medication names",
    description: "Brand and generic names of weight-loss medicines become “my prescribed medication”.",
    find: ["phentermine", "Adipex", "Lomaira", "semaglutide", "Ozempic", "Wegovy", "tirzepatide", "Mounjaro", "Zepbound", "liraglutide", "Saxenda"],
    replace: "my prescribed medication",
  },
  {
    id: 5,
    name: "No miracle claims",
    description: "“a miracle” becomes “remarkable”, “miracles” “wonders”, “miracle” and “miraculous” “remarkable”: a testimonial tells a story, it promises no result.",
    // "It was a miracle!" → "It was remarkable!" (not "a remarkable!"); "a miracle diet" keeps its article.
    steps: [
      {
        pattern: `${WORD_START}an?\\s+(?:(?:true|real|absolute|total|little|small)\\s+)?miracle(?=\\s*(?:[^\\p{L}\\p{N}\\s]|$|(?:for|to|that|and|but|in|of|when|because|since|with)${WORD_END}))`,
        replace: "remarkable",
      },
      { pattern: `${WORD_START}miracles${WORD_END}`, replace: "wonders" },
      { pattern: `${WORD_START}miraculously${WORD_END}`, replace: "remarkably" },
      { pattern: `${WORD_START}(?:miracle|miraculous)${WORD_END}`, replace: "remarkable" },
    ],
    replace: "remarkable",
  },
  {
    id: 6,
    name: "No guarantees",
    description: "“guaranteed” becomes “real”: no result is guaranteed.",
    find: ["guaranteed"],
    replace: "real",
  },
  {
    id: 7,
    name: "Pounds in words",
    description: "“lbs” and “lb” become “pounds”.",
    find: ["lbs", "lb"],
    replace: "pounds",
  },
  {
    id: 8,
    name: "“and” for “&”",
    description: "A lone ampersand becomes “and”.",
    pattern: "\\s(?:&amp;|&)\\s",
    replace: " and ",
  },
  {
    id: 9,
    name: "Tidy spacing",
    description: "Runs of spaces become one space.",
    pattern: "[ \\t]{2,}",
    replace: " ",
  },
];

export interface MemberNames {
  last_name: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(r: Replacement, member: MemberNames): { re: RegExp; to: string }[] {
  const lastName = member.last_name.trim();
  const target = (replace: string) => replace.replaceAll("{last_initial}", lastName.slice(0, 1).toUpperCase());
  if (r.steps) return r.steps.map((step) => ({ re: new RegExp(step.pattern, "giu"), to: target(step.replace) }));
  if (r.pattern) return [{ re: new RegExp(r.pattern, "giu"), to: target(r.replace) }];
  const words = (r.find ?? []).map((w) => w.replaceAll("{last_name}", lastName)).filter((w) => w.trim() !== "");
  if (!words.length) return [];
  return [{ re: new RegExp(`${WORD_START}(?:${words.map(escapeRegExp).join("|")})${WORD_END}`, "giu"), to: target(r.replace) }];
}

/** A capitalised match at the start of a sentence gives a capitalised replacement. */
function cased(to: string, match: string, before: string): string {
  const startsSentence = /(?:^|[.!?]["”’)]?)\s*$/u.test(before);
  return startsSentence && /^\p{Lu}/u.test(match) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

/**
 * Applies the chosen replacements, in the list's order, to the text between tags of `html`.
 * Returns the new HTML and how many changes were made.
 */
export function applyReplacements(html: string, ids: readonly number[], member: MemberNames): { html: string; changes: number } {
  const chosen = REPLACEMENTS.filter((r) => ids.includes(r.id)).flatMap((r) => compile(r, member));
  let changes = 0;
  const parts = html.split(/(<[^>]*>)/);
  for (let i = 0; i < parts.length; i += 2) {
    let text = parts[i];
    for (const { re, to } of chosen) {
      text = text.replace(re, (match: string, ...rest: unknown[]) => {
        changes++;
        const offset = rest.find((v): v is number => typeof v === "number") ?? 0;
        return cased(to, match, text.slice(0, offset));
      });
    }
    parts[i] = text;
  }
  return { html: parts.join(""), changes };
}

export const replacementIds = new Set(REPLACEMENTS.map((r) => r.id));
