import fs from "node:fs";
import path from "node:path";

/** The newest .eml under the data folder addressed to `to`, decoded enough to read links. */
export function latestMailTo(dataDir: string, to: string): string | null {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse();
  for (const f of files) {
    const raw = fs.readFileSync(path.join(dir, f), "latin1");
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) return decodeQuotedPrintable(raw);
  }
  return null;
}

/**
 * Mail goes out from the job queue (docs/decisions/0130): the newest message to `to` that
 * `matches`, once the worker has written it (a few hundred milliseconds; up to `timeoutMs`).
 */
export async function waitForMailTo(dataDir: string, to: string, matches: (mail: string) => boolean = () => true, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(dataDir, to).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every .eml to `to`, newest first, decoded enough to read links. */
export function mailsTo(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse()) {
    const raw = fs.readFileSync(path.join(dir, f), "latin1");
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) out.push(decodeQuotedPrintable(raw));
  }
  return out;
}

/** The first link in a mail to a portal path (its query included). */
export function linkIn(mail: string, pathname: string): string {
  const m = new RegExp(`(https?://[^\\s"<]+${pathname.replace(/[.?]/g, "\\$&")}\\?token=[A-Za-z0-9_%.-]+)`).exec(mail);
  if (!m) throw new Error(`no ${pathname} link in mail`);
  return m[1];
}

export function resetLinkIn(mail: string): string {
  const m = /(https?:\/\/[^\s"<]+\/reset-password-request\?token=[A-Za-z0-9_%-]+)/.exec(mail);
  if (!m) throw new Error("no reset link in mail");
  return m[1];
}

/**
 * The file's bytes (read as latin1) with the body's quoted-printable undone, read as the UTF-8
 * they are. The headers are left as written ("=21" in a header's URL is not an escape).
 */
function decodeQuotedPrintable(s: string): string {
  const split = s.search(/\r?\n\r?\n/);
  const [head, body] = split < 0 ? [s, ""] : [s.slice(0, split), s.slice(split)];
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return head + Buffer.from(bytes, "latin1").toString("utf8");
}
