import { describe, expect, it } from "vitest";
import { groupBy } from "./group-by";

describe("groupBy", () => {
  it("keeps the order of the groups' first items and of each group's items", () => {
    const rows = [
      { id: 3, group: "b" },
      { id: 1, group: "a" },
      { id: 2, group: "b" },
      { id: 5, group: "a" },
      { id: 4, group: "c" },
    ];
    const groups = groupBy(rows, (r) => r.group);
    expect([...groups.keys()]).toEqual(["b", "a", "c"]);
    expect(groups.get("b")?.map((r) => r.id)).toEqual([3, 2]);
    expect(groups.get("a")?.map((r) => r.id)).toEqual([1, 5]);
    expect(groups.get("c")?.map((r) => r.id)).toEqual([4]);
  });

  it("makes no group of nothing, and tells numbers from their text", () => {
    expect(groupBy([], (x: number) => x).size).toBe(0);
    const groups = groupBy([1, "1", 1], (x) => x);
    expect(groups.get(1)).toEqual([1, 1]);
    expect(groups.get("1")).toEqual(["1"]);
  });
});
