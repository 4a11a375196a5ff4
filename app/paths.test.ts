import { describe, expect, it } from "vitest";
import { safeRedirect } from "./paths";

describe("safeRedirect", () => {
  it("keeps a same-site path with its query and hash", () => {
    expect(safeRedirect("/nutrition/journal?date=2025-01-06#fluids")).toBe("/nutrition/journal?date=2025-01-06#fluids");
    expect(safeRedirect("/fitness/../home")).toBe("/home");
  });

  it("refuses whatever a browser would take off the site, and anything that is not a path", () => {
    for (const to of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/ /evil.example".replace(" ", "\r"), "https://evil.example", "evil.example", "", null, 42]) {
      expect(safeRedirect(to, "/signin"), JSON.stringify(to)).toBe("/signin");
    }
  });
});
