/**
 * What the browser downloads (issue 12's budget): the first load of /home from the build's
 * metafile, and the floor the fixed stack sets before any page's own code.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export interface JsSize {
  files: number;
  raw: number;
  gzip: number;
}

const gz = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

/** The JavaScript a first visit to /home loads: entry, root, _app, _app.home and every chunk they import, dynamic imports (chart.js) included. */
export function firstLoadJs(): JsSize | null {
  const metaFile = path.resolve("build/metafile.js.json");
  if (!fs.existsSync(metaFile)) return null;
  const outputs = (JSON.parse(fs.readFileSync(metaFile, "utf8")) as { outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }> }).outputs;
  const starts = Object.keys(outputs).filter((o) => o.endsWith(".js") && /public\/build\/(entry\.client-|root-|routes\/_app-|routes\/_app\.home-)/.test(o));
  const seen = new Set<string>();
  const visit = (o: string) => {
    if (seen.has(o) || !outputs[o]) return;
    seen.add(o);
    for (const i of outputs[o].imports) visit(i.path);
  };
  starts.forEach(visit);
  const files = [...seen].filter((f) => f.endsWith(".js"));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const bytes = fs.readFileSync(path.resolve(f));
    raw += bytes.length;
    gzip += gz(bytes);
  }
  return { files: files.length, raw, gzip };
}

/** One file bundled and minified for the browser as the build does it; its gzipped size. */
async function bundled(entry: string, external: string[] = []): Promise<number> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2019",
    write: false,
    external,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return out.outputFiles.reduce((n, f) => n + gz(f.contents), 0);
}

/**
 * The least any first load of /home can weigh on this stack: the client entry alone (React,
 * react-dom and Remix's runtime, nothing of ours) plus the weight chart alone (chart.js cut down to
 * the bar chart's parts, react-chartjs-2 and our component, React not counted twice).
 */
export async function stackFloor(): Promise<{ framework: number; chart: number }> {
  const framework = await bundled("app/entry.client.tsx");
  const chart = await bundled("app/home/ui/weight-bars.tsx", ["react", "react-dom", "react/jsx-runtime"]);
  return { framework, chart };
}
