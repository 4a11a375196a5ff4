/** The two carousels share the active ads: the first takes every other one from the start, the second the rest. */
export function splitAds<T>(ads: T[]): [T[], T[]] {
  if (ads.length < 2) return [ads, []];
  return [ads.filter((_, i) => i % 2 === 0), ads.filter((_, i) => i % 2 === 1)];
}
