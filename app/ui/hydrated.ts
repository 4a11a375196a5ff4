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
