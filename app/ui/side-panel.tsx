import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A side panel that is a step of the page's URL (`?panel=…`): the same markup with and without
 * JavaScript, so before the scripts load it is a page of its own, after they load a sliding panel.
 * The heading takes focus when it opens; Escape, the backdrop and Close go back to `closeTo`,
 * replacing the panel's entry so Back does not open it again.
 */
export function SidePanel({
  title,
  closeTo,
  children,
  labelId = "side-panel-title",
  className,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  labelId?: string;
  /** The area's own look (width, spacing) on top of the shared panel. */
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") navigate(closeTo, { preventScrollReset: true, replace: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate, closeTo]);
  return (
    <>
      <Link to={closeTo} className="panel-backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset replace />
      {/* A dialog, not an <aside>: an aside is complementary content and may not take the dialog role (axe aria-allowed-role). */}
      <div className={className ? `side-panel ${className}` : "side-panel"} role="dialog" aria-modal="false" aria-labelledby={labelId}>
        <div className="side-panel-head">
          <h2 id={labelId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <Link to={closeTo} className="btn btn-ghost btn-sm" preventScrollReset replace>
            {t("panel.close")}
          </Link>
        </div>
        {children}
      </div>
    </>
  );
}
