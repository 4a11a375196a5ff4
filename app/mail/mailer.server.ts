import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Transporter } from "nodemailer";
import { env } from "~/env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification emails). */
  headers?: Record<string, string>;
}

let transport: Promise<Transporter> | undefined;

// nodemailer is loaded with the first message, not at start: most requests send none (issue 15).
function getTransport(): Promise<Transporter> {
  // With no SMTP server configured, messages are rendered to .eml files under the data folder.
  transport ??= import("nodemailer").then(({ default: nodemailer }) =>
    env.SMTP_URL
      ? // Bounded waits, well inside a job's lease (docs/decisions/0130): a stalled server fails the try, to be retried.
        nodemailer.createTransport({ url: env.SMTP_URL, connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return transport;
}

/** Sends one message. Called by the job worker only: a request queues its mail (app/jobs). */
export async function sendMail(mail: Mail): Promise<void> {
  const info = await (await getTransport()).sendMail({ from: env.MAIL_FROM, ...mail });
  if (!env.SMTP_URL) await writeMailFile(env.MAIL_DIR, (info as unknown as { message: Buffer }).message);
}

/**
 * A message as an .eml file in `dir`. Written beside its final name, flushed to disk, then
 * renamed into place (issue 36 §23): a process killed while writing (kill -9, a power cut)
 * leaves a `.partial` file that nothing reads, never a short or empty `.eml`; the job that
 * sent it was not marked done, so the queue sends the message again, whole.
 */
export async function writeMailFile(dir: string, raw: Buffer): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`);
  const partial = `${file}.partial`;
  try {
    await fs.writeFile(partial, raw, { flush: true });
    await fs.rename(partial, file);
  } catch (e) {
    await fs.rm(partial, { force: true });
    throw e;
  }
  return file;
}
