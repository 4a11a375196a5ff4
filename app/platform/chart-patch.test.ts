import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { requireUnpatched } from "../../tests/support/unpatched";

/**
 * chart.js's patch (patches/, decision 0180): its browser build's four scales
 * the portal never draws (logarithmic, radial, time, time series) are each wrapped in a pure
 * function call, so a bundler can leave them out of a bundle that does not import them. As
 * published, their static fields read properties (`Ticks.formatters.numeric`,
 * `TimeScale.defaults`), which a bundler must assume has effects, so every chart page carried them.
 * The wrapped classes must be the published classes, and the gain must be there.
 */
const SCALES = ["LogarithmicScale", "RadialLinearScale", "TimeScale", "TimeSeriesScale"] as const;

const patchedFile = path.resolve("node_modules/chart.js/dist/chart.js");
const publishedFile = path.join(path.dirname(requireUnpatched(["chart.js"]).resolve("chart.js")), "chart.js");

type ChartModule = Record<string, unknown> & { Ticks: { formatters: Record<string, unknown> } };
type ScaleClass = { name: string; id: string; defaults: unknown; defaultRoutes?: unknown; descriptors?: unknown; prototype: object };

/** A static's value with each function as its text: the two modules' functions are never the same object. */
const shape = (value: unknown) => JSON.parse(JSON.stringify(value ?? null, (_key, v: unknown) => (typeof v === "function" ? `fn:${String(v)}` : v))) as unknown;

const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<ChartModule>;

/** What the portal's charts register (app/ui/charts.ts), bundled and minified for the browser as the build does. */
async function chartsBundle(file: string) {
  const out = await build({
    stdin: {
      contents: `import { BarController, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from ${JSON.stringify(file)};
Chart.register(CategoryScale, LinearScale, BarController, BarElement, LineController, LineElement, PointElement, Tooltip, Legend, Filler);`,
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0].text;
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

describe("chart.js's patch", () => {
  it("exports the published module: the same names, and the four scales with the same source, statics and shared objects", async () => {
    const [patched, published] = await Promise.all([load(patchedFile), load(publishedFile)]);
    expect(patched).not.toBe(published);
    expect(Object.keys(patched).sort()).toEqual(Object.keys(published).sort());
    for (const name of SCALES) {
      const mine = patched[name] as ScaleClass;
      const theirs = published[name] as ScaleClass;
      // A class's text is its whole body: every method as published.
      expect(String(mine)).toBe(String(theirs));
      expect(mine.name).toBe(name);
      expect(mine.id).toBe(theirs.id);
      expect(shape(mine.defaults)).toEqual(shape(theirs.defaults));
      expect(shape(mine.defaultRoutes)).toEqual(shape(theirs.defaultRoutes));
      expect(shape(mine.descriptors)).toEqual(shape(theirs.descriptors));
      expect(Object.getOwnPropertyNames(mine.prototype).sort()).toEqual(Object.getOwnPropertyNames(theirs.prototype).sort());
      // The registry finds each scale by its id, in the module's own `scales` set.
      expect((patched.scales as Record<string, unknown>)[name]).toBe(mine);
    }
    // Objects the published statics share, shared still.
    const log = patched.LogarithmicScale as ScaleClass & { defaults: { ticks: { callback: unknown } } };
    const radial = patched.RadialLinearScale as ScaleClass & { defaults: { ticks: { callback: unknown } } };
    expect(log.defaults.ticks.callback).toBe(patched.Ticks.formatters.logarithmic);
    expect(radial.defaults.ticks.callback).toBe(patched.Ticks.formatters.numeric);
    expect((patched.TimeSeriesScale as ScaleClass).defaults).toBe((patched.TimeScale as ScaleClass).defaults);
    expect(Object.getPrototypeOf(patched.TimeSeriesScale)).toBe(patched.TimeScale);
    expect(Object.getPrototypeOf(patched.RadialLinearScale)).toBe(Object.getPrototypeOf(patched.LinearScale));
  });

  it("leaves the four scales out of the portal's charts, which the published build carries", async () => {
    const [mine, theirs] = await Promise.all([chartsBundle(patchedFile), chartsBundle(publishedFile)]);
    // Each scale's id or one of its own methods' names.
    for (const mark of ['"logarithmic"', "setCenterPoint", "getDataTimestamps", '"timeseries"']) {
      expect(theirs.code).toContain(mark);
      expect(mine.code).not.toContain(mark);
    }
    // What the portal does register stays.
    for (const id of ['"bar"', '"line"', '"category"', '"linear"', '"tooltip"', '"legend"', '"filler"']) expect(mine.code).toContain(id);
    // Decision 0180: 63.0 → 56.8 kB gzipped.
    expect(theirs.gzip - mine.gzip).toBeGreaterThan(5 * 1024);
  });
});
