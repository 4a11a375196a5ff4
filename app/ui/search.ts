import { message } from "~/i18n/languages";
import { z } from "zod";
import { MSG } from "~/validation/rules";
import "~/validation/zod-openapi";

/** What an empty search answers, in every search box (spec part 2 §9). */
export const SEARCH_TERM_REQUIRED = message("common:search.termRequired");

/** Debounced searches wait this long after the last keystroke (spec part 2 §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Under this many characters a debounced search term counts as empty. */
export const SEARCH_MIN_CHARS = 3;

/** The term a debounced search actually runs with: trimmed, and "" when shorter than 3 characters. */
export function effectiveSearchTerm(raw: string | null | undefined): string {
  const term = (raw ?? "").trim();
  return term.length < SEARCH_MIN_CHARS ? "" : term;
}

/** Calls `fn` once `ms` have passed without another call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = SEARCH_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return call;
}

/**
 * A list's search term: left out, the list is not searched; given, it needs 3 characters or more
 * once trimmed, or it is "Enter search term!" (spec part 2 §5: an empty term, and in debounced
 * searches a shorter one, is no search). The term comes back trimmed.
 */
export function searchTerm() {
  return z
    .string()
    .max(200, MSG.maxLength(200))
    .optional()
    .refine((v) => v === undefined || effectiveSearchTerm(v) !== "", SEARCH_TERM_REQUIRED)
    .transform((v) => v?.trim())
    .openapi({ type: "string", minLength: SEARCH_MIN_CHARS, maxLength: 200, description: "3 characters or more; left out, the list is not searched." });
}
