import { translateMessage } from "~/i18n/i18n.server";

/**
 * An outcome's refusals as a person reading English sees them: messages travel as keys with values
 * (issue 41, app/i18n/languages.ts) and are read here as the page and the API read them.
 */
export function inEnglish<T>(value: T): T {
  if (typeof value === "string") return translateMessage("en", value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => inEnglish(v)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inEnglish(v)])) as T;
  }
  return value;
}
