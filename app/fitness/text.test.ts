import { describe, expect, it } from "vitest";
import { formatMinutes, htmlToText, truncate } from "./text";

describe("exercise text", () => {
  it("reads the text of stored HTML", () => {
    expect(htmlToText("<p>Walk &amp; talk.</p><ol><li>Warm up</li><li>Go</li></ol>")).toBe("Walk & talk. Warm up Go");
    expect(htmlToText("<p>Don&#39;t &lt;stop&gt;</p>")).toBe("Don't <stop>");
  });

  it("truncates a card's description to 50 characters with an ellipsis", () => {
    const text = "Walking for exercise at about 3.5 mph on a level, firm surface.";
    const cut = truncate(text, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).toBe("Walking for exercise at about 3.5 mph on a level…");
    expect(truncate("Short.", 50)).toBe("Short.");
    expect(truncate("x".repeat(60), 50)).toBe(`${"x".repeat(50)}…`);
  });

  it("words minutes", () => {
    expect([5, 45, 60, 75, 150].map(formatMinutes)).toEqual(["5 min", "45 min", "1 h", "1 h 15 min", "2 h 30 min"]);
  });
});
