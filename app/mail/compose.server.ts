import { env } from "~/env.server";
import { escapeHtml } from "~/domain/html";
import type { Mail } from "./mailer.server";

/**
 * The portal's plain email layout: a greeting, a few paragraphs, one button to the portal and a
 * footer (why this came, how to stop it). Text and HTML say the same.
 */
export interface MailContent {
  to: string;
  subject: string;
  firstName?: string;
  paragraphs: string[];
  /** A path on the portal ("/my-badges") or a full URL. */
  action?: { label: string; href: string };
  footer?: string[];
  headers?: Record<string, string>;
}

export const absoluteUrl = (href: string) => (/^https?:\/\//.test(href) ? href : `${env.PUBLIC_URL}${href}`);

export function composeMail(content: MailContent): Mail {
  const hello = content.firstName ? `Hello ${content.firstName},` : "Hello,";
  const action = content.action ? { label: content.action.label, url: absoluteUrl(content.action.href) } : null;
  const text = [
    hello,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(content.footer?.length ? ["--", ...content.footer] : []),
  ].join("\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : "",
    content.footer?.length ? `<hr><p style="color:#555;font-size:12px">${content.footer.map(escapeHtml).join("<br>")}</p>` : "",
  ].join("");
  return { to: content.to, subject: content.subject, text: `${text}\n`, html, ...(content.headers ? { headers: content.headers } : {}) };
}
