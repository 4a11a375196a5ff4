// Reading a page's saved HTML back as React elements, for the page benchmarks: the
// renderToString baseline (scripts/bench-pages-baseline.mjs) builds elements from it, and the
// floor (scripts/bench/floor.ts) writes it out as the JSX of its one route.
import { parseDocument } from "htmlparser2";

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

/**
 * A parsed element's attributes as React props: strings, `true` for a boolean, an object for style.
 * @param {Record<string, string>} attribs
 * @returns {Record<string, string | true | Record<string, string>>}
 */
export function propsOf(attribs) {
  /** @type {Record<string, string | true | Record<string, string>>} */
  const props = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[PROPS[name] ?? name] = true;
    else props[PROPS[name] ?? name] = value;
  }
  return props;
}

/** The document's <html> element, parsed (comments kept out of the way by the callers). */
export function parseHtmlElement(html) {
  const doc = parseDocument(html, { lowerCaseAttributeNames: false, decodeEntities: true });
  return doc.children.find((n) => n.type === "tag" && n.name === "html");
}
