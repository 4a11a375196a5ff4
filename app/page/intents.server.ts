import { message } from "~/i18n/languages";
import type { AppLoadContext } from "@remix-run/node";
import type { SessionUser } from "~/auth/users.server";
import { formFailure } from "./form.server";

/**
 * Pages with several forms (docs/decisions/0030-shared-foundations.md): every form posts a named
 * `intent`, and the action hands it to exactly one small function. The handler map is typed with
 * every intent the page's forms send, so a missing handler is a type error; an unknown intent (a
 * stale page, a hand-made post) is a 400 FormReply with the spec's 'Please try again!'.
 *
 *   const args = { request, context, user, form };
 *   return dispatchIntent<Intent>(intentOf(form), { add: () => add(args), delete: () => remove(args) });
 */

/** What one intent's function is given: the request, the signed-in user and the form they sent. */
export interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  user: SessionUser;
  form: FormData;
}

export const TRY_AGAIN = message("common:toast.tryAgain");

export function intentOf(form: FormData): string {
  const raw = form.get("intent");
  return typeof raw === "string" ? raw : "";
}

export async function dispatchIntent<I extends string>(
  intent: string,
  handlers: { [K in I]: () => Promise<Response | ReturnType<typeof formFailure>> | Response | ReturnType<typeof formFailure> },
  unknown: () => Response | ReturnType<typeof formFailure> = () => formFailure(intent || "unknown", { notice: TRY_AGAIN }),
) {
  return Object.prototype.hasOwnProperty.call(handlers, intent) ? handlers[intent as I]() : unknown();
}
