import fs from "node:fs";
import path from "node:path";
import { startTestServer } from "./server";

/** Playwright's webServer: the built portal on a fresh database until Playwright stops it. */
const port = Number(process.env.E2E_PORT ?? 3212);
const server = await startTestServer(port, { SESSION_IDLE_MINUTES: process.env.E2E_IDLE_MINUTES ?? "30" });
const marker = path.resolve("tests/.tmp/e2e-data-dir");
fs.mkdirSync(path.dirname(marker), { recursive: true });
fs.writeFileSync(marker, server.dataDir);
console.log(`e2e server ready at ${server.url} (data ${server.dataDir})`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
