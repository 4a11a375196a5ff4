// The baselines of `npm run bench:pages` (scripts/bench-pages.ts), in a process of its own so it
// never shares a core with the portal under test:
//   GET /render/<n>  renders page n's markup with React's renderToString on every request (the
//                    same elements the portal's HTML holds, no loaders, no framework);
//   GET /static/<n>  sends page n's saved HTML from memory.
// Pages come as a JSON array of HTML strings in the file named by argv[2]; the port is argv[3].
import fs from "node:fs";
import http from "node:http";
import { parseDocument } from "htmlparser2";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const pages = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const port = Number(process.argv[3]);

// HTML attribute names React spells differently.
const PROPS = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  colspan: "colSpan",
  rowspan: "rowSpan",
  srcset: "srcSet",
  crossorigin: "crossOrigin",
  autocomplete: "autoComplete",
  enctype: "encType",
  novalidate: "noValidate",
  inputmode: "inputMode",
  fetchpriority: "fetchPriority",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  autofocus: "autoFocus",
  referrerpolicy: "referrerPolicy",
  accesskey: "accessKey",
  contenteditable: "contentEditable",
  spellcheck: "spellCheck",
  datetime: "dateTime",
  "xlink:href": "xlinkHref",
  "stop-color": "stopColor",
  "stop-opacity": "stopOpacity",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "clip-path": "clipPath",
};
const BOOLEAN = new Set(["disabled", "checked", "selected", "hidden", "required", "multiple", "open", "async", "defer", "nomodule", "novalidate", "readonly", "autofocus"]);

const camel = (s) => s.trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());
function styleObject(text) {
  const out = {};
  for (const decl of text.split(";")) {
    const i = decl.indexOf(":");
    if (i > 0) out[decl.slice(0, i).trim().startsWith("--") ? decl.slice(0, i).trim() : camel(decl.slice(0, i))] = decl.slice(i + 1).trim();
  }
  return out;
}

function toElement(node, key) {
  if (node.type === "text") return node.data;
  if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return null;
  const props = { key };
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[PROPS[name] ?? name] = true;
    else props[PROPS[name] ?? name] = value;
  }
  if (node.name === "script" || node.name === "style") {
    props.dangerouslySetInnerHTML = { __html: node.children.map((c) => c.data ?? "").join("") };
    return createElement(node.name, props);
  }
  const children = node.children.map((c, i) => toElement(c, i)).filter((c) => c !== null);
  return createElement(node.name, props, ...children);
}

const trees = pages.map((html) => {
  const doc = parseDocument(html, { lowerCaseAttributeNames: false, decodeEntities: true });
  const root = doc.children.find((n) => n.type === "tag" && n.name === "html");
  return toElement(root, 0);
});
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
