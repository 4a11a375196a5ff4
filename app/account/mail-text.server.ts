import { translate } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

/**
 * What the account's emails say (issue 26, issue 36 items 1 and 2), in the RECIPIENT's language
 * (users.language; none: English; issue 41): the "mail" namespace's `account` group. A value goes
 * into a sentence through the key's values, never by joining pieces.
 */
export function accountMailTexts(language: string | null) {
  const lang = language ?? DEFAULT_LANGUAGE;
  return (key: string, values?: Record<string, string | number>) => translate(lang, `mail:account.${key}`, values);
}
