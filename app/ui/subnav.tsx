import { Link, useLocation } from "@remix-run/react";

export interface SubnavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Other paths that also belong to this tab (My Workout covers /fitness/my-workout too). */
  alsoActiveOn?: string[];
  actions?: { to: string; label: string }[];
}

/**
 * A section's sub-navigation. The active tab's action buttons ("Add new", "Add to journal")
 * sit on the right, as in spec part 1 §2.3.
 */
export function Subnav({ label, items }: { label: string; items: SubnavItem[] }) {
  const { pathname } = useLocation();
  const isActive = (item: SubnavItem) =>
    (item.end ? pathname === item.to || pathname === `${item.to}/home` : pathname.startsWith(item.to)) ||
    (item.alsoActiveOn ?? []).some((p) => pathname.startsWith(p));
  const active = items.filter(isActive).sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <div className="subnav">
      <nav aria-label={label}>
        <ul className="subnav-list">
          {items.map((item) => (
            <li key={item.to}>
              {/* A plain Link: the active tab is decided above (My Workout is also active on
                  /fitness/my-workout, Nutrition Home on /nutrition/home), and NavLink would set
                  aria-current from its own, narrower match. */}
              <Link
                to={item.to}
                className={`subnav-link${active === item ? " active" : ""}`}
                aria-current={active === item ? "page" : undefined}
                prefetch="intent"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active?.actions?.length ? (
        <div className="subnav-actions">
          {active.actions.map((a) => (
            <Link key={a.to} to={a.to} className="btn btn-primary btn-sm">
              {a.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
