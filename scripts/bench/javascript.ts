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
export function firstLoadJs(checkout = "."): JsSize | null {
  const metaFile = path.resolve(checkout, "build/metafile.js.json");
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
    const bytes = fs.readFileSync(path.resolve(checkout, f));
    raw += bytes.length;
    gzip += gz(bytes);
  }
  return { files: files.length, raw, gzip };
}

/** One file bundled and minified for the browser as the build does it; its gzipped size. */
async function bundled(entry: string | { contents: string }, external: string[] = []): Promise<number> {
  const out = await build({
    ...(typeof entry === "string" ? { entryPoints: [entry] } : { stdin: { contents: entry.contents, resolveDir: process.cwd(), loader: "tsx" } }),
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

/**
 * The least the translations can add to a first load (issue 41's budget): the libraries the issue
 * names, each part the portal uses, bundled alone as the build bundles them (React not counted):
 * i18next with react-i18next's provider and hook, the backend that fetches a later page's
 * namespace, remix-i18next's browser part, and react-i18next's <Trans> (sentences with a link).
 */
export async function i18nFloor(): Promise<{ hook: number; withTrans: number }> {
  const react = ["react", "react-dom", "react/jsx-runtime"];
  const hook = `import i18next from "i18next"; import Backend from "i18next-fetch-backend"; import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next"; import { useChangeLanguage } from "remix-i18next/react"; export { i18next, Backend, I18nextProvider, initReactI18next, useTranslation, useChangeLanguage };`;
  const withTrans = `${hook} export { Trans } from "react-i18next";`;
  return { hook: await bundled({ contents: hook }, react), withTrans: await bundled({ contents: withTrans }, react) };
}
