import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The portal's email as HTML: one centred card on the page's background, the portal's name in its
 * brand band, the greeting and paragraphs, one button, and a quiet footer. Mail programs keep
 * little of CSS, so the layout is tables and every style is inline; the colours are the design
 * tokens' (app/styles/tokens.css), paired as on the pages (AA contrast). React writes the markup,
 * so every text and link is escaped by it, not by us.
 */

export interface MailLink {
  label: string;
  url: string;
}

export interface MailView {
  /** The recipient's language, and the texts of the frame already in it (issue 41). */
  lang: string;
  portalName: string;
  /** The line under the button for mail programs that drop it. */
  fallback: string;
  subject: string;
  /** What an inbox shows beside the subject before the message is opened. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action: MailLink | null;
  /** Lines under the rule: plain text, or a text that is a link. */
  footer: (string | MailLink)[];
}

const C = {
  bg: "#f6f8f7",
  surface: "#ffffff",
  line: "#d9e2e0",
  ink: "#1d2b2a",
  muted: "#5e6d6a",
  brand900: "#0b3d3a",
  brand700: "#0f6b63",
  onBrand: "#ffffff",
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const S: Record<string, CSSProperties> = {
  body: { margin: 0, padding: 0, background: C.bg, color: C.ink, fontFamily: FONT },
  preview: { display: "none", maxHeight: 0, maxWidth: 0, overflow: "hidden", opacity: 0, color: C.bg, fontSize: 1, lineHeight: "1px" },
  outer: { width: "100%", background: C.bg, borderCollapse: "collapse" },
  outerCell: { padding: "24px 12px" },
  card: { width: "100%", maxWidth: 560, background: C.surface, border: `1px solid ${C.line}`, borderRadius: 12, borderCollapse: "separate" },
  band: { background: C.brand900, color: C.onBrand, padding: "16px 24px", fontFamily: FONT, fontSize: 16, fontWeight: 600, lineHeight: 1.4, borderRadius: "12px 12px 0 0" },
  content: { padding: "24px 24px 8px", fontFamily: FONT, fontSize: 16, lineHeight: 1.55, color: C.ink },
  p: { margin: "0 0 16px" },
  buttonCell: { background: C.brand700, borderRadius: 8 },
  button: { display: "inline-block", padding: "12px 22px", color: C.onBrand, fontFamily: FONT, fontSize: 16, fontWeight: 600, textDecoration: "none", borderRadius: 8 },
  fallback: { margin: "16px 0 16px", fontSize: 13, lineHeight: 1.5, color: C.muted },
  // A long address breaks anywhere rather than widen the card on a phone.
  address: { color: C.brand700, wordBreak: "break-all" },
  footer: { padding: "16px 24px 20px", borderTop: `1px solid ${C.line}`, fontFamily: FONT, fontSize: 12, lineHeight: 1.6, color: C.muted },
  footerLine: { margin: 0 },
  // The footer's links stand one under another: each is 24 px tall, so a finger finds it (WCAG 2.5.8).
  footerLink: { display: "inline-block", lineHeight: "24px", color: C.brand700 },
};

function MailDocument({ view }: { view: MailView }) {
  return (
    <html lang={view.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{view.subject}</title>
      </head>
      <body style={S.body}>
        <div style={S.preview}>{view.preview}</div>
        <table role="presentation" style={S.outer} cellPadding={0} cellSpacing={0}>
          <tbody>
            <tr>
              <td align="center" style={S.outerCell}>
                <table role="presentation" style={S.card} cellPadding={0} cellSpacing={0}>
                  <tbody>
                    <tr>
                      <td style={S.band}>{view.portalName}</td>
                    </tr>
                    <tr>
                      <td style={S.content}>
                        <p style={S.p}>{view.greeting}</p>
                        {view.paragraphs.map((p, i) => (
                          <p key={i} style={S.p}>
                            {p}
                          </p>
                        ))}
                        {view.action ? <Button action={view.action} fallback={view.fallback} /> : null}
                      </td>
                    </tr>
                    {view.footer.length ? (
                      <tr>
                        <td style={S.footer}>
                          {view.footer.map((line, i) => (
                            <p key={i} style={S.footerLine}>
                              {typeof line === "string" ? (
                                line
                              ) : (
                                <a href={line.url} style={S.footerLink}>
                                  {line.label}
                                </a>
                              )}
                            </p>
                          ))}
                        </td>
                      </tr>
                    ) : null}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A button that survives mail programs (a padded link in a coloured cell), with its address written out below for those that drop it. */
function Button({ action, fallback }: { action: MailLink; fallback: string }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            <td style={S.buttonCell}>
              <a href={action.url} style={S.button}>
                {action.label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={S.fallback}>
        {fallback}{" "}
        <a href={action.url} style={S.address}>
          {action.url}
        </a>
      </p>
    </>
  );
}

export function renderMailHtml(view: MailView): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailDocument view={view} />)}`;
}
