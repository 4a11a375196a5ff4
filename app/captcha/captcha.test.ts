import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { createCaptchaChallenge, createFallbackQuestion, verifyCaptchaForm, verifyCaptchaPayload, verifyFallbackAnswer } from "./captcha.server";

async function solvedPayload() {
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("captcha", () => {
  it("accepts a solved proof of work once, and only once", async () => {
    const payload = await solvedPayload();
    expect(await verifyCaptchaPayload(payload)).toBe(true);
    expect(await verifyCaptchaPayload(payload)).toBe(false);
  });

  it("refuses garbage, a tampered solution and a missing payload", async () => {
    expect(await verifyCaptchaPayload("not base64 json")).toBe(false);
    expect(await verifyCaptchaPayload("")).toBe(false);
    expect(await verifyCaptchaPayload(undefined)).toBe(false);
    const challenge = await createCaptchaChallenge();
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00" } })).toString("base64");
    expect(await verifyCaptchaPayload(forged)).toBe(false);
  });

  it("the no-JavaScript question: right answer once; wrong answer or tampered token never", async () => {
    const q = createFallbackQuestion();
    const [a, b] = q.question.match(/\d+/g)!.map(Number);
    expect(await verifyFallbackAnswer(q.token, ` ${a + b} `)).toBe(true);
    expect(await verifyFallbackAnswer(q.token, String(a + b))).toBe(false);
    const q2 = createFallbackQuestion();
    const [data] = q2.token.split(".");
    expect(await verifyFallbackAnswer(`${data}.forged`, "5")).toBe(false);
  });

  it("the no-JavaScript token carries nothing a client can read the answer from", () => {
    const q = createFallbackQuestion();
    // The old token was base64url JSON: {"n":…,"exp":…,"sum":14}.
    for (const part of q.token.split(".")) expect(Buffer.from(part, "base64url").toString("latin1")).not.toContain("sum");
    // A random nonce, the expiry and an HMAC of the answer: nothing else, nothing a client can undo.
    expect(q.token).toMatch(/^[0-9a-f]{32}\.\d{13}\.[A-Za-z0-9_-]{43}$/);
  });

  it("a wrong answer spends the no-JavaScript token: it cannot be tried again with another guess", async () => {
    const q = createFallbackQuestion();
    const [a, b] = q.question.match(/\d+/g)!.map(Number);
    expect(await verifyFallbackAnswer(q.token, String(a + b + 1))).toBe(false);
    expect(await verifyFallbackAnswer(q.token, String(a + b))).toBe(false);
  });

  it("a form passes with either proof", async () => {
    expect(await verifyCaptchaForm({ altcha: await solvedPayload() })).toBe(true);
    expect(await verifyCaptchaForm({})).toBe(false);
  });
});
