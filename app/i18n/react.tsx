import { useMatches } from "@remix-run/react";
import { createContext, useCallback, useContext } from "react";
import { useTranslation } from "./use-translation";
import { formatsFor, type Formats } from "./format";
import { COMMON_NAMESPACE, parseMessage } from "./languages";

/**
 * What a document tells the browser of its texts (issue 41, decision 0283): its language, the
 * texts' version and the namespaces its page draws. The texts are files under /locales, which the
 * document's head asks for at once (preloads) and the browser keeps; entry.client.tsx reads this
 * back, loads those files and only then takes the page over, so its first render is the server's.
 */
export interface I18nBoot {
  /** The data block's JSON: { language, version, namespaces }. */
  json: string;
  /** The files of the page's namespaces, in its language. */
  hrefs: string[];
}

export interface I18nBootData {
  language: string;
  version: string;
  namespaces: string[];
}

/** Where the browser fetches a namespace's texts (a versioned URL: the files change only on deploy). */
export const TEXTS_PATH = "/locales/{{lng}}/{{ns}}.json?v={{version}}";

const textsHref = (data: I18nBootData, ns: string) =>
  TEXTS_PATH.replace("{{lng}}", encodeURIComponent(data.language)).replace("{{ns}}", encodeURIComponent(ns)).replace("{{version}}", encodeURIComponent(data.version));

/** The boot of a document, from its data (the server) or from its data block's JSON (the browser). */
export function bootOf(data: I18nBootData, json = JSON.stringify(data).replace(/</g, "\\u003c")): I18nBoot {
  return { json, hrefs: data.namespaces.map((ns) => textsHref(data, ns)) };
}

export const I18nBootContext = createContext<I18nBoot | null>(null);

export const I18N_BOOT_ID = "i18n-texts";

/** The page's texts asked for in the document's head, and what they are (a data block: it runs nothing, so no nonce). */
export function I18nBoot() {
  const boot = useContext(I18nBootContext);
  if (!boot) return null;
  return (
    <>
      {boot.hrefs.map((href) => (
        // As i18next's backend will ask for it (fetch: CORS mode, same-origin credentials), so the browser uses this answer.
        <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} />
      ))}
      <script id={I18N_BOOT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: boot.json }} />
    </>
  );
}

/**
 * Shows a message that travelled as text (a toast, a field error, a refusal): a `namespace:key`
 * message in the page's language, anything else as it was written.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text: string): string => {
      const m = parseMessage(text);
      // With its values: a plural's key exists only as key_one, key_other…
      if (!m || !i18n.exists(m.key, m.values ?? {})) return text;
      return t(m.key, m.values ?? {}) as string;
    },
    [t, i18n]
  );
}

/** Dates, times and numbers in the page's language (its Intl locale is `common:language.intl`). */
export function useFormat(): Formats {
  const { t } = useTranslation();
  return formatsFor(t("language.intl"));
}

/**
 * A route's title, as a key of its namespace: `handle = { i18n: ["recipes"], title: "recipes:title" }`,
 * or made from its loader's data: `title: (data) => ({ key: "recipes:titleOf", values: { name } })`.
 */
export type TitleHandle =
  | string
  | ((data: unknown) => {
      key: string;
      values?: Record<string, string | number>;
    });

/**
 * The document's <title> and description in the page's language (issue 41): the deepest route whose
 * handle names a title, as "Recipes · Patient Portal", else the portal's name. The only <title> of
 * the document: no route's `meta` names one (a route's `meta` is for the rest, e.g. robots).
 */
export function PageTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  return (
    <>
      <title>{titleOf(matches, t)}</title>
      <meta name="description" content={t("meta.description")} />
    </>
  );
}

type TitleT = (key: string, values?: Record<string, string | number>) => string;

function titleOf(matches: ReturnType<typeof useMatches>, t: TitleT): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i].handle as { title?: TitleHandle } | undefined)?.title;
    if (!title) continue;
    if (typeof title === "string") return fixedTitle(t, title);
    const spec = title(matches[i].data);
    return t("meta.title", { page: t(spec.key, spec.values ?? {}) });
  }
  return t("shell.portal");
}

/**
 * A title that is a key alone, by the `t` of the page's language: on the server, where every text
 * is loaded and never changes, the same words every time, so kept. In the browser a namespace may
 * arrive after the first render (a page opened by a link), so its title is asked each time.
 */
const fixedTitles = new WeakMap<object, Map<string, string>>();
function fixedTitle(t: TitleT, key: string): string {
  if (typeof document !== "undefined") return t("meta.title", { page: t(key) });
  let titles = fixedTitles.get(t);
  if (!titles) fixedTitles.set(t, (titles = new Map()));
  let text = titles.get(key);
  if (text === undefined) titles.set(key, (text = t("meta.title", { page: t(key) })));
  return text;
}

/**
 * A message that travelled as text, drawn where it is read (a toast, a field error): its namespace
 * is loaded first when the page did not name it (a toast from another area after a client-side
 * navigation), so the reader never sees a key.
 */
export function Said({ text }: { text: string }) {
  const m = parseMessage(text);
  // Not suspending: a field checked in the browser is a sync update, which must not suspend the page.
  // Until its namespace is there the message waits (empty), then it is drawn; never the key.
  const { t, i18n, ready } = useTranslation(m ? m.key.slice(0, m.key.indexOf(":")) : COMMON_NAMESPACE, { useSuspense: false });
  if (!m) return <>{text}</>;
  if (!ready) return null;
  if (!i18n.exists(m.key, m.values ?? {})) return <>{text}</>;
  return <>{t(m.key, m.values ?? {})}</>;
}
