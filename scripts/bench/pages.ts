/**
 * The pages the page benches measure (bench:pages, bench:versus, bench:patches, bench:instructions),
 * one list so that every bench names and picks them alike.
 * `signedOut`: asked without the cookie (signed in, /signin sends the member home).
 * `audited`: the page reads health data, so each view leaves an audit row (decision 0150).
 */
export interface BenchPage {
  name: string;
  path: string;
  signedOut?: boolean;
  audited?: boolean;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { name: "/home", path: "/home", audited: true },
  { name: "recipe listing", path: "/nutrition/recipes" },
  { name: "recipe details", path: "/nutrition/recipes/12/details" },
  { name: "daily journal", path: "/nutrition/journal", audited: true },
  { name: "fitness home", path: "/fitness/home", audited: true },
  { name: "weight progress", path: "/progress", audited: true },
  { name: "/signin", path: "/signin", signedOut: true },
];

/** BENCH_PAGES=home,signin: only the pages whose name or path contains one of those words; all of them without it. */
export function benchPagesAsked(): BenchPage[] {
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  return only ? BENCH_PAGES.filter((p) => only.some((w) => p.name.includes(w) || p.path.includes(w))) : [...BENCH_PAGES];
}
