import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, effectiveSearchTerm } from "./search";
import { translate } from "~/i18n/i18n.server";

describe("debounced search", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("under 3 characters counts as empty", () => {
    expect(effectiveSearchTerm("ap")).toBe("");
    expect(effectiveSearchTerm("  ap  ")).toBe("");
    expect(effectiveSearchTerm("app")).toBe("app");
    expect(effectiveSearchTerm(null)).toBe("");
  });

  it("runs once, 500 ms after the last call", () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d("a");
    vi.advanceTimersByTime(300);
    d("ab");
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith("ab");
    d("abc");
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });

  it("the delete question is the spec's text", () => {
    expect(translate("en", "common:confirmDelete.question")).toBe("Are you sure you want to delete?");
  });
});
