// The baselines of `npm run bench:pages` (scripts/bench-pages.ts), in a process of its own so it
// never shares a core with the portal under test:
//   GET /render/<n>  renders page n's markup with React's renderToString on every request (the
//                    same elements the portal's HTML holds, no loaders, no framework);
//   GET /static/<n>  sends page n's saved HTML from memory.
// Pages come as a JSON array of HTML strings in the file named by argv[2]; the port is argv[3].
import fs from "node:fs";
import http from "node:http";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { parseHtmlElement, propsOf } from "./bench/markup.mjs";

const pages = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const port = Number(process.argv[3]);

function toElement(node, key) {
  if (node.type === "text") return node.data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return null;
  const props = { key, ...propsOf(node.attribs) };
  if (node.name === "script" || node.name === "style") {
    props.dangerouslySetInnerHTML = { __html: node.children.map((c) => c.data ?? "").join("") };
    return createElement(node.name, props);
  }
  const children = node.children.map((c, i) => toElement(c, i)).filter((c) => c !== null);
  return createElement(node.name, props, ...children);
}

const trees = pages.map((html) => toElement(parseHtmlElement(html), 0));
const statics = pages.map((html) => Buffer.from(html));

http
  .createServer((req, res) => {
    const [, kind, n] = req.url.split("/");
    const i = Number(n);
    if (kind === "render" && trees[i]) {
      const body = "<!DOCTYPE html>" + renderToString(trees[i]);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(body);
    } else if (kind === "static" && statics[i]) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(statics[i]);
    } else {
      res.writeHead(404);
      res.end();
    }
  })
  .listen(port, () => process.send?.("ready"));
