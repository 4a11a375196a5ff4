import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
// eslint-disable-next-line no-restricted-imports -- react-i18next's <Trans>: what the portal's is checked against.
import { I18nextProvider, Trans as I18nextTrans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { allTexts, i18nOf, translate } from "./i18n.server";
import { I18N_OPTIONS } from "./options";
import { serverBound, Trans, useTranslation } from "./use-translation";

/** Every key of a namespace's file: "error.notFound.heading". */
function keysOf(value: unknown, prefix = "", out: string[] = []): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) keysOf(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.push(prefix);
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A component drawn on the server in a language, as entry.server.tsx draws a page. */
const drawn = (language: string, Component: () => ReactNode) =>
  renderToString(
    <I18nextProvider i18n={i18nOf(language)}>
      <Component />
    </I18nextProvider>,
  );
const texts = allTexts();

/** A plain i18next instance of a language, as the library makes it: the reference. */
function reference(language: string) {
  const instance = createInstance();
  void instance.init({ ...I18N_OPTIONS, lng: language, resources: texts, ns: Object.keys(texts.en), initImmediate: false });
  return instance;
}

describe("the server's useTranslation (decision 0282)", () => {
  for (const language of Object.keys(texts)) {
    it(`${language}: every key of every namespace reads as i18next reads it, with and without values, first time and kept`, () => {
      const plain = reference(language);
      let checked = 0;
      for (const ns of Object.keys(texts[language])) {
        const { t } = serverBound(i18nOf(language), ns);
        const expected = plain.getFixedT(null, ns);
        for (const key of new Set(keysOf(texts[language][ns]).map((k) => k.replace(PLURAL, "")))) {
          const values = { count: 3, name: "Ana", page: "X", n: 2, day: "2026-11-29", value: 7, total: 9 };
          expect(t(key)).toBe(expected(key));
          expect(t(key)).toBe(expected(key));
          expect(t(key, {})).toBe(expected(key));
          expect(t(key, values)).toBe(expected(key, values));
          expect(t(key, { ...values, count: 1 })).toBe(expected(key, { ...values, count: 1 }));
          // A key of another namespace, named with its prefix.
          expect(t(`common:language.name`)).toBe(expected("common:language.name"));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
    });
  }

  it("keeps an answer by its key and its values; a value that is a function is asked every time", () => {
    const plain = reference("es").getFixedT(null, "recipes");
    const { t } = serverBound(i18nOf("es"), "recipes");
    expect(t("minutes.min", { m: 5 })).toBe(plain("minutes.min", { m: 5 }));
    expect(t("minutes.min", { m: 6 })).toBe(plain("minutes.min", { m: 6 }));
    expect(t("minutes.min", { m: 5 })).not.toBe(t("minutes.min", { m: 6 }));
    // "m" as text and as a number read the same here; a count as text is no plural.
    expect(t("minutes.min", { m: "5" })).toBe(plain("minutes.min", { m: "5" }));
    // Typed loosely: i18next's types refuse a count as text, which is what this checks.
    const count = serverBound(i18nOf("en"), "common").t as (key: string, options?: object) => string;
    const plainCount = reference("en").getFixedT(null, "common") as (key: string, options?: object) => string;
    const plural = "bell.labelUnread";
    expect(count(plural, { count: 1 })).toBe(plainCount(plural, { count: 1 }));
    expect(count(plural, { count: "1" })).toBe(plainCount(plural, { count: "1" }));
    expect(t("minutes.min", { m: 5, extra: { a: 1 } })).toBe(plain("minutes.min", { m: 5, extra: { a: 1 } }));
    // As <Trans> asks: its namespaces as a list, its own interpolation marks.
    const trans = { ns: ["recipes"], interpolation: { prefix: "#$?", suffix: "?$#" }, defaultValue: "x" };
    expect(t("minutes.none", trans)).toBe(plain("minutes.none", trans));
    expect(t("minutes.min", { m: 5, format: () => "f" })).toBe(plain("minutes.min", { m: 5, format: () => "f" }));
    expect(translate("es", "common:language.name")).toBe("Español");
  });

  it("renders a component in the language of the instance it is given, ready, with no effects to run", () => {
    function Name() {
      const { t, ready } = useTranslation();
      const [t2] = useTranslation("common");
      return (
        <p>
          {t("language.name")}|{t2("language.intl")}|{String(ready)}
        </p>
      );
    }
    const html = (language: string) => drawn(language, Name);
    expect(html("es")).toBe("<p>Español<!-- -->|<!-- -->es-US<!-- -->|<!-- -->true</p>");
    expect(html("en")).toBe("<p>English<!-- -->|<!-- -->en-US<!-- -->|<!-- -->true</p>");
  });

  it("gives <Trans t={t}> its namespace, as react-i18next's bound t does", () => {
    function Ask() {
      const { t } = useTranslation("notifications");
      return (
        <p>
          <Trans t={t} i18nKey="unsubscribe.ask" values={{ kind: t("kinds.food_decision.label") }} components={[<strong key="kind" />]} />
        </p>
      );
    }
    const html = (language: string) => drawn(language, Ask);
    expect(html("en")).toContain("Stop the emails about <strong>My foods approved or declined</strong>?");
    expect(html("es")).toContain("¿Dejar de recibir los correos electrónicos sobre <strong>Aprobación o rechazo de mis alimentos</strong>?");
    // Twice: the second answer is the kept one.
    expect(html("es")).toContain("<strong>Aprobación o rechazo de mis alimentos</strong>");
  });

  it("draws <Trans> as react-i18next's does, first time and kept, and keeps nothing it cannot tell apart", () => {
    function Shown({ to, children }: { to: string; children?: ReactNode }) {
      return <a href={to}>{children}</a>;
    }
    function Picked({ children }: { children?: ReactNode; onPick?: () => void }) {
      return <strong>{children}</strong>;
    }
    // Each case once with the portal's <Trans>, once with react-i18next's.
    const cases = (T: typeof Trans, ns: string, pick: number) => {
      function Page() {
        const { t } = useTranslation(ns);
        const { t: journal } = useTranslation("journal");
        const all = [
          <T key="a" t={t} i18nKey="unsubscribe.ask" values={{ kind: "Ana" }} components={[<strong key="kind" />]} />,
          <T key="b" t={t} i18nKey="unsubscribe.allChoices" components={[<Shown key="profile" to="/profile#notifications" />]} />,
          <T key="c" t={journal} i18nKey="meal.add" values={{ meal: "Lunch" }} components={[<span key="hint" className="visually-hidden" />]} />,
          <T key="d" t={journal} i18nKey="meal.add" values={{ meal: "Dinner" }} components={[<span key="hint" className="visually-hidden" />]} />,
          // Not kept: a function among the props, an element inside an element.
          <T key="e" t={t} i18nKey="unsubscribe.ask" values={{ kind: "Luz" }} components={[<Picked key="kind" onPick={() => undefined} />]} />,
          <T key="f" t={t} i18nKey="unsubscribe.ask" values={{ kind: "Eva" }} components={[<strong key="kind"><em>x</em></strong>]} />,
        ];
        return <p>{all[pick]}</p>;
      }
      return Page;
    };
    for (const language of ["en", "es"]) {
      for (let pick = 0; pick < 6; pick++) {
        const html = (T: typeof Trans) => drawn(language, cases(T, "notifications", pick));
        const expected = html(I18nextTrans);
        expect(html(Trans)).toBe(expected);
        expect(html(Trans)).toBe(expected);
      }
    }
    const lunch = (language: string) => drawn(language, cases(Trans, "notifications", 2));
    expect(lunch("en")).toContain('+ Add<span class="visually-hidden"> to Lunch</span>');
    expect(lunch("es")).not.toContain("to Lunch");
  });
});
