import { beforeAll, describe, expect, it } from "vitest";
import { call, solvedCaptcha } from "./client";
import { signInAll, type Tokens } from "./foods-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const lead = (over: Record<string, unknown> = {}) => ({
  first_name: "Ann",
  email: `ann-${Date.now()}@example.com`,
  zip: "33601",
  comments: "My friend told me about you.",
  subject: "Request Information",
  ...over,
});

describe("referral codes and leads", () => {
  it("GET /api/referral: the member's code and the request-information link that carries it; staff have none (403)", async () => {
    const res = await call("/api/referral", { token: t.jane });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ code: "JANE7K4Q", url: expect.stringMatching(/\/request-information\?ref=JANE7K4Q$/), referrals: expect.any(Number) });
    expect((await call("/api/referral", { token: t.staff })).status).toBe(403);
    expect((await call("/api/referral")).status).toBe(401);
  });

  it("a lead with a member's code records the member; staff see it, a patient may not list leads", async () => {
    const before = (await call("/api/referral", { token: t.jane })).data.referrals as number;
    const email = `friend-${Date.now()}@example.com`;
    const sent = await call("/api/leads", { json: { ...lead({ email, referral_code: "jane-7k4q" }), altcha: await solvedCaptcha() } });
    expect(sent.status, JSON.stringify(sent.data)).toBe(201);
    expect(sent.data).toMatchObject({ email, referral_code: "JANE7K4Q" });
    expect((await call("/api/referral", { token: t.jane })).data.referrals).toBe(before + 1);
    const leads = await call("/api/leads?referred=True", { token: t.staff });
    expect(leads.status).toBe(200);
    const mine = (leads.data.results as unknown as { email: string; referred_by: { email: string } | null }[]).find((l) => l.email === email);
    expect(mine?.referred_by).toMatchObject({ first_name: "Jane", email: "patient@example.com" });
    expect((await call("/api/leads", { token: t.jane })).status).toBe(403);
  });

  it("an unknown code is kept as typed, with no member; a malformed one is refused", async () => {
    const email = `stranger-${Date.now()}@example.com`;
    const sent = await call("/api/leads", { json: { ...lead({ email, referral_code: "NOBODY99" }), altcha: await solvedCaptcha() } });
    expect(sent.status).toBe(201);
    const all = await call("/api/leads?limit=100", { token: t.staff });
    const row = (all.data.results as unknown as { email: string; referral_code: string; referred_by: unknown }[]).find((l) => l.email === email);
    expect(row).toMatchObject({ referral_code: "NOBODY99", referred_by: null });
    const bad = await call("/api/leads", { json: { ...lead({ referral_code: "<b>x</b>" }), altcha: await solvedCaptcha() } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ referral_code: ["Please check the referral code: letters and digits only."] });
  });
});
