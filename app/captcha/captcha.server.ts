import crypto from "node:crypto";
import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CappedMap } from "altcha-lib";
import { verify } from "altcha-lib/frameworks/shared";
import { env } from "~/env.server";

/**
 * Self-hosted proof-of-work captcha (ALTCHA): challenges are made and checked here, so nothing
 * about a visitor leaves our server. A solved payload is accepted once (replay store).
 *
 * Browsers without JavaScript cannot run the proof of work; they get a signed arithmetic
 * question instead (docs/decisions/0004-captcha.md).
 */
const signatureSecret = () => crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update("challenge").digest("hex");
const keySecret = () => crypto.createHmac("sha256", env.CAPTCHA_HMAC_KEY).update("derived-key").digest("hex");
const used = new CappedMap<string, boolean>({ maxSize: 50_000 });

export const CAPTCHA_TTL_SECONDS = 10 * 60;
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

export function verifyFallbackAnswer(token: unknown, answer: unknown): boolean {
  if (typeof token !== "string" || typeof answer !== "string") return false;
  const [data, mac] = token.split(".");
  if (!data || !mac) return false;
  const expected = sign(data);
  if (mac.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return false;
  try {
    const { n, exp, sum } = JSON.parse(Buffer.from(data, "base64url").toString()) as { n: string; exp: number; sum: number };
    if (Date.now() > exp || Number(answer.trim()) !== sum) return false;
    if (!used.setIfAbsent(`fallback:${n}`, true)) return false;
    return true;
  } catch {
    return false;
  }
}

/** A form carries either a solved ALTCHA payload or the fallback question's answer. */
export async function verifyCaptchaForm(form: { altcha?: unknown; captcha_token?: unknown; captcha_answer?: unknown }) {
  if (form.altcha) return verifyCaptchaPayload(form.altcha);
  return verifyFallbackAnswer(form.captcha_token, form.captcha_answer);
}
