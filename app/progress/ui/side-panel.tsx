import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A side panel driven by the URL (`?panel=…`): the same markup with and without JavaScript, so a
 * panel is a page of its own before the scripts load and a sliding panel after. Escape and the
 * backdrop close it (back to `closeTo`); the heading takes focus when it opens.
 */
export function SidePanel({ title, closeTo, children, labelId = "side-panel-title" }: { title: string; closeTo: string; children: ReactNode; labelId?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeTo, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, closeTo]);
  return (
    <>
      <Link to={closeTo} className="panel-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset>
        <span className="visually-hidden">Close</span>
      </Link>
      <aside
        className="side-panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={labelId}
      >
        <div className="side-panel-head">
          <h2 id={labelId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="btn btn-ghost btn-sm" preventScrollReset>
            Close
          </Link>
        </div>
        {children}
      </aside>
    </>
  );
}
