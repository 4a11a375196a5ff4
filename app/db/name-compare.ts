const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * The order of names in JavaScript, for a list sorted in memory (or in the browser): the rule of
 * `byName` (./names.ts), so a list the database sorts and one the page sorts agree. Letters A–Z
 * compared without their case, everything else by code point, as the database compares the
 * lowered text byte by byte (UTF-8 keeps code point order). Pure, with no imports.
 */
export function nameKey(name: string): string {
  // Plain ASCII (most names): toLowerCase changes A–Z alone, without a call per capital (a panel
  // keys two thousand names). Otherwise it would lower É too.
  return NOT_ASCII.test(name) ? name.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : name.toLowerCase();
}

function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  const x = [...a];
  const y = [...b];
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    if (x[i] !== y[i]) return x[i].codePointAt(0)! - y[i].codePointAt(0)!;
  }
  return x.length - y.length;
}

/** Sorts names as the database's `byName` does; equal keys (the same name in two cases) compare 0. */
export function compareNames(a: string, b: string): number {
  return byCodePoint(nameKey(a), nameKey(b));
}
