import { FOOD_MSG } from "~/foods/schemas";
import { redirectWithToast } from "~/toast/toast.server";

/**
 * A submitted empty search ("?search=") is "Enter search term!" (spec part 2 §5): back to the
 * unsearched list with the error toast. The debounced search never sends an empty term.
 */
export async function rejectEmptySearch(url: URL): Promise<void> {
  const term = url.searchParams.get("search");
  if (term === null || term.trim() !== "") return;
  const next = new URLSearchParams(url.searchParams);
  next.delete("search");
  next.delete("offset");
  const query = next.toString();
  throw await redirectWithToast(`${url.pathname}${query ? `?${query}` : ""}`, { type: "error", message: FOOD_MSG.searchTermRequired });
}
