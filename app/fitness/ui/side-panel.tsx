import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A side panel that is a step of the page's URL (`?panel=…`, `?add=1`): it is there without
 * JavaScript too, and closing it is a link back to the page. With JavaScript, focus moves into it
 * when it opens and Escape closes it.
 */
export function SidePanel({ title, closeTo, children, id }: { title: string; closeTo: string; children: ReactNode; id: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeTo, { preventScrollReset: true, replace: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);
  return (
    <>
      <Link to={closeTo} className="fitness-panel-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset replace />
      <aside className="side-panel fitness-panel" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
        <div className="fitness-panel-head">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="btn btn-ghost btn-sm" preventScrollReset replace>
            Close
          </Link>
        </div>
        {children}
      </aside>
    </>
  );
}
