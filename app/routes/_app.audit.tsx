import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { foundOr404 } from "~/page/outcome.server";
import { Pagination } from "~/ui/pagination";
import { AUDIT_EVENTS, type AuditEventName } from "~/security/audit-events";
import { AUDIT_PAGE_SIZE, listAuditLog } from "~/security/audit-log.server";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";

export const handle = { i18n: ["admin"], title: "admin:audit.title" };

/** Staff only: the audit log, read-only, filtered by patient, event and day, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const q = readParams(request, {
    patient: param.text(),
    event: param.oneOf(["", ...AUDIT_EVENTS] as const, ""),
    from: param.day(),
    to: param.day(),
    offset: param.offset(AUDIT_PAGE_SIZE),
  });
  const page = await listAuditLog(user, {
    ...q,
    patient: q.patient.slice(0, 120),
    limit: AUDIT_PAGE_SIZE,
  });
  const data = foundOr404(page.ok ? page.data : null);
  return { q, limit: AUDIT_PAGE_SIZE, ...data };
}

/** A row's time as the log keeps it, in UTC, the same in every language ("2026-11-28 14:03:07 UTC"). */
const when = (iso: string) => `${iso.replace("T", " ").slice(0, 19)} UTC`;

export default function AuditPage() {
  const { q, limit, count, results, patientFound } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const f = useFormat();
  const filtered = Boolean(q.patient || q.event || q.from || q.to);
  return (
    <section className="page">
      <PageHeader
        title={t("audit.title")}
        subtitle={t(filtered ? "audit.summaryFiltered" : "audit.summary", { count, n: f.count(count) })}
      />
      <div className="stack">
        <Form
          method="get"
          className="card stack"
          aria-label={t("audit.filter")}
        >
          <div className="form-grid form-grid-4">
            <div className="field">
              <label htmlFor="audit-patient">{t("audit.patient")}</label>
              <input
                id="audit-patient"
                name="patient"
                type="search"
                defaultValue={q.patient}
                autoComplete="off"
              />
            </div>
            <div className="field">
              <label htmlFor="audit-event">{t("audit.event")}</label>
              <select id="audit-event" name="event" defaultValue={q.event}>
                <option value="">{t("audit.allEvents")}</option>
                {AUDIT_EVENTS.map((e) => (
                  <option key={e} value={e}>
                    {t(`audit.events.${e}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="audit-from">{t("audit.from")}</label>
              <input
                id="audit-from"
                name="from"
                type="date"
                defaultValue={q.from ?? ""}
              />
            </div>
            <div className="field">
              <label htmlFor="audit-to">{t("audit.to")}</label>
              <input
                id="audit-to"
                name="to"
                type="date"
                defaultValue={q.to ?? ""}
              />
            </div>
          </div>
          <p className="button-row">
            <button type="submit" className="btn btn-primary">
              {t("audit.submit")}
            </button>
            {filtered ? (
              <a href="/audit" className="btn btn-ghost">
                {t("audit.clear")}
              </a>
            ) : null}
          </p>
        </Form>
        {!patientFound ? (
          <div className="card empty-state" role="status">
            <p>{t("audit.noPatient")}</p>
          </div>
        ) : results.length === 0 ? (
          <div className="card empty-state">
            <p>{t("audit.empty")}</p>
          </div>
        ) : (
          <div className="card card-flush">
            <TableScroll label={t("audit.entries")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("audit.when")}</th>
                    <th scope="col">{t("audit.event")}</th>
                    <th scope="col">{t("audit.by")}</th>
                    <th scope="col">{t("audit.patientCol")}</th>
                    <th scope="col">{t("audit.record")}</th>
                    <th scope="col">{t("audit.address")}</th>
                    <th scope="col">{t("audit.detail")}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((r) => (
                    <tr key={r.id}>
                      <td>{when(r.occurred_at)}</td>
                      <td>{AUDIT_EVENTS.includes(r.event as AuditEventName) ? t(`audit.events.${r.event as AuditEventName}`) : r.event}</td>
                      <td>{r.actor || "—"}</td>
                      <td>{r.patient || "—"}</td>
                      <td>{r.record || "—"}</td>
                      <td>{r.ip || "—"}</td>
                      <td>{r.detail || "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        )}
      </div>
      <Pagination
        count={count}
        limit={limit}
        offset={q.offset}
        label={t("audit.pages")}
      />
    </section>
  );
}
