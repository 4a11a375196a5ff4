import { describe, expect, it } from "vitest";
import { deleteKey, moved, parseDeleteKey, stepOf } from "./schemas";

describe("wizard steps", () => {
  it("reads ?step=1..5 and falls back to step 1", () => {
    expect(stepOf(new URL("http://x/a?step=3"))).toBe(3);
    expect(stepOf(new URL("http://x/a?step=5"))).toBe(5);
    for (const bad of ["0", "6", "2.5", "two", ""]) expect(stepOf(new URL(`http://x/a?step=${bad}`))).toBe(1);
    expect(stepOf(new URL("http://x/a"))).toBe(1);
  });
});

describe("reordering", () => {
  it("swaps an item with its neighbour", () => {
    expect(moved([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });
  it("leaves the order alone at either end or for an unknown id", () => {
    expect(moved([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 9, "up")).toEqual([1, 2, 3]);
  });
});

describe("delete keys", () => {
  it("round-trips a kind and an id", () => {
    expect(parseDeleteKey(deleteKey("rc", 12))).toEqual({ kind: "rc", id: 12 });
    expect(parseDeleteKey("group-3")).toEqual({ kind: "group", id: 3 });
  });
  it("refuses anything else", () => {
    for (const bad of ["12", "recipe-1", "ri-", "ri-1-2", "ri-abc", null, undefined]) expect(parseDeleteKey(bad)).toBeNull();
  });
});
