/**
 * The portal's languages (issue 41, decision 0280). Which languages exist is decided by the
 * translation files alone: public/locales/<code>/ holds one JSON file per namespace, and a
 * language's own name is its `common.json` key `language.name`. This module is shared by the
 * server and the browser: it holds no texts.
 */

/** The language every key is written in first, and what a missing key falls back to. */
export const DEFAULT_LANGUAGE = "en";

/** The cookie a signed-out visitor's choice is kept in (a year; it holds only a language code). */
export const LANGUAGE_COOKIE = "lng";

/** The namespace of the shell (navigation, buttons, the error page, the form kit), on every page. */
export const COMMON_NAMESPACE = "common";

/** A language a member can choose, named in its own language ("Español"). */
export interface LanguageChoice {
  code: string;
  name: string;
}

/** A language code as the files and the database hold it: "en", "es", "pt-BR". */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * A message that travels as text until it is shown (a toast, a field error, an API `detail`):
 * `namespace:key`, with its values after a `|` as JSON. Text that is not of this shape (what a
 * person wrote, an older message) is shown as it is.
 */
export const MESSAGE_KEY = /^([a-z][a-z0-9-]*):([A-Za-z0-9_.-]+)(?:\|(.*))?$/s;

export type MessageValues = Record<string, string | number>;

/** A message to be translated where it is shown: `message("journal:saved")`, or with values. */
export function message(key: `${string}:${string}`, values?: MessageValues): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

/** The key and values of a message, or null when the text is not one. */
export function parseMessage(text: string): { key: string; values: MessageValues | undefined } | null {
  const m = MESSAGE_KEY.exec(text);
  if (!m) return null;
  if (m[3] === undefined) return { key: `${m[1]}:${m[2]}`, values: undefined };
  try {
    const values = JSON.parse(m[3]) as unknown;
    if (!values || typeof values !== "object" || Array.isArray(values)) return null;
    return { key: `${m[1]}:${m[2]}`, values: values as MessageValues };
  } catch {
    return null;
  }
}
