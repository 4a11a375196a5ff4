import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useI18nextTranslation } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";

/**
 * `useTranslation`, as react-i18next's, for every component of the portal (decision 0282).
 *
 * In the browser it IS react-i18next's hook: a namespace fetched after a navigation re-renders the
 * components that wait for it. On the server a page renders once, with every namespace already in
 * the language's instance (app/i18n/i18n.server.ts), so none of that machinery can do anything:
 * react-i18next's hook still spreads its options, checks each namespace is loaded, makes a new
 * bound `t` and registers three effects and a state for every component that calls it, and its `t`
 * copies its options on every call. Here the server's hook is one context read and a bound `t` made
 * once per (language instance, namespace), whose answers without values are kept. Same texts:
 * app/i18n/use-translation.test.tsx renders every key of every namespace both ways.
 */
const ON_SERVER = typeof document === "undefined";

type Bound = { t: TFunction; i18n: I18n; ready: true } & [TFunction, I18n, true];
const boundOf = new WeakMap<I18n, Map<string, Bound>>();

/** A value-less call: no options, or only an empty object (`values ?? {}`). */
function valueless(options: unknown): boolean {
  if (options === undefined || options === null) return true;
  if (typeof options !== "object") return false;
  for (const name in options) if ((options as Record<string, unknown>)[name] !== undefined) return false;
  return true;
}

/** The server's bound `t` of a namespace in one language's instance, made once. */
export function serverBound(i18n: I18n, ns: string): Bound {
  let byNs = boundOf.get(i18n);
  if (!byNs) boundOf.set(i18n, (byNs = new Map()));
  let bound = byNs.get(ns);
  if (!bound) {
    const fixed = i18n.getFixedT(null, ns);
    const kept = new Map<string, string>();
    const t = ((key: string | string[], options?: unknown) => {
      if (typeof key === "string" && valueless(options)) {
        let text = kept.get(key);
        if (text === undefined) {
          if (kept.size >= 20_000) kept.clear();
          kept.set(key, (text = fixed(key) as string));
        }
        return text;
      }
      return (fixed as (k: unknown, o?: unknown) => string)(key, options);
    }) as TFunction;
    const pair = [t, i18n, true] as unknown as Bound;
    pair.t = t;
    pair.i18n = i18n;
    pair.ready = true;
    byNs.set(ns, (bound = pair));
  }
  return bound;
}

function useServerTranslation(ns?: string | readonly string[], options?: { lng?: string; keyPrefix?: string }) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const first = (typeof ns === "string" ? ns : ns?.[0]) ?? (i18n.options.defaultNS as string);
  if (options?.lng || options?.keyPrefix) {
    const t = i18n.getFixedT(options.lng ?? null, first, options.keyPrefix);
    return Object.assign([t, i18n, true], { t, i18n, ready: true });
  }
  return serverBound(i18n, first);
}

export const useTranslation = (ON_SERVER ? useServerTranslation : useI18nextTranslation) as typeof useI18nextTranslation;
