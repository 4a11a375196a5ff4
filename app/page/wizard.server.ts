import { redirectWithToast } from "~/toast/toast.server";

/**
 * The wizard kit's server half (docs/decisions/0034-wizard-kit.md): the rows a step keeps in the
 * browser until Save & Next, and a failed publish that opens the step to fix. A wizard's action
 * dispatches its intents like every page (./intents.server.ts).
 */

/** The JSON list of new rows a Save & Next sends (field `rows`): [] when empty, null when broken. */
export function readRows(form: FormData, field = "rows"): unknown[] | null {
  const raw = form.get(field);
  if (typeof raw !== "string" || raw.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** How many unsaved rows the browser says a step holds (a hidden count field; 0 without JavaScript). */
export function unsavedCount(form: FormData, field: string): number {
  return Math.max(0, Math.floor(Number(form.get(field))) || 0);
}

/**
 * A failed publish (or finish) opens the step to fix, with the reason as an error toast: the
 * browser's unsaved rows survive it because the wizard's route stays the same.
 */
export function openStepToFix(href: string, message: string) {
  return redirectWithToast(href, { type: "error", message });
}
