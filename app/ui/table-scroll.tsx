import type { ReactNode } from "react";

/**
 * A wide table's scrolling box. It is a labelled region that takes focus, so a keyboard user can
 * scroll it sideways with the arrow keys (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className ? `table-scroll ${className}` : "table-scroll"} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
