import type { InitOptions } from "i18next";
import { COMMON_NAMESPACE, DEFAULT_LANGUAGE } from "./languages";

/** The i18next options the server and the browser share (decision 0280). */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: COMMON_NAMESPACE,
  fallbackNS: COMMON_NAMESPACE,
  // React escapes what it renders; the texts are ours.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
} satisfies InitOptions;
