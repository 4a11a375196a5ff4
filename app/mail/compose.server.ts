import { env } from "~/env.server";
import { translate } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { renderMailHtml, type MailLink } from "./layout.server";
import type { Mail } from "./mailer.server";

/**
 * The portal's email: a greeting, a few paragraphs, one button to the portal and a footer (why
 * this came, how to stop it). The plain text and the HTML (app/mail/layout.server.tsx) say the
 * same, so a mail program that shows either loses nothing.
 */
export interface MailContent {
  to: string;
  subject: string;
  firstName?: string;
  paragraphs: string[];
  /** A path on the portal ("/my-badges") or a full URL. */
  action?: { label: string; href: string };
  /** Lines under the rule: plain text, or a text that links (a path or a full URL). */
  footer?: (string | { label: string; href: string })[];
  headers?: Record<string, string>;
  /**
   * The recipient's language (users.language; null or absent: English): the greeting, the
   * portal's name and the button's fallback line are written in it (issue 41). The subject,
   * paragraphs and links come already written in it by the sender.
   */
  language?: string | null;
}

export const absoluteUrl = (href: string) => (/^https?:\/\//.test(href) ? href : `${env.PUBLIC_URL}${href}`);

const linkOf = (l: { label: string; href: string }): MailLink => ({ label: l.label, url: absoluteUrl(l.href) });

export function composeMail(content: MailContent): Mail {
  const language = content.language ?? DEFAULT_LANGUAGE;
  const greeting = content.firstName ? translate(language, "mail:greeting", { name: content.firstName }) : translate(language, "mail:greetingNoName");
  const action = content.action ? linkOf(content.action) : null;
  const footer = (content.footer ?? []).map((line) => (typeof line === "string" ? line : linkOf(line)));
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footer.length ? ["--", ...footer.map((l) => (typeof l === "string" ? l : `${l.label}: ${l.url}`))] : []),
  ].join("\n");
  const html = renderMailHtml({
    lang: language,
    portalName: translate(language, "mail:portal"),
    fallback: translate(language, "mail:buttonFallback"),
    subject: content.subject,
    preview: content.paragraphs[0] ?? content.subject,
    greeting,
    paragraphs: content.paragraphs,
    action,
    footer,
  });
  return { to: content.to, subject: content.subject, text: `${text}\n`, html, ...(content.headers ? { headers: content.headers } : {}) };
}
