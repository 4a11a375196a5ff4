import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import FetchBackend from "i18next-fetch-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { I18N_OPTIONS } from "~/i18n/options";
import { bootOf, I18N_BOOT_ID, I18nBootContext, type I18nBootData, TEXTS_PATH } from "~/i18n/react";

/**
 * The document names its language, the texts' version and the namespaces its page draws (decision
 * 0283); its head has already asked for those files. i18next loads them through its backend (the
 * same requests, so the preloaded answers) and only then does React take the page over, so the
 * first render matches the server's. A namespace a later page needs is fetched the same way.
 */
const blockText = document.getElementById(I18N_BOOT_ID)?.textContent ?? "";
const data: I18nBootData = blockText ? (JSON.parse(blockText) as I18nBootData) : { language: DEFAULT_LANGUAGE, version: "", namespaces: [] };
const boot = bootOf(data, blockText);

void i18next
  .use(initReactI18next)
  .use(FetchBackend)
  .init({
    ...I18N_OPTIONS,
    lng: data.language,
    // The files are complete in every language (a test checks), so nothing falls back over the wire.
    fallbackLng: false,
    ns: data.namespaces,
    backend: { loadPath: TEXTS_PATH.replace("{{version}}", encodeURIComponent(data.version)) },
  })
  .then(() => {
    // Texts that did not arrive (the network failed) would draw keys over the server's page: the
    // page stays as the server drew it, where every form works without JavaScript.
    if (!data.namespaces.every((ns) => i18next.hasResourceBundle(data.language, ns))) {
      document.documentElement.dataset.texts = "missing";
      return;
    }
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <I18nBootContext.Provider value={boot}>
            <StrictMode>
              <RemixBrowser />
            </StrictMode>
          </I18nBootContext.Provider>
        </I18nextProvider>,
      );
    });
  });
