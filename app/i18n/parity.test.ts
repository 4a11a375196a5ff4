import { describe, expect, it } from "vitest";
import { allTexts, i18nOf, languageChoices, translateMessage } from "./i18n.server";
import { DEFAULT_LANGUAGE, message } from "./languages";

/** Every key of a namespace's file, with its text: "error.notFound.heading" → "We couldn't…". */
function flatten(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

/** A plural's forms count as one key (i18next picks _one, _other… by the language's own rules). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Map<string, string>) => new Set([...texts.keys()].map((k) => k.replace(PLURAL, "")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\d+|[a-z]+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

const texts = allTexts();
const languages = Object.keys(texts);
const english = texts[DEFAULT_LANGUAGE];

describe("the translation files (issue 41)", () => {
  it("have English and Spanish, each named in itself", () => {
    expect(languageChoices()).toEqual(expect.arrayContaining([{ code: "en", name: "English" }, { code: "es", name: "Español" }]));
  });

  for (const language of languages.filter((l) => l !== DEFAULT_LANGUAGE)) {
    it(`${language}: every namespace and every key English has, and no other`, () => {
      expect(Object.keys(texts[language]).sort()).toEqual(Object.keys(english).sort());
      for (const ns of Object.keys(english)) {
        const theirs = baseKeys(flatten(texts[language][ns]));
        const ours = baseKeys(flatten(english[ns]));
        expect({ ns, missing: [...ours].filter((k) => !theirs.has(k)) }).toEqual({ ns, missing: [] });
        expect({ ns, extra: [...theirs].filter((k) => !ours.has(k)) }).toEqual({ ns, extra: [] });
      }
    });

    it(`${language}: every text keeps English's values and tags, and says something`, () => {
      for (const ns of Object.keys(english)) {
        const ours = flatten(english[ns]);
        const theirs = flatten(texts[language][ns]);
        for (const [key, text] of theirs) {
          expect({ ns, key, empty: text.trim() === "" }).toEqual({ ns, key, empty: false });
          const base = key.replace(PLURAL, "");
          const english = ours.get(key) ?? ours.get(`${base}_other`) ?? ours.get(base);
          if (english === undefined) continue;
          // A plural's "one" may say the number in words; its values are checked on "other".
          if (/_one$/.test(key)) continue;
          expect({ ns, key, values: placeholders(text) }).toEqual({ ns, key, values: placeholders(english) });
        }
      }
    });
  }

  it("translates a travelling message, and leaves what a person wrote as it is", () => {
    expect(translateMessage("es", message("common:error.back"))).toBe("Volver al portal");
    expect(translateMessage("es", "common: my own note")).toBe("common: my own note");
    expect(translateMessage("es", "Lunch was great")).toBe("Lunch was great");
    expect(i18nOf("xx").language).toBe(DEFAULT_LANGUAGE);
  });
});
