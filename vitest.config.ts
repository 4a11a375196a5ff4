import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    // API files share one server: running files one after another keeps them from racing.
    fileParallelism: false,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/unit-setup.ts"],
          // A few tests read the whole USDA copy; on a loaded 2-core machine 5 s is not enough.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The property-based run against the document (tests/contract): a portal of its own.
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/api-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
