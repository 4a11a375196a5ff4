import { describe, expect, it } from "vitest";
import { formatsFor } from "~/i18n/format";
import { translate } from "~/i18n/i18n.server";
import { weightBarsConfig, type WeightBarPoint } from "./weight-bars-config";

const inLanguage = (language: string, points: readonly WeightBarPoint[]) =>
  weightBarsConfig(points, "lb", formatsFor(language === "es" ? "es-US" : "en-US"), (key, values) => translate(language, `home:${key}`, values));

describe("the home weight bars", () => {
  const points = [
    { x: "2025-11-25", y: 182.4, z: 0 as const },
    { x: "2026-06-02", y: 171, z: 1 as const },
    { x: "2026-11-25", y: 166.2, z: 0 as const },
  ];

  it("start the weight axis at 0 lb, so a bar's length is its weight", () => {
    const { options } = inLanguage("en", points);
    expect(options.scales.y.min).toBe(0);
    expect(options.scales.y.beginAtZero).toBe(true);
  });

  it("label the bars with the year once the weigh-ins span two years", () => {
    expect(inLanguage("en", points).data.labels).toEqual(["Nov 25, 2025", "Jun 2, 2026", "Nov 25, 2026"]);
    expect(inLanguage("en", points.slice(1)).data.labels).toEqual(["Jun 2", "Nov 25"]);
  });

  it("speak the page's language: axis, series and the tooltip's whole sentence (issue 41)", () => {
    const tip = (language: string, i: number) => inLanguage(language, points).options.plugins.tooltip.callbacks.label({ dataIndex: i, parsed: { y: points[i].y } });
    expect(tip("en", 0)).toBe("182.4 lb (clinic)");
    expect(tip("en", 1)).toBe("171 lb (your entry)");
    expect(inLanguage("en", points).options.scales.y.title.text).toBe("Pounds");
    expect(tip("es", 1)).toBe("171 lb (registro suyo)");
    expect(tip("es", 0)).toBe("182.4 lb (registro de la clínica)");
    expect(inLanguage("es", points).options.scales.y.title.text).toBe("Libras");
    expect(inLanguage("es", points.slice(1)).data.labels).toEqual(["2 jun", "25 nov"]);
  });
});
