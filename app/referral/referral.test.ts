import { describe, expect, it } from "vitest";
import { contactFormSchema } from "~/account/registration-schemas";
import { CODE_ALPHABET, CODE_LENGTH, newReferralCode } from "./codes.server";
import { qrModules, qrSvg } from "./qr.server";

describe("referral codes", () => {
  it("are eight characters without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = newReferralCode();
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("the contact form takes one, as typed or scanned", () => {
    const base = { first_name: "Ann", email: "ann@example.com", zip: "33601", comments: "Hello" };
    expect(contactFormSchema.parse({ ...base, referral_code: " jane-7k4q " }).referral_code).toBe("JANE7K4Q");
    expect(contactFormSchema.parse({ ...base, referral_code: "" }).referral_code).toBeUndefined();
    expect(contactFormSchema.parse(base).referral_code).toBeUndefined();
    expect(contactFormSchema.safeParse({ ...base, referral_code: "<script>" }).success).toBe(false);
  });
});

describe("the QR code", () => {
  const url = "http://localhost:3000/request-information?ref=JANE7K4Q";

  it("is a square of modules with the three finder patterns in their corners", () => {
    const m = qrModules(url);
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(21);
    expect((n - 17) % 4).toBe(0); // version v is 17 + 4v modules wide
    const finderAt = (x: number, y: number) => {
      for (let i = 0; i < 7; i++) {
        for (let j = 0; j < 7; j++) {
          const ring = Math.max(Math.abs(i - 3), Math.abs(j - 3));
          expect(m[y + i][x + j], `finder at ${x},${y} (${i},${j})`).toBe(ring !== 2);
        }
      }
    };
    finderAt(0, 0);
    finderAt(n - 7, 0);
    finderAt(0, n - 7);
  });

  it("draws every dark module once, inside a four-module quiet zone", () => {
    const m = qrModules(url);
    const svg = qrSvg(url, { label: "Code <JANE>" });
    const n = m.length;
    expect(svg).toContain(`viewBox="0 0 ${n + 8} ${n + 8}"`);
    expect(svg).toContain('aria-label="Code &lt;JANE&gt;"');
    const runs = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => ({ x: Number(x), y: Number(y), w: Number(w) }));
    const drawn = runs.reduce((sum, r) => sum + r.w, 0);
    const dark = m.flat().filter(Boolean).length;
    expect(drawn).toBe(dark);
    expect(Math.min(...runs.map((r) => r.x))).toBe(4);
    expect(Math.min(...runs.map((r) => r.y))).toBe(4);
  });

  it("a different link is a different code", () => {
    expect(qrSvg(`${url}X`)).not.toBe(qrSvg(url));
  });
});
