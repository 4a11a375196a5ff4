import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows every page when there are 6 or fewer", () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps the current page inside a window of 6", () => {
    expect(pageWindow(1, 293)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(10, 293)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(pageWindow(293, 293)).toEqual([288, 289, 290, 291, 292, 293]);
  });
});
