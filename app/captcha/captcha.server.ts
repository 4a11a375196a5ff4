import crypto from "node:crypto";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";
import { db } from "~/db/db.server";
import { env } from "~/env.server";

/**
 * Self-hosted proof-of-work captcha (ALTCHA): challenges are made and checked here, so nothing
 * about a visitor leaves our server. A solved payload is accepted once, whichever app instance
 * receives it: the spent proofs are rows of `spent_captchas` (docs/decisions/0090).
 *
 * Browsers without JavaScript cannot run the proof of work; they get a signed arithmetic
 * question instead (docs/decisions/0004-captcha.md).
 */
const signatureSecret = () => crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update("challenge").digest("hex");
const keySecret = () => crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update("derived-key").digest("hex");
export const CAPTCHA_TTL_SECONDS = 10 * 60;

/**
 * Marks a proof spent; false when it already was. One statement (insert, or nothing on a
 * conflict), so two instances receiving the same payload at once cannot both accept it. Kept until
 * the proof would have expired anyway, then swept now and then.
 */
async function spend(key: string, now = Date.now()): Promise<boolean> {
  const added = await db
    .insertInto("spent_captchas")
    .values({ key, expires_at: now + CAPTCHA_TTL_SECONDS * 1000 })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  await sweepNowAndThen(now);
  return added !== undefined;
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = Number.NEGATIVE_INFINITY;

async function sweepNowAndThen(now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db
    .deleteFrom("spent_captchas")
    .where("expires_at", "<", now)
    .execute()
    .catch((e: unknown) => console.error("[captcha] sweep failed:", e instanceof Error ? e.message : e));
}

/** ALTCHA's replay store, over the table. */
const used = { get: () => false, set: () => undefined, setIfAbsent: (key: string) => spend(`altcha:${key}`) };
export const CAPTCHA_ERROR = "Please complete the captcha.";

export async function createCaptchaChallenge() {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(5_000, 20_000),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySecret(),
  });
}

export async function verifyCaptchaPayload(payload: unknown): Promise<boolean> {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 10_000) return false;
  try {
    const result = await verify(payload, deriveKey, signatureSecret(), keySecret(), used);
    return result.error === null;
  } catch {
    return false;
  }
}

// --- the no-JavaScript fallback: "What is 4 + 7?" with a signed, expiring, single-use token ---

function sign(data: string) {
  return crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update(`fallback:${data}`).digest("base64url");
}

export function createFallbackQuestion(): { question: string; token: string } {
  const a = crypto.randomInt(2, 10);
  const b = crypto.randomInt(2, 10);
  const data = Buffer.from(
    JSON.stringify({ n: crypto.randomBytes(8).toString("hex"), exp: Date.now() + CAPTCHA_TTL_SECONDS * 1000, sum: a + b }),
  ).toString("base64url");
  return { question: `What is ${a} + ${b}?`, token: `${data}.${sign(data)}` };
}

export async function verifyFallbackAnswer(token: unknown, answer: unknown): Promise<boolean> {
  if (typeof token !== "string" || typeof answer !== "string") return false;
  const [data, mac] = token.split(".");
  if (!data || !mac) return false;
  const expected = sign(data);
  if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return false;
  let parsed: { n: string; exp: number; sum: number };
  try {
    parsed = JSON.parse(Buffer.from(data, "base64url").toString()) as typeof parsed;
  } catch {
    return false;
  }
  if (typeof parsed.n !== "string" || Date.now() > parsed.exp || Number(answer.trim()) !== parsed.sum) return false;
  return spend(`fallback:${parsed.n}`);
}

/** A form carries either a solved ALTCHA payload or the fallback question's answer. */
export async function verifyCaptchaForm(form: { altcha?: unknown; captcha_token?: unknown; captcha_answer?: unknown }) {
  if (form.altcha) return verifyCaptchaPayload(form.altcha);
  return verifyFallbackAnswer(form.captcha_token, form.captcha_answer);
}
