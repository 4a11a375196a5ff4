import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A dropdown built on <details>: it opens and closes without JavaScript; with it, it also closes
 * on a click outside, on following one of its links, on Escape and when the page changes.
 */
export function Dropdown({ label, className, children, align = "end" }: { label: ReactNode; className?: string; children: ReactNode; align?: "start" | "end" }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.pathname]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const el = ref.current;
      if (!el?.open) return;
      // A click outside closes it; so does following one of its links, at once rather than
      // when the next page has loaded. A link whose click was handled on the page (Delete opens
      // its question in a dialog inside the menu) is not followed, and the menu stays.
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      const follows = link !== null && el.contains(link) && !e.defaultPrevented;
      if (!el.contains(e.target as Node) || follows) el.removeAttribute("open");
    };
    const onKey = (e: KeyboardEvent) => {
      const el = ref.current;
      if (e.key === "Escape" && el?.open) {
        el.removeAttribute("open");
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details ref={ref} className={`dropdown ${className ?? ""}`}>
      <summary className="dropdown-toggle">{label}</summary>
      <div className={`dropdown-panel dropdown-${align}`}>{children}</div>
    </details>
  );
}
