import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeader title={title} />
      <div className="card placeholder-card">
        <p>{children ?? t("page.placeholder")}</p>
      </div>
    </section>
  );
}
