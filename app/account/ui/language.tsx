import { useLocation } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { I18nContext } from "react-i18next";
import { serverBound, useTranslation } from "~/i18n/use-translation";
import type { LanguageChoice } from "~/i18n/languages";
import { paths } from "~/paths";

/**
 * The signed-out pages' language switcher (issue 41): one button for each other language, named in
 * that language ("Español" on a page in English), posting to /language, which sets the cookie and
 * comes back here. One click, as a bilingual site's visitors expect, and a whole-document post, so
 * the page comes back drawn in the new language with JavaScript as without: a plain <form>, which
 * is what Remix's <Form reloadDocument> draws, without the router's work of resolving an action it
 * is given whole.
 */
export function LanguageSwitcher({ languages, current }: { languages: LanguageChoice[]; current: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const others = languages.filter((l) => l.code !== current);
  if (others.length === 0) return null;
  return (
    <form method="post" action={paths.language()} className="language-switcher" aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {others.map((l) => (
        <button key={l.code} type="submit" name="language" value={l.code} lang={l.code} className="btn btn-secondary btn-sm">
          {l.name}
        </button>
      ))}
    </form>
  );
}

/**
 * A namespace's `t` in the page's language that does not re-render its component on i18next's
 * events (useTranslation does). For a form whose owner must not re-render on its own: the sign-in
 * form's field errors stop showing after such a re-render (conform). The signed-out pages change
 * language by a whole-document post, so nothing there needs the event. Made once: on the server it
 * is the bound `t` every component of the language shares (decision 0282), whose answers and
 * <Trans> elements are kept; a new `t` on every render kept nothing.
 */
export function useQuietT(namespace: string) {
  const { i18n } = useContext(I18nContext);
  return useMemo(() => (typeof document === "undefined" ? serverBound(i18n, namespace).t : i18n.getFixedT(null, namespace)), [i18n, namespace]);
}
