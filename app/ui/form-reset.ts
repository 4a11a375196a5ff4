import { useActionData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useLayoutEffect, useRef, type FormEvent } from "react";

// Before the page is painted with the success (its toast): nobody types into a form about to empty.
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A form is as a fresh page would show it after its success, with JavaScript as without (issue
 * 36, docs/decisions/0165-forms-after-success.md). Without JavaScript the success's redirect
 * loads the page again; with it, the router keeps the form on the screen with what was typed, and
 * a second click sent it again (a nurse recorded the same clinic weigh-in twice). So a form the
 * router posted is reset once the answer is a success: the redirect every kit action answers
 * with, or a reply marked `done`. Its fields go back to the defaults the page now gives them (an
 * empty note, a day's default, an edit form's saved values) and conform forgets what it held. A
 * refused form keeps what was typed beside the messages; a form that was not sent (its checks
 * failed, or a wizard keeps its rows in the browser) is left alone.
 *
 * The kit calls it for every form (`useSchemaForm`, `useRowForms`); a plain form with fields of
 * its own (a file to upload) takes the handler it returns as its `onSubmit`.
 */
export function useResetAfterSuccess(): (event: FormEvent<HTMLFormElement>) => void {
  const navigation = useNavigation();
  const reply = useActionData();
  const sent = useRef<{ form: HTMLFormElement; started: boolean } | null>(null);
  useBeforePaint(() => {
    const s = sent.current;
    if (!s) return;
    if (navigation.state !== "idle") {
      // The router took the post (it keeps the method through the action's redirect). A navigation
      // of another kind first means the form went another way (a fetcher's, a document's).
      if (navigation.formMethod && navigation.formMethod.toLowerCase() !== "get") s.started = true;
      else if (!s.started) sent.current = null;
      return;
    }
    if (!s.started) return;
    sent.current = null;
    if (succeeded(reply) && s.form.isConnected) s.form.reset();
  }, [navigation.state, navigation.formMethod, reply]);
  return useCallback((event: FormEvent<HTMLFormElement>) => {
    if (!event.defaultPrevented) sent.current = { form: event.currentTarget, started: false };
  }, []);
}

/** No action data (the action redirected) or a reply marked done: the form's post succeeded. */
function succeeded(reply: unknown): boolean {
  if (reply === undefined || reply === null) return true;
  return typeof reply === "object" && (reply as { done?: unknown }).done === true;
}
