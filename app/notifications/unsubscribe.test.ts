import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe.server";

describe("unsubscribe tokens", () => {
  it("name one member and one kind, signed: another kind, member or signature is refused", () => {
    const token = unsubscribeToken(42, "weekly_summary");
    expect(readUnsubscribeToken(token)).toEqual({ userId: 42, kind: "weekly_summary" });
    expect(readUnsubscribeToken(token.replace("weekly_summary", "badge_earned"))).toBeNull();
    expect(readUnsubscribeToken(token.replace(/^42/, "43"))).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(readUnsubscribeToken(`42.not_a_kind.${token.split(".")[2]}`)).toBeNull();
    for (const junk of [undefined, null, 7, "", "a.b.c", `${token}x`, "x".repeat(500)]) expect(readUnsubscribeToken(junk)).toBeNull();
  });
});
