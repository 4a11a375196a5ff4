import type {} from "altcha/types/react";
import altchaCss from "altcha/altcha.css";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { paths } from "~/paths";

/**
 * The widget's own stylesheet, for its page's `stylesheets(captchaCss)`: the "external" build we
 * load (CSP, no inline styles) ships it separately.
 */
export const captchaCss: string = altchaCss;

export interface FallbackQuestion {
  /** "What is 4 + 7?" as a message (`captcha:question`), drawn in the page's language. */
  question: string;
  token: string;
}

/**
 * The captcha of the contact form. With JavaScript the ALTCHA widget solves a proof of work in a
 * worker served from our own origin (the CSP allows nothing else) and reports whether it holds a
 * valid solution; `onSolvedChange` lets the form enable its submit button only then. Without
 * JavaScript, the <noscript> arithmetic question stands in.
 */
export function Captcha({ fallback, onSolvedChange }: { fallback: FallbackQuestion; onSolvedChange: (solved: boolean) => void }) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const report = useRef(onSolvedChange);
  report.current = onSolvedChange;
  const { t, i18n } = useTranslation("captcha");
  const msg = useMessage();
  // The widget's own texts, in the page's language: it picks the strings registered under
  // <html lang>, so ours (usted, our words) stand in for the library's under the same code.
  const strings = t("widget", { returnObjects: true }) as Record<string, string>;
  const language = i18n.language;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await import("altcha/external");
      const g = globalThis as unknown as { $altcha?: { algorithms: Map<string, () => Worker>; i18n: { set: (code: string, texts: Record<string, string>) => void } } };
      g.$altcha?.algorithms.set("SHA-256", () => new Worker("/vendor/altcha-sha.js"));
      g.$altcha?.i18n.set(language, strings);
      if (!cancelled) setReady(true);
    })();
    return () => {
      cancelled = true;
    };
    // The strings follow the language; registered once per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    // Reported only when it flips: the widget fires several states in a row, and a no-op state
    // update in the form re-renders it without its fields (conform then stops showing their errors).
    let solved = false;
    const onState = (ev: Event) => {
      const verified = (ev as CustomEvent<{ state: string }>).detail?.state === "verified";
      if (verified === solved) return;
      solved = verified;
      report.current(verified);
    };
    el.addEventListener("statechange", onState);
    return () => el.removeEventListener("statechange", onState);
  }, [ready]);

  return (
    <div className="captcha">
      {ready ? (
        <altcha-widget ref={ref} challenge={paths.captchaChallenge()} name="altcha" data-testid="captcha" />
      ) : (
        <noscript>
          <div className="field">
            <label htmlFor="captcha_answer">{t("securityQuestion", { question: msg(fallback.question) })}</label>
            <input id="captcha_answer" name="captcha_answer" inputMode="numeric" autoComplete="off" required />
            <input type="hidden" name="captcha_token" value={fallback.token} />
          </div>
        </noscript>
      )}
    </div>
  );
}
