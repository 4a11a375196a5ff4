import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { EntryContext } from "@remix-run/node";
import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { LanguageDetector } from "remix-i18next/server";
import { oncePerRequest } from "~/request-scope.server";
import { Kept } from "./kept";
import { I18N_OPTIONS } from "./options";
import { bootOf, type I18nBoot } from "./react";
import {
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODE,
  LANGUAGE_COOKIE,
  parseMessage,
  type LanguageChoice,
  type MessageValues,
} from "./languages";

/**
 * The portal's translations on the server (issue 41, decision 0280).
 * - The texts are the JSON files under public/locales/<language>/<namespace>.json, read once at
 *   start: a language is there when its folder is (translators add one without touching code).
 * - One i18next instance per language, made once and never switched: a request renders with the
 *   instance of its language, so concurrent requests never share a changing language.
 * - The browser fetches the texts from /locales/<language>/<namespace>.json?v=<version> (files it
 *   keeps): the document names the ones its page draws and asks for them in its head, the others
 *   are fetched as it navigates (decision 0283).
 */

const LOCALES_DIR = path.join(process.cwd(), "public", "locales");

interface Catalogue {
  resources: Resource;
  languages: LanguageChoice[];
  namespaces: string[];
  /** A hash of every file: the browser's cache key for /locales/… (they change only on deploy). */
  version: string;
  instances: Map<string, I18n>;
}

let catalogue: Catalogue | null = null;

function load(): Catalogue {
  const resources: Resource = {};
  const hash = createHash("sha256");
  const namespaces = new Set<string>();
  const codes = fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && LANGUAGE_CODE.test(d.name))
    .map((d) => d.name)
    .sort();
  for (const code of codes) {
    resources[code] = {};
    for (const file of fs.readdirSync(path.join(LOCALES_DIR, code)).filter((f) => f.endsWith(".json")).sort()) {
      const text = fs.readFileSync(path.join(LOCALES_DIR, code, file), "utf8");
      hash.update(`${code}/${file}\n${text}`);
      const ns = file.slice(0, -".json".length);
      namespaces.add(ns);
      resources[code][ns] = JSON.parse(text) as Record<string, unknown>;
    }
  }
  if (!resources[DEFAULT_LANGUAGE]) throw new Error(`public/locales/${DEFAULT_LANGUAGE} is missing: the portal has no texts.`);
  const languages = codes.map((code) => {
    const common = resources[code][COMMON_NAMESPACE] as { language?: { name?: string } } | undefined;
    return { code, name: common?.language?.name ?? code };
  });
  const instances = new Map<string, I18n>();
  for (const code of codes) {
    const instance = createInstance();
    void instance.init({ ...I18N_OPTIONS, lng: code, resources, ns: [...namespaces], initImmediate: false });
    keepAnswers(instance);
    instances.set(code, instance);
  }
  return { resources, languages, namespaces: [...namespaces].sort(), version: hash.digest("hex").slice(0, 12), instances };
}

/** The options a bound `t` (react-i18next's, `getFixedT`'s) adds to every call: none of them is a value. */
const BOUND_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
const KEPT_MAX = 20_000;

/**
 * The server's instances never change their texts once made, so a key asked without values has one
 * answer per language and namespace: it is looked up once and kept. Calls with values (a count, a
 * name) go to i18next every time.
 */
function keepAnswers(instance: I18n) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown;
  // Keys are the files' (a few thousand); a caller passing free text cannot grow it without end.
  const kept = new Kept<string, unknown>(KEPT_MAX);
  const t = (key: unknown, options?: unknown) => {
    if (typeof key !== "string" || (options !== undefined && typeof options !== "object")) return translate(key, options as Record<string, unknown>);
    const o = options as Record<string, unknown> | undefined;
    if (o) for (const name in o) if (!BOUND_OPTIONS.has(name) && o[name] !== undefined) return translate(key, o);
    const ns = o?.ns;
    const id = `${typeof o?.lng === "string" ? o.lng : ""}|${Array.isArray(ns) ? ns.join(",") : (ns ?? "")}|${key}`;
    return kept.take(id, () => translate(key, o));
  };
  instance.t = t as I18n["t"];
}

function loaded(): Catalogue {
  catalogue ??= load();
  return catalogue;
}

/** The languages a member can choose, each named in itself. */
export const languageChoices = (): LanguageChoice[] => loaded().languages;

/** Whether `code` is one of the portal's languages. */
export const isLanguage = (code: unknown): code is string =>
  typeof code === "string" && loaded().languages.some((l) => l.code === code);

/** The i18next instance of a language (the default one for a language the portal has not). */
export function i18nOf(language: string): I18n {
  const { instances } = loaded();
  return instances.get(language) ?? instances.get(DEFAULT_LANGUAGE)!;
}

const bootTexts = new Map<string, Map<string[], I18nBoot>>();
/** The lists routeNamespaces handed out: one per route of the build. */
const routeLists = new WeakSet<string[]>();

/**
 * What a document tells the browser of its texts (decision 0283): its language, the texts' version
 * and the namespaces its page draws, which the browser fetches before it takes the page over. The
 * texts themselves are files the browser keeps from page to page, not part of every document.
 * Made once per (language, namespaces): nothing in it changes while the server runs.
 */
export function browserTexts(language: string, namespaces: string[]): I18nBoot {
  // By language, then by the list itself: routeNamespaces hands back one list per route.
  let ofLanguage = bootTexts.get(language);
  if (!ofLanguage) bootTexts.set(language, (ofLanguage = new Map()));
  let boot = ofLanguage.get(namespaces);
  if (boot === undefined) {
    const { resources, version } = loaded();
    const own = resources[language] ?? {};
    const wanted = [...new Set([COMMON_NAMESPACE, ...namespaces])].filter((ns) => own[ns]).sort();
    boot = bootOf({ language, version, namespaces: wanted });
    // Lists made elsewhere (not routeNamespaces') are not kept: nothing bounds them.
    if (routeLists.has(namespaces)) ofLanguage.set(namespaces, boot);
  }
  return boot;
}

/** Every namespace (tests and the parity check). */
export const namespaces = (): string[] => loaded().namespaces;
/** Every file's content, by language and namespace (the parity test). */
export const allTexts = (): Resource => loaded().resources;

/**
 * A text of a namespace in a language: `translate("es", "journal:saved")`. A key with no text in
 * the language falls back to English; a key with none at all comes back as the key (the parity
 * test keeps that from shipping).
 */
export function translate(language: string, key: string, values?: MessageValues): string {
  return i18nOf(language).t(key, values ?? {}) as string;
}

const messageAnswers = new Kept<string, string>(KEPT_MAX);

/**
 * A message as the reader should read it: a `namespace:key` message (app/i18n/languages.ts)
 * translated into the language; any other text as it was written.
 */
export function translateMessage(language: string, text: string): string {
  // A message's text is its key and values, so its answer in a language never changes: kept.
  return messageAnswers.take(`${language}\u0000${text}`, () => {
    const m = parseMessage(text);
    return !m || !i18nOf(language).exists(m.key, m.values ?? {}) ? text : translate(language, m.key, m.values);
  });
}

/**
 * The `lng` cookie a signed-out choice is kept in: the bare language code ("es"), not signed or
 * encoded (it says nothing about anyone, and a value that is not one of ours is ignored). Same
 * calls as a Remix cookie's.
 */
const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

export const languageCookie = {
  name: LANGUAGE_COOKIE,
  async parse(header: string | null): Promise<string | null> {
    const m = LANGUAGE_COOKIE_VALUE.exec(header ?? "");
    return m ? decodeURIComponent(m[1]) : null;
  },
  async serialize(code: string): Promise<string> {
    return `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax; HttpOnly`;
  },
};

let headerDetector: LanguageDetector | null = null;

const browserLanguage = (request: Request) => {
  headerDetector ??= new LanguageDetector({
    supportedLanguages: loaded().languages.map((l) => l.code),
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["header"],
  });
  return headerDetector.detect(request);
};

const cookieLanguage = async (request: Request): Promise<string | null> => {
  const value = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : null;
};

/**
 * The language a page is written in: the member's own choice, else the cookie a signed-out choice
 * left, else the browser's Accept-Language, else English. `memberLanguage` is the signed-in
 * member's saved choice (null: none, or nobody signed in).
 */
export function pageLanguage(request: Request, memberLanguage: string | null): Promise<string> {
  return oncePerRequest(`language:${memberLanguage ?? ""}`, async () => {
    if (isLanguage(memberLanguage)) return memberLanguage;
    return (await cookieLanguage(request)) ?? (await browserLanguage(request));
  });
}

/**
 * The language an /api answer is written in: the caller's Accept-Language when it names one of
 * ours, else the member's choice, else English. `error_code` values never change.
 */
export async function apiLanguage(request: Request, memberLanguage: string | null): Promise<string> {
  if (request.headers.get("Accept-Language")) {
    const asked = await browserLanguage(request);
    if (asked !== DEFAULT_LANGUAGE || /^\s*en\b/i.test(request.headers.get("Accept-Language") ?? "")) return asked;
  }
  return isLanguage(memberLanguage) ? memberLanguage : DEFAULT_LANGUAGE;
}

/**
 * The namespaces the routes of THIS document name in their `handle.i18n`. remix-i18next's
 * `getRouteNamespaces` reads every route module of the build (Remix's `context.routeModules` holds
 * them all), which would put every area's texts into every page; the matched routes are the ones
 * the page draws.
 */
const namespacesOfRoutes = new Map<string, string[]>();

export function routeNamespaces(context: EntryContext): string[] {
  // A route's parents are fixed by the route tree, so the deepest matched route names the set: one
  // lookup by its id (a string of the build, whose hash is kept), worked out once per route.
  const matches = context.staticHandlerContext.matches;
  const deepest = matches[matches.length - 1]?.route.id ?? "";
  let found = namespacesOfRoutes.get(deepest);
  if (found) return found;
  const names = new Set<string>();
  for (const match of matches) {
    const handle = (context.routeModules[match.route.id] as { handle?: { i18n?: unknown } } | undefined)?.handle;
    const i18n = handle?.i18n;
    for (const ns of typeof i18n === "string" ? [i18n] : Array.isArray(i18n) ? i18n : []) if (typeof ns === "string") names.add(ns);
  }
  found = [...names];
  routeLists.add(found);
  namespacesOfRoutes.set(deepest, found);
  return found;
}

/** The Intl locale of a language ("es" → "es-US"), as its translation file names it. */
export const intlLocaleOf = (language: string): string => translate(language, "common:language.intl");
