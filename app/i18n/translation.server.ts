import { isValidElement, useContext, type ReactNode } from "react";
import { getI18n, I18nContext, TransWithoutContext, type Trans as I18nextTrans } from "react-i18next";
import type { i18n as I18n, TFunction } from "i18next";
import { Kept } from "./kept";

/**
 * The server's `useTranslation` and `<Trans>` (decisions 0282, 0283), chosen by
 * app/i18n/use-translation.ts. A `.server` module: the browser never loads this code (it runs
 * react-i18next's own), so its bundle does not carry it.
 */

type Bound = { t: TFunction; i18n: I18n; ready: true } & [TFunction, I18n, true];
const boundOf = new WeakMap<I18n, Map<string, Bound>>();

/** The most answers one bound `t` keeps: keys are the files' (a few thousand), values repeat. */
const KEPT_MAX = 20_000;

/**
 * A value's text in an answer's id: its kind and text (the kind is part of it: i18next treats
 * `count: "1"`, no plural, unlike `count: 1`), and lists and plain objects of such values by their
 * parts (<Trans> passes its values as an object, its namespaces as a list). Undefined for what
 * cannot be told apart by value: a function, a symbol, a React element (its `$$typeof` is one).
 * Written out rather than JSON.stringify with a replacer, which calls back into JavaScript for
 * every key and was a tenth of the page's translation time.
 */
function valueId(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return `s${value}`;
    case "number":
      return `n${value}`;
    case "boolean":
      return `b${value}`;
    case "object":
      return value === null ? "z" : partsId(value);
    default:
      return undefined;
  }
}

/** A list's or a plain object's parts, each string quoted so no part's text can pass for another's. */
function partsId(value: object): string | undefined {
  const part = (v: unknown) => (typeof v === "string" ? JSON.stringify(v) : valueId(v));
  if (Array.isArray(value)) {
    let id = "[";
    for (const v of value as unknown[]) {
      const text = part(v);
      if (text === undefined) return undefined;
      id += `${text},`;
    }
    return `${id}]`;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined;
  let id = "{";
  for (const name in value) {
    const v = (value as Record<string, unknown>)[name];
    if (v === undefined) continue;
    const text = part(v);
    if (text === undefined) return undefined;
    id += `${JSON.stringify(name)}:${text},`;
  }
  return `${id}}`;
}

/**
 * What identifies a call's answer: the key, and its values (text, numbers, yes/no, and lists or
 * plain objects of them). `undefined` when the call cannot be kept (a value that is a function).
 */
function answerId(key: string, options: unknown): string | undefined {
  if (options === undefined || options === null) return key;
  if (typeof options !== "object") return undefined;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const text = valueId(value);
    if (text === undefined) return undefined;
    id += `\u0000${name}\u0000${text}`;
  }
  return id;
}

/** The server's bound `t` of a namespace in one language's instance, made once. */
export function serverBound(i18n: I18n, ns: string): Bound {
  let byNs = boundOf.get(i18n);
  if (!byNs) boundOf.set(i18n, (byNs = new Map()));
  let bound = byNs.get(ns);
  if (!bound) {
    const fixed = i18n.getFixedT(null, ns) as (key: unknown, options?: unknown) => string;
    const kept = new Kept<string, string>(KEPT_MAX);
    const t = ((key: string | string[], options?: unknown) => {
      const id = typeof key === "string" ? answerId(key, options) : undefined;
      return id === undefined ? fixed(key, options) : kept.take(id, () => fixed(key, options));
    }) as TFunction;
    // What getFixedT's `t` carries, and <Trans t={t}> reads to know its namespace.
    const { lng, lngs, ns: boundNs, keyPrefix } = fixed as unknown as Record<string, unknown>;
    Object.assign(t, { lng, lngs, ns: boundNs, keyPrefix });
    const pair = [t, i18n, true] as unknown as Bound;
    pair.t = t;
    pair.i18n = i18n;
    pair.ready = true;
    byNs.set(ns, (bound = pair));
  }
  return bound;
}

export function useServerTranslation(ns?: string | readonly string[], options?: { lng?: string; keyPrefix?: string }) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const first = (typeof ns === "string" ? ns : ns?.[0]) ?? (i18n.options.defaultNS as string);
  if (options?.lng || options?.keyPrefix) {
    const t = i18n.getFixedT(options.lng ?? null, first, options.keyPrefix);
    return Object.assign([t, i18n, true], { t, i18n, ready: true });
  }
  return serverBound(i18n, first);
}

type TransProps = Parameters<typeof I18nextTrans>[0];

const madeOf = new WeakMap<object, Kept<string, ReactNode>>();
const typeIds = new WeakMap<object, number>();
let nextTypeId = 0;

/** A component element's identity by value: its type, key and props, or undefined when they are not plain. */
function elementId(element: unknown): string | undefined {
  if (!isValidElement(element) || (element as { ref?: unknown }).ref != null) return undefined;
  let type: string;
  if (typeof element.type === "string") type = element.type;
  else {
    let id = typeIds.get(element.type);
    if (id === undefined) typeIds.set(element.type, (id = nextTypeId++));
    type = `#${id}`;
  }
  const props = valueId(element.props);
  return props === undefined ? undefined : `${type}\u0001${element.key ?? ""}\u0001${props}`;
}

/** What identifies a <Trans>'s elements, or undefined when they must be made every time. */
function transId(props: TransProps): string | undefined {
  const { i18nKey, t, components, ...rest } = props as TransProps & Record<string, unknown>;
  if (typeof i18nKey !== "string" || typeof t !== "function") return undefined;
  let id = i18nKey;
  for (const name in rest) {
    const value = rest[name];
    if (value === undefined) continue;
    const text = name === "children" ? undefined : valueId(value);
    if (text === undefined) return undefined;
    id += `\u0000${name}\u0000${text}`;
  }
  if (components !== undefined) {
    const list = Array.isArray(components) ? components.map((c, i) => [String(i), c] as const) : Object.entries(components);
    for (const [name, element] of list) {
      const text = elementId(element);
      if (text === undefined) return undefined;
      id += `\u0002${name}\u0002${text}`;
    }
  }
  return id;
}

export function ServerTrans(props: TransProps) {
  // react-i18next's context carries a default namespace its type does not name.
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string } | undefined;
  const i18n = props.i18n ?? context?.i18n ?? getI18n();
  const t = props.t as (TFunction & { ns?: string }) | undefined;
  const ns = props.ns ?? t?.ns ?? context?.defaultNS ?? (i18n?.options?.defaultNS as string | undefined);
  const make = () => TransWithoutContext({ ...props, i18n, ns } as TransProps) as ReactNode;
  const id = t ? transId(props) : undefined;
  if (id === undefined || !t) return make();
  let made = madeOf.get(t);
  if (!made) madeOf.set(t, (made = new Kept(KEPT_MAX)));
  return made.take(id, make);
}

