import fs from "node:fs";
import path from "node:path";

/** The newest .eml under the data folder addressed to `to`, decoded enough to read links. */
export function latestMailTo(dataDir: string, to: string): string | null {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml")).sort().reverse();
  for (const f of files) {
    const raw = fs.readFileSync(path.join(dir, f), "utf8");
    if (new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "mi").test(raw)) return decodeQuotedPrintable(raw);
  }
  return null;
}

export function resetLinkIn(mail: string): string {
  const m = /(https?:\/\/[^\s"<]+\/reset-password-request\?token=[A-Za-z0-9_%-]+)/.exec(mail);
  if (!m) throw new Error("no reset link in mail");
  return m[1];
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}
