import crypto from "node:crypto";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { message } from "~/i18n/languages";

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
export const CAPTCHA_ERROR = message("contact:msg.captcha");

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

// --- the no-JavaScript fallback: "What is 4 + 7?" with an expiring, single-use token ---
//
// The token is `nonce.expiry.mac`, the mac an HMAC of the nonce, the expiry and the answer: a
// client holding it can check a guess no better than by sending it, and each token takes one
// guess (a wrong answer spends it too), so the 15 possible sums cannot be tried one by one.

const NONCE = /^[0-9a-f]{32}$/;
const EXPIRY = /^\d{13}$/;

function answerMac(nonce: string, expires: string, answer: number) {
  return crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update(`fallback:${nonce}:${expires}:${answer}`).digest("base64url");
}

export function createFallbackQuestion(): { question: string; token: string } {
  const a = crypto.randomInt(2, 10);
  const b = crypto.randomInt(2, 10);
  const nonce = crypto.randomBytes(16).toString("hex");
  const expires = String(Date.now() + CAPTCHA_TTL_SECONDS * 1000);
  return { question: message("captcha:question", { a, b }), token: `${nonce}.${expires}.${answerMac(nonce, expires, a + b)}` };
}

export async function verifyFallbackAnswer(token: unknown, answer: unknown): Promise<boolean> {
  if (typeof token !== "string" || typeof answer !== "string") return false;
  const [nonce, expires, mac, ...rest] = token.split(".");
  if (rest.length || !NONCE.test(nonce ?? "") || !EXPIRY.test(expires ?? "") || !mac) return false;
  const now = Date.now();
  // A token that claims to live longer than any we make is not ours (and would be kept too long).
  if (Number(expires) < now || Number(expires) > now + CAPTCHA_TTL_SECONDS * 1000) return false;
  const guess = /^\s*\d{1,3}\s*$/.test(answer) ? Number(answer) : -1;
  const expected = Buffer.from(answerMac(nonce, expires, guess));
  const right = mac.length === expected.length && crypto.timingSafeEqual(Buffer.from(mac), expected);
  // Spent whether right or wrong: one guess per token.
  const fresh = await spend(`fallback:${nonce}`, now);
  return right && fresh;
}

/** A form carries either a solved ALTCHA payload or the fallback question's answer. */
export async function verifyCaptchaForm(form: { altcha?: unknown; captcha_token?: unknown; captcha_answer?: unknown }) {
  if (form.altcha) return verifyCaptchaPayload(form.altcha);
  return verifyFallbackAnswer(form.captcha_token, form.captcha_answer);
}
