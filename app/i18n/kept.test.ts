import { describe, expect, it } from "vitest";
import { Kept } from "./kept";

describe("Kept", () => {
  it("makes an answer once, hands it back, and starts again when full", () => {
    const kept = new Kept<string, string>(2);
    let made = 0;
    const take = (key: string) => kept.take(key, () => `${key}:${++made}`);
    expect(take("a")).toBe("a:1");
    expect(take("a")).toBe("a:1");
    expect(take("b")).toBe("b:2");
    expect(made).toBe(2);
    // Full: the third key starts again, so "a" is made anew.
    expect(take("c")).toBe("c:3");
    expect(take("a")).toBe("a:4");
  });
});
