import { describe, expect, it } from "vitest";
import { weightBarsConfig } from "./weight-bars-config";

describe("the home weight bars", () => {
  const points = [
    { x: "2025-11-25", y: 182.4, z: 0 as const },
    { x: "2026-06-02", y: 171, z: 1 as const },
    { x: "2026-11-25", y: 166.2, z: 0 as const },
  ];

  it("start the weight axis at 0 lb, so a bar's length is its weight", () => {
    const { options } = weightBarsConfig(points);
    expect(options.scales.y.min).toBe(0);
    expect(options.scales.y.beginAtZero).toBe(true);
  });

  it("label the bars with the year once the weigh-ins span two years", () => {
    expect(weightBarsConfig(points).data.labels).toEqual(["Nov 25, 2025", "Jun 2, 2026", "Nov 25, 2026"]);
    expect(weightBarsConfig(points.slice(1)).data.labels).toEqual(["Jun 2", "Nov 25"]);
  });
});
