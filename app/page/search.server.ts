import { redirectWithToast } from "~/toast/toast.server";
import { effectiveSearchTerm, SEARCH_TERM_REQUIRED } from "~/ui/search";

/**
 * A submitted empty search (`?search=`, or a term under 3 characters: the box sent with Enter or
 * its button) is "Enter search term!" (spec part 2 §5, the rule `searchTerm()` applies to the
 * API): back to the unsearched list with the error toast, the page's other parameters kept and
 * paging restarted. The debounced search never sends such a term. `names` are the page's search
 * parameters (a wizard step has its own).
 */
export async function rejectEmptySearch(source: Request | URL | string, names: readonly string[] = ["search"]): Promise<void> {
  const url = source instanceof URL ? source : new URL(typeof source === "string" ? source : source.url);
  const empty = names.filter((name) => {
    const term = url.searchParams.get(name);
    return term !== null && effectiveSearchTerm(term) === "";
  });
  if (!empty.length) return;
  const next = new URLSearchParams(url.searchParams);
  for (const name of empty) next.delete(name);
  for (const key of ["offset", "goffset"]) next.delete(key);
  const query = next.toString();
  throw await redirectWithToast(`${url.pathname}${query ? `?${query}` : ""}`, { type: "error", message: SEARCH_TERM_REQUIRED });
}
