import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { ASSIGNED_FILTERS, INBOX_PAGE_SIZE, INBOX_STATUSES, type AssignedFilter, type InboxStatus } from "~/messages/codes";
import { careInbox, type Inbox } from "~/messages/inbox.server";
import { InboxTable } from "~/messages/ui/inbox";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { Pagination } from "~/ui/pagination";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = { i18n: ["messages"], title: "messages:staff.inboxPageTitle" };

/**
 * The care team's inbox (issue 39): one of the staff member's clinics' conversations, waiting for
 * us first (oldest waiting at the top), with filters by status and assignment as the query string
 * (links and a GET form: all of it works before JavaScript loads). Each patient listed is an
 * audited read.
 */
type Q = { clinic: number | null; status: InboxStatus; assigned: AssignedFilter; patient: number | null; offset: number };
type LoaderData = { empty: true } | ({ empty: false; q: Q; now: number } & Inbox);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const q: Q = readParams(request, {
    clinic: param.id(),
    status: param.oneOf(INBOX_STATUSES, "waiting"),
    assigned: param.oneOf(ASSIGNED_FILTERS, ""),
    patient: param.id(),
    offset: param.offset(INBOX_PAGE_SIZE),
  });
  const outcome = await careInbox(user, { ...q, limit: INBOX_PAGE_SIZE });
  const headers = { "Cache-Control": "private, no-store" };
  if (!outcome.ok && q.clinic === null) return data<LoaderData>({ empty: true }, { headers });
  const inbox = foundOr404(outcome.ok ? outcome.data : null);
  await auditStaff({ request, context, user }, [...new Set(inbox.results.map((r) => r.patient.id))], "read", "conversation", { detail: "inbox" });
  return data<LoaderData>({ empty: false, ...inbox, q, now: Date.now() }, { headers });
}

export default function InboxPage() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  const f = useFormat();
  if (d.empty) {
    return (
      <section className="page">
        <PageHeader title={t("staff.inboxTitle")} />
        <div className="card empty-state">
          <p>{t("staff.noClinic")}</p>
        </div>
      </section>
    );
  }
  const href = (status: InboxStatus) => {
    const p = new URLSearchParams({ clinic: String(d.clinic.id), status });
    if (d.q.assigned) p.set("assigned", d.q.assigned);
    if (d.q.patient) p.set("patient", String(d.q.patient));
    return `${paths.careInbox()}?${p}`;
  };
  const onePatient = d.q.patient ? d.results[0]?.patient.name : null;
  return (
    <section className="page">
      <PageHeader
        title={t("staff.inboxTitle")}
        subtitle={t("staff.inboxSubtitle", { clinic: d.clinic.name, count: d.counts.waiting, n: f.count(d.counts.waiting) })}
        actions={
          <Link to={`${paths.savedReplies()}?clinic=${d.clinic.id}`} className="btn btn-secondary">
            {t("staff.savedReplies")}
          </Link>
        }
      />
      <Form method="get" className="card inbox-filters" aria-label={t("staff.filters")}>
        <input type="hidden" name="status" value={d.q.status} />
        {d.q.patient ? <input type="hidden" name="patient" value={d.q.patient} /> : null}
        <div className="form-grid">
          <div className="field">
            <label htmlFor="inbox-clinic">{t("staff.clinic")}</label>
            <select id="inbox-clinic" name="clinic" defaultValue={d.clinic.id}>
              {d.clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="inbox-assigned">{t("staff.assigned")}</label>
            <select id="inbox-assigned" name="assigned" defaultValue={d.q.assigned}>
              {ASSIGNED_FILTERS.map((a) => (
                <option key={a} value={a}>
                  {t(`staff.assignedFilters.${a || "any"}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn-primary">
            {t("staff.show")}
          </button>
          {d.q.patient ? (
            <Link to={`${paths.careInbox()}?clinic=${d.clinic.id}`} className="btn btn-ghost">
              {t("staff.everyPatient")}
            </Link>
          ) : null}
        </p>
      </Form>
      {onePatient ? <p className="muted">{t("staff.withPatient", { name: onePatient })}</p> : null}
      <div className="card card-flush">
        <nav className="tabs" aria-label={t("staff.byStatus")}>
          {INBOX_STATUSES.map((s) => (
            <Link key={s} to={href(s)} className={d.q.status === s ? "active" : undefined} aria-current={d.q.status === s ? "page" : undefined}>
              {t(`staff.statuses.${s}`)} <span className="tab-count">{d.counts[s]}</span>
            </Link>
          ))}
        </nav>
        {d.results.length ? <InboxTable rows={d.results} now={d.now} timeZone={d.clinic.time_zone} /> : <p className="empty-note">{t("staff.noInbox")}</p>}
      </div>
      <Pagination count={d.count} limit={INBOX_PAGE_SIZE} offset={d.q.offset} label={t("staff.pages")} />
    </section>
  );
}
