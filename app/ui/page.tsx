/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ReactNode } from "react";

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </div>
  );
}

/** A screen whose content a later piece of work fills in; the route and its guard are real. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <PageHeader title={title} />
      <div className="card placeholder-card">
        <p>{children ?? "This screen is on its way. Everything else in the portal is ready to use."}</p>
      </div>
    </section>
  );
}
