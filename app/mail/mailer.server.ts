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
  if (!env.SMTP_URL) {
    const raw = (info as unknown as { message: Buffer }).message;
    await fs.mkdir(env.MAIL_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
    await fs.writeFile(path.join(env.MAIL_DIR, name), raw);
  }
}
