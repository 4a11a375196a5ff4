// What the tests need from Debian, installed when missing. The browser tests drive Debian's Chromium, in its headless-shell build (about half the CPU of
// the full browser; docs/decisions/0033-browser-suite.md). Playwright never downloads a browser
// here: a missing one is installed from Debian's archive before the tests run.
import { execSync } from "node:child_process";
import fs from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";
const FULL = "/usr/bin/chromium";

const root = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = root ? "" : "sudo ";
const install = (pkg) => {
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${pkg}`, { stdio: "inherit" });
};

// The data export's tests read its ZIP back with a second reader, Debian's unzip.
const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};
if (!onPath("unzip")) {
  console.log("unzip not found; installing Debian's unzip package…");
  try {
    try {
      install("unzip");
    } catch {
      execSync(`${sudo}apt-get update`, { stdio: "inherit" });
      install("unzip");
    }
  } catch {
    console.error("Could not install unzip. Install it with: apt-get install -y unzip");
    process.exit(1);
  }
}

if (process.env.CHROMIUM_PATH) {
  if (fs.existsSync(process.env.CHROMIUM_PATH)) process.exit(0);
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  process.exit(1);
}
if (fs.existsSync(SHELL)) process.exit(0);

console.log(`${SHELL} not found; installing Debian's chromium-headless-shell package…`);
try {
  try {
    install("chromium-headless-shell");
  } catch {
    execSync(`${sudo}apt-get update`, { stdio: "inherit" });
    install("chromium-headless-shell");
  }
} catch {
  if (fs.existsSync(FULL)) {
    console.warn(`Could not install chromium-headless-shell; the tests use ${FULL} (slower).`);
    process.exit(0);
  }
  try {
    install("chromium");
  } catch {
    console.error("Could not install chromium. Install it with: apt-get install -y chromium-headless-shell");
    process.exit(1);
  }
}
