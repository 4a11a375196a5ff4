/**
 * Layout shift of the signed-in pages (issue 28): Cumulative Layout Shift as Lighthouse's desktop
 * run measures it, from the browser's own `layout-shift` entries (a PerformanceObserver), in
 * Debian's Chromium through Playwright.
 *
 *   npm run build && npm run bench:layout [runs per page, default 2]
 *
 * Starts the built portal on a fresh seeded database, signs in as the demo patient and loads each
 * page in a 1350×940 window (Lighthouse's desktop screen), waits until it has hydrated and the
 * network is quiet, and adds up the shifts not caused by input in session windows (a gap of a
 * second ends one, none lasts over five): the largest window is the page's CLS. The worst of the
 * runs is printed against the goal (under 0.05). Lighthouse itself runs with the same browser but
 * is not a dependency of the project (docs/decisions/0151-layout-shift.md).
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { startTestServer } from "../tests/support/server";
import { demoPatientCookie } from "./bench/sign-in";

const runs = Number(process.argv[2] ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const GOAL = 0.05;
const PAGES = [
  "/home",
  "/nutrition/home",
  "/nutrition/journal",
  "/nutrition/recipes",
  "/nutrition/recipes/12/details",
  "/fitness/home",
  "/fitness/journal",
  "/fitness/my-history",
  "/progress",
  "/my-badges",
  "/signin",
];
const browserPath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((p) => fs.existsSync(p));

interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** CLS as the web-vitals definition has it: the largest session window of shifts without input. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let worst = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.hadRecentInput) continue;
    if (s.startTime - last > 1000 || s.startTime - first > 5000) {
      sum = 0;
      first = s.startTime;
    }
    sum += s.value;
    last = s.startTime;
    worst = Math.max(worst, sum);
  }
  return worst;
}

async function main() {
  if (!fs.existsSync("build/index.js")) throw new Error("Run `npm run build` first: the benchmark serves the built portal.");
  const server = await startTestServer(PORT);
  const browser = await chromium.launch({ executablePath: browserPath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
  try {
    const cookie = await demoPatientCookie(server.url, "10.99.0.3");
    const cookies = cookie.split("; ").map((c) => {
      const i = c.indexOf("=");
      return { name: c.slice(0, i), value: c.slice(i + 1), url: server.url };
    });
    console.log(`${browserPath}; 1350×940, ${runs} runs a page; CLS goal under ${GOAL}\n`);
    let over = 0;
    for (const path of PAGES) {
      const results: { cls: number; shifts: Shift[] }[] = [];
      for (let r = 0; r < runs; r++) {
        const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 });
        if (path !== "/signin") await context.addCookies(cookies);
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: unknown[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: { node?: Element }[] }[]) {
              const sources = (e.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}${s.node.className ? `.${String(s.node.className).split(" ").join(".")}` : ""}` : "?"));
              w.__shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput, sources });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(server.url + path, { waitUntil: "load" });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        // Two frames after the last change, so a shift the browser has laid out is reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shifts = (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)) as Shift[];
        results.push({ cls: cumulativeLayoutShift(shifts), shifts });
        await context.close();
      }
      const worst = results.reduce((a, b) => (b.cls > a.cls ? b : a));
      if (worst.cls >= GOAL) over += 1;
      const moved = [...new Set(worst.shifts.filter((s) => !s.hadRecentInput).flatMap((s) => s.sources))].slice(0, 3).join(", ");
      console.log(`${path.padEnd(32)} CLS ${worst.cls.toFixed(4)} ${worst.cls < GOAL ? "met" : "NOT MET"}${moved ? `  (moved: ${moved})` : ""}`);
    }
    console.log(`\n${over === 0 ? "every page under" : `${over} page(s) at or over`} ${GOAL}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
