import { useEffect, useState } from "react";

/**
 * False on the server and in the first browser render, true once React has hydrated: for what
 * only works with JavaScript (a debounced search, an optimistic button), so the page first
 * renders its no-JavaScript form and never mismatches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * For a control that only works with JavaScript: its place is kept from the first paint, unseen
 * and out of the focus order until React has hydrated, so nothing below it moves when it appears
 * (issue 28, layout shift). Spread on the control's element.
 */
export function keptUntilHydrated(hydrated: boolean): { style?: { visibility: "hidden" } } {
  return hydrated ? {} : { style: { visibility: "hidden" } };
}
