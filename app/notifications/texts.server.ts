import { intlLocaleOf, translate, translateMessage } from "~/i18n/i18n.server";
import { type MessageValues, parseMessage } from "~/i18n/languages";
import { formatsFor } from "~/i18n/format";

/**
 * A notification's title or body in a reader's language (issue 41). A notification keeps its texts
 * as messages (app/notifications/messages.ts); the days and times among their values are raw
 * ("2026-03-08", "14:30") and are written here in the reader's own way. A text that is not a
 * message (a row from before, the care team's morning count) is shown as it was written.
 */
export function notificationText(language: string, text: string): string {
  const m = parseMessage(text);
  if (!m) return text;
  return translate(language, m.key, m.values && shownValues(language, m.values));
}

/** The values a message carries, with its days and times as the reader reads them. */
function shownValues(language: string, values: MessageValues): MessageValues {
  const f = formatsFor(intlLocaleOf(language));
  const shown: MessageValues = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "string") continue;
    // A value that is itself a message (a fixed reason another area names by key) is said in the language too.
    if (parseMessage(value)) shown[name] = translateMessage(language, value);
    else if (name === "day") shown[name] = f.longDate(value);
    else if (name === "shortDay" || name === "from" || name === "to") shown[name] = f.shortDate(value);
    else if (name === "time") shown[name] = f.time(value);
  }
  return shown;
}

/** A stored notification's title and body in the reader's language: its messages when it has them, else its English. */
export function notificationTexts(
  language: string,
  row: { title: string; body: string; title_message: string | null; body_message: string | null },
): { title: string; body: string } {
  return {
    title: row.title_message ? notificationText(language, row.title_message) : row.title,
    body: row.body_message ? notificationText(language, row.body_message) : row.body,
  };
}
