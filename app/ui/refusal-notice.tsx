import { useState } from "react";
import type { FormReply } from "./forms";
import { Said, useMessage } from "~/i18n/react";

/**
 * A notice that names every message of a refused form, in field order, once, beside the messages
 * under the fields: what the spec asks of the forms whose validation errors it shows as one line
 * (part 3 §8: the ads' "Invalid Fields..., " and the messages, the images' joined messages). It
 * shows once the form was sent: refused by the browser (`onTry`, the form's `onSubmitCapture`) or answered
 * by the server, which without JavaScript is the page itself (the reply's errors are the form's).
 */
export function useRefusalNotice(allErrors: Record<string, string[] | undefined>, reply: FormReply | undefined, words: (messages: string[]) => string) {
  const [tried, setTried] = useState(false);
  const say = useMessage();
  // Joined into one line: each in the reader's language first (they travel as keys, issue 41).
  const messages = [...new Set(Object.values(allErrors).flatMap((m) => m ?? []).map(say))];
  const sent = tried || Boolean(reply?.result?.error);
  const notice = reply?.notice ?? (sent && messages.length ? words(messages) : undefined);
  return { notice, onTry: () => setTried(true) };
}

/** The notice, announced when it appears. */
export function RefusalNotice({ notice }: { notice: string | undefined }) {
  if (!notice) return null;
  return (
    <p className="form-error" role="alert">
      <Said text={notice} />
    </p>
  );
}
