import { describe, expect, it } from "vitest";
import { sanitizedKept, sanitizeRecipeHtml } from "./html.server";

describe("recipe HTML shown on a page", () => {
  it("is sanitized the same way each time it is shown, kept or not", () => {
    const stored = '<p onclick="steal()">Stir <strong>well</strong><script>alert(1)</script> <a href="javascript:x()">more</a></p>';
    const first = sanitizeRecipeHtml(stored);
    expect(first).toBe("<p>Stir <strong>well</strong> <a rel=\"noopener noreferrer\">more</a></p>");
    expect(sanitizeRecipeHtml(stored)).toBe(first);
    // Long HTML is not kept, and still cleaned.
    const long = `<p>${"a".repeat(20_000)}</p><img src=x onerror=alert(1)>`;
    expect(sanitizeRecipeHtml(long)).toBe(`<p>${"a".repeat(20_000)}</p>`);
    expect(sanitizeRecipeHtml(long)).toBe(`<p>${"a".repeat(20_000)}</p>`);
  });
});

describe("the sanitized copies kept (decision 0190)", () => {
  it("keep at most a million characters, the oldest going first", () => {
    // 300 HTMLs of 15,000 characters, each kept (under 16,000): 9 million characters without the bound.
    for (let i = 0; i < 300; i++) sanitizeRecipeHtml(`<p>${i} ${"b".repeat(15_000)}</p>`);
    const kept = sanitizedKept();
    expect(kept.chars).toBeLessThanOrEqual(1_000_000);
    expect(kept.chars).toBeGreaterThan(900_000);
    expect(kept.entries).toBeLessThanOrEqual(500);
  });
});
