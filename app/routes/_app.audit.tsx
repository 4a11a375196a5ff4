/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { foundOr404 } from "~/page/outcome.server";
import { Pagination } from "~/ui/pagination";
import { AUDIT_EVENTS } from "~/security/audit-events";
import { AUDIT_PAGE_SIZE, listAuditLog } from "~/security/audit-log.server";
import { countOf } from "~/i18n/format";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";

export const meta: MetaFunction = () => [
  { title: "Audit log · Patient Portal" },
];

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

const when = (iso: string) => iso.replace("T", " ").slice(0, 19) + " UTC";
const eventLabel = (e: string) => e.replaceAll("_", " ");

export default function AuditPage() {
  const { q, limit, count, results, patientFound } =
    useLoaderData<typeof loader>();
  const filtered = Boolean(q.patient || q.event || q.from || q.to);
  return (
    <section className="page">
      <PageHeader
        title="Audit log"
        subtitle={`${countOf(count, "event")}${
          filtered ? (count === 1 ? " matches the filter" : " match the filter") : ""
        } · read-only`}
      />
      <div className="stack">
        <Form
          method="get"
          className="card stack"
          aria-label="Filter the audit log"
        >
          <div className="form-grid form-grid-4">
            <div className="field">
              <label htmlFor="audit-patient">Patient (email or ID)</label>
              <input
                id="audit-patient"
                name="patient"
                type="search"
                defaultValue={q.patient}
                autoComplete="off"
              />
            </div>
            <div className="field">
              <label htmlFor="audit-event">Event</label>
              <select id="audit-event" name="event" defaultValue={q.event}>
                <option value="">All events</option>
                {AUDIT_EVENTS.map((e) => (
                  <option key={e} value={e}>
                    {eventLabel(e)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="audit-from">From (UTC day)</label>
              <input
                id="audit-from"
                name="from"
                type="date"
                defaultValue={q.from ?? ""}
              />
            </div>
            <div className="field">
              <label htmlFor="audit-to">To (UTC day)</label>
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
              Filter
            </button>
            {filtered ? (
              <a href="/audit" className="btn btn-ghost">
                Clear
              </a>
            ) : null}
          </p>
        </Form>
        {!patientFound ? (
          <div className="card empty-state" role="status">
            <p>No patient has that email or ID.</p>
          </div>
        ) : results.length === 0 ? (
          <div className="card empty-state">
            <p>No items found!</p>
          </div>
        ) : (
          <div className="card card-flush">
            <TableScroll label="Audit log entries">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Event</th>
                    <th scope="col">By</th>
                    <th scope="col">Patient</th>
                    <th scope="col">Record</th>
                    <th scope="col">Address</th>
                    <th scope="col">Detail</th>
                  </tr>
                </thead>
                <tbody>
                  {results.map((r) => (
                    <tr key={r.id}>
                      <td>{when(r.occurred_at)}</td>
                      <td>{eventLabel(r.event)}</td>
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
        label="Audit log pages"
      />
    </section>
  );
}
