/**
 * The portal's one rounding rule for what a page shows (docs/decisions/0111-one-rounding-rule.md):
 * a total is computed from unrounded values and rounded once; where a page lists a total and its
 * parts, the parts are rounded so that they add up to the total as shown (largest remainder), and
 * a percentage is worked out from the numbers as shown. Stored values are never rounded.
 */

const scaleOf = (decimals: number) => 10 ** decimals;

/**
 * `values` rounded to `decimals` places so that they add up to `total` (by default the rounded
 * sum of the unrounded values): each part is rounded down, then the units still missing go to
 * the parts with the largest remainders (or, when the total is below, come off the smallest).
 * 37.4 + 33.6 + … shown as parts of a total of 70 become 37 + 33, never 37 + 34.
 */
export function apportion(values: readonly number[], decimals = 0, total?: number): number[] {
  if (values.length === 0) return [];
  const scale = scaleOf(decimals);
  const scaled = values.map((v) => v * scale);
  const target = Math.round((total ?? values.reduce((a, b) => a + b, 0)) * scale + Number.EPSILON);
  const parts = scaled.map((v) => Math.floor(v + 1e-9));
  let missing = target - parts.reduce((a, b) => a + b, 0);
  const byRemainder = scaled.map((v, i) => ({ i, rest: v - parts[i] }));
  if (missing > 0) {
    byRemainder.sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (let k = 0; missing > 0; k = (k + 1) % byRemainder.length, missing--) parts[byRemainder[k].i] += 1;
  } else if (missing < 0) {
    byRemainder.sort((a, b) => a.rest - b.rest || b.i - a.i);
    for (let k = 0; missing < 0 && k < byRemainder.length * 2; k++) {
      const at = byRemainder[k % byRemainder.length].i;
      if (parts[at] > 0) {
        parts[at] -= 1;
        missing++;
      }
    }
  }
  return parts.map((p) => p / scale);
}

/** A value rounded to `decimals` places, as a page shows it. */
export function shown(value: number, decimals = 0): number {
  const scale = scaleOf(decimals);
  // `|| 0`: a small negative value is 0 as shown, never -0.
  return Math.round(value * scale + Math.sign(value) * Number.EPSILON) / scale || 0;
}
