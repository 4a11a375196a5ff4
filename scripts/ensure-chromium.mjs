// The browser tests drive Debian's Chromium (Playwright never downloads a browser here).
// On a fresh machine it is installed from Debian's archive before the tests run.
import { execSync } from "node:child_process";
import fs from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (fs.existsSync(path)) process.exit(0);

const root = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = root ? "" : "sudo ";
console.log(`Chromium not found at ${path}; installing Debian's chromium package…`);
try {
  execSync(`${sudo}apt-get update`, { stdio: "inherit" });
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium`, { stdio: "inherit" });
} catch {
  console.error("Could not install chromium. Install it with: apt-get install -y chromium");
  process.exit(1);
}
