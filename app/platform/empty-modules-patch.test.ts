import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireUnpatched } from "../../tests/support/unpatched";

/**
 * @remix-run/dev's patch (patches/, decision 0180). In the browser's build Remix puts an empty
 * module in place of every `.server` file (and of @remix-run/node). As published it is a CommonJS
 * module, which a bundler must run for its effects even when nothing reads what it exports, so
 * every route that imports a `.server` file for its loader kept the import, and each such file
 * became a chunk of its own that every page preloads (nine of /signin's 31 module preloads). The
 * patch says the empty module has no effects. Built here as the compiler builds the browser's
 * routes: an entry re-exports a route's browser exports; two routes' loaders read a `.server`
 * file, a third shares their helper only, a fourth reads another `.server` file from its component.
 */
type EmptyModulesPlugin = (ctx: { config: { appDirectory: string } }, filter: RegExp) => Plugin;
const PLUGIN = "@remix-run/dev/dist/compiler/plugins/emptyModules.js";
const requireHere = createRequire(import.meta.url);

let dir: string;
const files: Record<string, string> = {
  "app/shared.ts": `export const greet = (name: string) => "Hello " + name;`,
  "app/data.server.ts": `export function readThing() { return 1; }`,
  "app/flags.server.ts": `export function readFlag() { return 2; }`,
  // Their loaders read the server file; the browser keeps only their default export.
  "app/route-a.tsx": `import { readThing } from "./data.server";
import { greet } from "./shared";
export async function loader() { return readThing(); }
export default function A() { return greet("a"); }`,
  "app/route-b.tsx": `import { readThing } from "./data.server";
import { greet } from "./shared";
export async function loader() { return readThing() + 1; }
export default function B() { return greet("b"); }`,
  // A route without a loader: the helper is shared by three routes, the server file by two.
  "app/route-c.tsx": `import { greet } from "./shared";
export default function C() { return greet("c"); }`,
  // Reads an (empty) server module where the browser runs it too: that module must stay.
  "app/route-d.tsx": `import * as onServer from "./flags.server";
import { greet } from "./shared";
export default function D() { return greet(typeof onServer.readFlag); }`,
  // What the compiler's browser-route-modules plugin writes for each route.
  "entry-a.js": `export { default } from "./app/route-a.tsx";`,
  "entry-b.js": `export { default } from "./app/route-b.tsx";`,
  "entry-c.js": `export { default } from "./app/route-c.tsx";`,
  "entry-d.js": `export { default } from "./app/route-d.tsx";`,
};

async function browserBuild(plugin: EmptyModulesPlugin) {
  const out = await build({
    absWorkingDir: dir,
    entryPoints: ["entry-a.js", "entry-b.js", "entry-c.js", "entry-d.js"],
    outdir: "out",
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    platform: "browser",
    write: false,
    logLevel: "silent",
    plugins: [plugin({ config: { appDirectory: path.join(dir, "app") } }, /\.server(\.[jt]sx?)?$/)],
  });
  return out.outputFiles.map((f) => ({ name: path.basename(f.path), text: f.text }));
}

/** A chunk that is Remix's empty module and nothing else. */
const isEmptyModuleChunk = (f: { name: string; text: string }) => f.name.startsWith("chunk-") && f.text.includes("exports={}") && f.text.length < 200;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "empty-modules-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("@remix-run/dev's patch", () => {
  it("leaves out an empty module nothing reads, so no page preloads a chunk that holds only it", async () => {
    const patched = (requireHere(PLUGIN) as { emptyModulesPlugin: EmptyModulesPlugin }).emptyModulesPlugin;
    const published = (requireUnpatched(["@remix-run/dev"])(PLUGIN) as { emptyModulesPlugin: EmptyModulesPlugin }).emptyModulesPlugin;
    expect(patched).not.toBe(published);
    const mine = await browserBuild(patched);
    const theirs = await browserBuild(published);

    // As published: the empty module is a chunk of its own, imported by both routes' entries.
    const stub = theirs.find(isEmptyModuleChunk);
    expect(stub).toBeDefined();
    for (const entry of ["entry-a.js", "entry-b.js"]) expect(theirs.find((f) => f.name === entry)!.text).toContain(stub!.name);

    // Patched: no such chunk, and neither entry imports anything of the server file.
    expect(mine.filter(isEmptyModuleChunk)).toEqual([]);
    expect(mine.length).toBe(theirs.length - 1);
    for (const entry of ["entry-a.js", "entry-b.js"]) expect(mine.find((f) => f.name === entry)!.text).not.toContain("exports={}");
    // Route D reads its server file, so that (empty) module is still in its bundle.
    expect(mine.find((f) => f.name === "entry-d.js")!.text).toContain("exports={}");
  });

  it("draws the same pages: each route's default export answers as it does with the published plugin", async () => {
    const patched = (requireHere(PLUGIN) as { emptyModulesPlugin: EmptyModulesPlugin }).emptyModulesPlugin;
    const published = (requireUnpatched(["@remix-run/dev"])(PLUGIN) as { emptyModulesPlugin: EmptyModulesPlugin }).emptyModulesPlugin;
    const answers = async (plugin: EmptyModulesPlugin, into: string) => {
      const out = path.join(dir, into);
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, "package.json"), JSON.stringify({ type: "module" }));
      for (const f of await browserBuild(plugin)) fs.writeFileSync(path.join(out, f.name), f.text);
      const answers: string[] = [];
      for (const entry of ["entry-a.js", "entry-b.js", "entry-c.js", "entry-d.js"]) {
        const route = (await import(/* @vite-ignore */ pathToFileURL(path.join(out, entry)).href)) as { default: () => string };
        answers.push(route.default());
      }
      return answers;
    };
    const mine = await answers(patched, "patched");
    expect(mine).toEqual(["Hello a", "Hello b", "Hello c", "Hello undefined"]);
    expect(mine).toEqual(await answers(published, "published"));
  });
});
