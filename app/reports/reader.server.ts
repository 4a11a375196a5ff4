import { formatsFor } from "~/i18n/format";
import { intlLocaleOf, translate } from "~/i18n/i18n.server";
import type { Reader } from "./report-view";

/**
 * The text the server writes for a reader in their language (issue 41): the page's language for
 * /reports, the visit summary and its PDF (a nurse who chose English reads English), the caller's
 * for the API's PDF.
 */
export function readerOf(language: string): Reader {
  return { say: (key, values) => translate(language, key, values), f: formatsFor(intlLocaleOf(language)) };
}
