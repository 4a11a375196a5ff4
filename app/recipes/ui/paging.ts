/** The `offset` of a list page's URL: a whole number from 0, anything else is the first page. */
export function offsetOf(url: URL): number {
  const raw = url.searchParams.get("offset");
  const n = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(n) ? n : 0;
}
