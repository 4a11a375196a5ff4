import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The framework packages as their authors published them, beside the patched ones the server runs
 * (patches/, docs/decisions/0180-framework-patches.md): a copy of each named package with its patch
 * taken back out (`git apply -R`), under .cache/unpatched/. A module required from there finds its
 * own dependencies in the checkout's node_modules, so a test can render the same thing through the
 * patched and the published code and compare.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The package a patch file changes: "@remix-run+router+1.23.3.patch" → "@remix-run/router". */
export function packageOfPatch(patchFile: string): string {
  const parts = patchFile.replace(/\.patch$/, "").split("+");
  parts.pop();
  return parts.join("/");
}

/** The patch file of an installed package, or undefined when it has none. */
export function patchOf(pkg: string): string | undefined {
  return fs.readdirSync(path.join(root, "patches")).find((f) => f.endsWith(".patch") && packageOfPatch(f) === pkg);
}

/** A `require` that loads `packages` as published (their patches reversed) and everything else from node_modules. */
export function requireUnpatched(packages: string[]): NodeJS.Require {
  const patches = packages.map((pkg) => {
    const patch = patchOf(pkg);
    if (!patch) throw new Error(`${pkg} has no patch in patches/`);
    return patch;
  });
  const hash = crypto.createHash("sha256");
  for (const p of patches) hash.update(p).update(fs.readFileSync(path.join(root, "patches", p)));
  const dir = path.join(root, ".cache/unpatched", hash.digest("hex").slice(0, 16));
  if (!fs.existsSync(path.join(dir, "ready"))) {
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [i, pkg] of packages.entries()) {
      fs.cpSync(path.join(root, "node_modules", pkg), path.join(dir, "node_modules", pkg), { recursive: true });
      // Outside any repository (the ceiling stops git finding the checkout's): paths are the folder's own.
      execFileSync("git", ["apply", "-R", "-p1", path.join(root, "patches", patches[i])], { cwd: dir, env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(dir) } });
    }
    fs.writeFileSync(path.join(dir, "ready"), "");
  }
  return createRequire(path.join(dir, "node_modules", "index.js"));
}
