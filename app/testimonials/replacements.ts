/**
 * The standard text replacements staff can apply to a testimonial's final version
 * (GET /api/plugs/replacements; docs/decisions/0065-testimonial-replacements.md). They keep every
 * published testimonial in the house style and free of what must not be published: a member's
 * surname, contact details, drug brand names and cure claims. Each works on the text between
 * HTML tags only, never on the markup.
 *
 * A replacement either lists words (`find`, matched as whole words, any case) or gives a pattern.
 * `{last_name}` in `find` and `{last_initial}` in `replace` stand for the member's own.
 */
export interface Replacement {
  id: number;
  name: string;
  description: string;
  /** Whole words or phrases, any case. */
  find?: string[];
  /** A regular expression (JavaScript syntax, case-insensitive). */
  pattern?: string;
  replace: string;
}

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
    description: "“miracle” becomes “remarkable”: a testimonial tells a story, it promises no result.",
    find: ["miracle"],
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

function compile(r: Replacement, member: MemberNames): { re: RegExp; to: string } | null {
  const lastName = member.last_name.trim();
  const to = r.replace.replaceAll("{last_initial}", lastName.slice(0, 1).toUpperCase());
  if (r.pattern) return { re: new RegExp(r.pattern, "giu"), to };
  const words = (r.find ?? []).map((w) => w.replaceAll("{last_name}", lastName)).filter((w) => w.trim() !== "");
  if (!words.length) return null;
  // Whole words: not inside a longer word (letters, digits, apostrophes).
  return { re: new RegExp(`(?<![\\p{L}\\p{N}'])(?:${words.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}'])`, "giu"), to };
}

/**
 * Applies the chosen replacements, in the list's order, to the text between tags of `html`.
 * Returns the new HTML and how many changes were made.
 */
export function applyReplacements(html: string, ids: readonly number[], member: MemberNames): { html: string; changes: number } {
  const chosen = REPLACEMENTS.filter((r) => ids.includes(r.id))
    .map((r) => compile(r, member))
    .filter((c): c is { re: RegExp; to: string } => c !== null);
  let changes = 0;
  const parts = html.split(/(<[^>]*>)/);
  for (let i = 0; i < parts.length; i += 2) {
    let text = parts[i];
    for (const { re, to } of chosen) {
      text = text.replace(re, () => {
        changes++;
        return to;
      });
    }
    parts[i] = text;
  }
  return { html: parts.join(""), changes };
}

export const replacementIds = new Set(REPLACEMENTS.map((r) => r.id));
