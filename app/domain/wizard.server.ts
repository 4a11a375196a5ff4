import type { FormReply } from "~/ui/forms";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure } from "./form.server";

/**
 * The wizard kit's server half (docs/decisions/0034-wizard-kit.md). A wizard's action reads the
 * form's `intent` and hands it to exactly one small function; the handler map is typed with
 * every intent the wizard's forms send, so a missing handler is a type error and an unknown
 * intent (a stale page, a hand-made post) is a 400 with the spec's 'Please try again!'.
 */

export const TRY_AGAIN = "Please try again!";

export function intentOf(form: FormData): string {
  const raw = form.get("intent");
  return typeof raw === "string" ? raw : "";
}

export async function dispatchIntent<I extends string>(
  intent: string,
  handlers: { [K in I]: () => Promise<Response | ReturnType<typeof formFailure>> | Response | ReturnType<typeof formFailure> },
  unknown: () => Response | ReturnType<typeof formFailure> = () => formFailure(intent, { notice: TRY_AGAIN }),
) {
  return Object.prototype.hasOwnProperty.call(handlers, intent) ? handlers[intent as I]() : unknown();
}

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

export type { FormReply };
