import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3212);

/**
 * Debian's Chromium, in its headless-shell build when installed (about half the CPU of the full
 * browser per test on this 2-core machine; docs/decisions/0033-browser-suite.md). CHROMIUM_PATH
 * picks another binary, e.g. /usr/bin/chromium to look at a screen as the full browser draws it.
 */
const chromium =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p)) ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  // Generous for one step on a 2-core machine shared with other suites (an image upload resizes
  // on the server); a passing check returns as soon as it holds, so this costs nothing then.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 860 },
    // A trace costs about a fifth of the suite's CPU even when it is thrown away; failures keep a
    // screenshot and the page snapshot. E2E_TRACE=retain-on-failure (or --trace on) to record one.
    trace: (process.env.E2E_TRACE as "off" | "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "npx tsx tests/support/e2e-server.ts",
    url: `http://localhost:${port}/signin`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
