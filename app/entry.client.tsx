import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import FetchBackend from "i18next-fetch-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { I18N_OPTIONS } from "~/i18n/options";
import { I18N_BOOT_ID, I18nBootContext } from "~/i18n/react";

/**
 * The page's texts came inside the document (entry.server.tsx): i18next starts with them, so the
 * first render matches the server's; a namespace a later page needs is fetched from /locales/….
 */
const texts = document.getElementById(I18N_BOOT_ID)?.textContent ?? "";
const boot = (texts ? JSON.parse(texts) : { language: DEFAULT_LANGUAGE, version: "", resources: {} }) as {
  language: string;
  version: string;
  resources: Record<string, Record<string, object>>;
};

void i18next
  .use(initReactI18next)
  .use(FetchBackend)
  .init({
    ...I18N_OPTIONS,
    lng: boot.language,
    // The files are complete in every language (a test checks), so nothing falls back over the wire.
    fallbackLng: false,
    resources: boot.resources,
    partialBundledLanguages: true,
    ns: Object.keys(boot.resources[boot.language] ?? {}),
    backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${boot.version}` },
  })
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <I18nBootContext.Provider value={texts}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </I18nBootContext.Provider>
        </I18nextProvider>,
      );
    });
  });
