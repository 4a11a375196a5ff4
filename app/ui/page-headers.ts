import type { HeadersFunction } from "@remix-run/node";

/**
 * The headers of a page, for root and every route with an error boundary. Remix gives an HTML
 * response only what a route's `headers` export returns, and hands a thrown response's headers
 * (the 429 of a rate limit, with its Retry-After) only to the route whose boundary shows it. So
 * each boundary route keeps its parent's headers, its loader's Cache-Control, and Retry-After.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const out = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) out.set("Cache-Control", cacheControl);
  const retryAfter = errorHeaders?.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};
