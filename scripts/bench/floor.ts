import { fork, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseHtmlElement, propsOf } from "./markup.mjs";

/**
 * The floor of the page benchmarks (issue 28): a bare Remix app of the portal's own versions and
 * future flags, kept in scripts/bench/floor-app/ (the template's root, entry.server and entry.client,
 * and an Express server with nothing but Remix's adapter), whose one route renders the body of
 * the portal's signed-out /signin as plain JSX. What the portal costs a page beyond it is ours.
 *
 * The route is written from the markup the running portal sends, so the floor follows the
 * sign-in page as it changes; each variant is built (Remix's classic compiler, a few seconds)
 * into .cache/bench-floor/<name>/ only when its sources or the portal's build changed.
 *
 * The bisect (scripts/bench-pages-bisect.ts) swaps one piece of the floor for the portal's own at
 * a time: its root module or just the root loader, the public layout's loader or whole module,
 * the sign-in route module (the form kit), the portal's entry.server. Those variants hold a copy
 * of the portal's app/ (its root, entries and routes moved to a portal/ folder of that copy), so that Remix's
 * compiler keeps its `.server` modules out of the browser build as it does for the portal.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const template = path.join(repo, "scripts/bench/floor-app");
const cacheRoot = path.join(repo, ".cache/bench-floor");

/** Which piece of the page is the floor's own (the template, static markup) and which the portal's. */
export interface Pieces {
  /** The template's root; the template's root plus the portal's root loader and headers; the portal's root module. */
  root: "template" | "portal-loader" | "portal";
  /** No layout route; a static pathless layout; a static one with the portal's loader; the portal's `_public` module. */
  layout: "none" | "static" | "portal-loader" | "portal";
  /**
   * The sign-in page as static markup, the portal's route module (needs a layout), or the same
   * page written with the libraries alone as their documentation writes one (floor-app/stock-signin.tsx).
   */
  page: "static" | "portal" | "stock";
  entry: "template" | "portal";
}

export const FLOOR: Pieces = { root: "template", layout: "none", page: "static", entry: "template" };

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
  data?: string;
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const hasClass = (n: Node, c: string) => (n.attribs?.class ?? "").split(/\s+/).includes(c);

/** An element as JSX source; `hole` replaces the children of the element it is given for. */
function jsx(node: Node, hole?: { at: Node; with: string }): string {
  if (node.type === "text") return node.data ? `{${JSON.stringify(node.data)}}` : "";
  if (node.type !== "tag" || !node.name) return ""; // comments; scripts never reach here
  const props = Object.entries(propsOf(node.attribs ?? {}))
    .map(([k, v]) => (v === true ? k : `${k}={${JSON.stringify(v)}}`))
    .join(" ");
  const open = `<${node.name}${props ? ` ${props}` : ""}`;
  if (VOID.has(node.name)) return `${open} />`;
  const inner = hole?.at === node ? hole.with : (node.children ?? []).map((c) => jsx(c, hole)).join("");
  return `${open}>${inner}</${node.name}>`;
}

function find(node: Node, test: (n: Node) => boolean): Node | undefined {
  if (test(node)) return node;
  for (const c of node.children ?? []) {
    const hit = find(c, test);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The sign-in page's body as JSX, in the pieces the portal renders it from: the root's own
 * elements (skip link, toast region), the public shell, and the page inside `.public-content`.
 */
export function signinMarkup(html: string) {
  const htmlEl = parseHtmlElement(html) as Node;
  const body = htmlEl.children?.find((n) => n.type === "tag" && n.name === "body");
  if (!body) throw new Error("the sign-in page has no <body>");
  const elements = (body.children ?? []).filter((n) => n.type === "tag" && n.name !== "link");
  const shell = elements.find((n) => hasClass(n, "public-shell"));
  const content = shell && find(shell, (n) => hasClass(n, "public-content"));
  if (!shell || !content) throw new Error("the sign-in page has no .public-shell > .public-content");
  const i = elements.indexOf(shell);
  return {
    rootBefore: elements.slice(0, i).map((n) => jsx(n)).join(""),
    rootAfter: elements.slice(i + 1).map((n) => jsx(n)).join(""),
    shell: (inner: string) => jsx(shell, { at: content, with: inner }),
    page: (content.children ?? []).map((c) => jsx(c)).join(""),
  };
}

const reexport = (module: string) => `export * from "${module}";\nexport { default } from "${module}";\n`;
const GENERATED = "// Written by scripts/bench/floor.ts for the page benchmarks; not part of the portal.\n";

/** The files of one floor variant, by path inside its folder. */
function variantFiles(pieces: Pieces, markup: ReturnType<typeof signinMarkup>): Record<string, string> {
  if (pieces.page !== "static" && pieces.layout === "none") throw new Error("a sign-in route module renders inside a layout");
  const read = (f: string) => fs.readFileSync(path.join(template, f), "utf8");
  const files: Record<string, string> = {
    // Remix reads it; the packages resolve from the portal's node_modules, two folders up.
    "package.json": JSON.stringify({ name: "portal-bench-floor", private: true, type: "module", sideEffects: false }),
    "remix.config.js": `${GENERATED}import portal from ${JSON.stringify(path.join(repo, "remix.config.js"))};\nexport default { ...portal, ignoredRouteFiles: ["**/.*"] };\n`,
    "tsconfig.json": JSON.stringify({
      include: ["app/**/*.tsx"],
      compilerOptions: { jsx: "react-jsx", module: "ESNext", moduleResolution: "Bundler", target: "ES2022", baseUrl: ".", paths: { "~/*": ["./app/*"] } },
    }),
    "app/entry.client.tsx": read("app/entry.client.tsx"),
    "app/entry.server.tsx": pieces.entry === "portal" ? `${GENERATED}export { default, handleError } from "~/portal/entry.server";\n` : read("app/entry.server.tsx"),
  };
  files["app/root.tsx"] =
    pieces.root === "portal"
      ? GENERATED + reexport("~/portal/root")
      : read("app/root.tsx") + (pieces.root === "portal-loader" ? `export { loader, headers } from "~/portal/root";\n` : "");
  // The root's own elements are written where the portal's root does not render them.
  const around = (inner: string) => (pieces.root === "portal" ? inner : `${markup.rootBefore}${inner}${markup.rootAfter}`);
  if (pieces.layout === "none") {
    files["app/routes/signin.tsx"] = `${GENERATED}export default function SignIn() {\n  return (<>${around(markup.shell(markup.page))}</>);\n}\n`;
    return files;
  }
  files["app/routes/_public.tsx"] =
    pieces.layout === "portal"
      ? GENERATED + reexport("~/portal/routes/_public")
      : `${GENERATED}import { Outlet } from "@remix-run/react";\n${pieces.layout === "portal-loader" ? `export { loader } from "~/portal/routes/_public";\n` : ""}` +
        `export default function Public() {\n  return (<>${around(markup.shell("<Outlet />"))}</>);\n}\n`;
  files["app/routes/_public.signin.tsx"] =
    pieces.page === "portal"
      ? GENERATED + reexport("~/portal/routes/_public.signin")
      : pieces.page === "stock"
        ? GENERATED + fs.readFileSync(path.join(template, "stock-signin.tsx"), "utf8")
        : `${GENERATED}export default function SignIn() {\n  return (<>${markup.page}</>);\n}\n`;
  return files;
}

/**
 * The portal's app/ for a variant: shared modules where they are, the route modules under
 * portal/ (where the routes' imports of the root module follow them).
 */
function copyPortalApp(to: string) {
  const from = path.join(repo, "app");
  const moved = new Set(["routes", "root.tsx", "entry.server.tsx", "entry.client.tsx"]);
  for (const entry of fs.readdirSync(from)) {
    fs.cpSync(path.join(from, entry), path.join(to, moved.has(entry) ? "portal" : "", entry), { recursive: true });
  }
  for (const f of fs.readdirSync(path.join(to, "portal/routes"), { recursive: true, encoding: "utf8" })) {
    const file = path.join(to, "portal/routes", f);
    if (!/\.tsx?$/.test(f)) continue;
    const text = fs.readFileSync(file, "utf8");
    if (text.includes('"~/root"')) fs.writeFileSync(file, text.replaceAll('"~/root"', '"~/portal/root"'));
  }
}

/**
 * Writes and builds one variant of the floor from the portal's sign-in markup, unless the same
 * sources were built last time; returns its folder. A variant that imports the portal's modules
 * is rebuilt whenever the portal's build changed.
 */
export function buildFloor(name: string, pieces: Pieces, signinHtml: string): string {
  const dir = path.join(cacheRoot, name);
  const files = variantFiles(pieces, signinMarkup(signinHtml));
  const hash = crypto.createHash("sha256");
  for (const [f, text] of Object.entries(files).sort()) hash.update(`${f}\0${text}\0`);
  hash.update(fs.readFileSync(path.join(template, "server.mjs")));
  if (Object.values(files).some((t) => t.includes('"~/portal/'))) hash.update(fs.readFileSync(path.join(repo, "build/index.js")));
  const key = hash.digest("hex");
  const keyFile = path.join(dir, "build", ".key");
  if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, "utf8") === key) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  if (Object.values(files).some((t) => t.includes('"~/portal/'))) copyPortalApp(path.join(dir, "app"));
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  const run = spawnSync(process.execPath, [path.join(repo, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (run.status !== 0) throw new Error(`building the floor variant ${name} failed:\n${run.stdout}\n${run.stderr}`);
  fs.writeFileSync(keyFile, key);
  return dir;
}

export interface RunningFloor {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts a built variant with scripts/bench/floor-app/server.mjs. `layers` are the portal's server
 * layers to add (see floor-app/server.mjs); `env` reaches the app (variants with the portal's modules read
 * the portal's environment: its data folder and secrets).
 */
export async function startFloor(
  dir: string,
  port: number,
  opts: { layers?: string[]; headers?: Record<string, string>; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<RunningFloor> {
  const child = fork(path.join(template, "server.mjs"), [path.join(dir, "build/index.js"), String(port)], {
    execArgv: opts.nodeArgs ?? [],
    env: {
      ...process.env,
      ...opts.env,
      NODE_ENV: "production",
      PORT: String(port),
      FLOOR_LAYERS: (opts.layers ?? []).join(","),
      FLOOR_HEADERS: JSON.stringify(opts.headers ?? {}),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the floor (${path.basename(dir)}) exited with ${code}`)));
  });
  return {
    url: `http://localhost:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
