/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "~/auth/auth.server";
import { ASSIGNED_FILTERS, ASSIGNED_LABELS, INBOX_PAGE_SIZE, INBOX_STATUSES, INBOX_STATUS_LABELS, MESSAGES_MSG, type AssignedFilter, type InboxStatus } from "~/messages/codes";
import { careInbox, type Inbox } from "~/messages/inbox.server";
import { InboxTable } from "~/messages/ui/inbox";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { countOf } from "~/i18n/format";
import { PageHeader } from "~/ui/page";
import { Pagination } from "~/ui/pagination";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = { i18n: ["messages"] };

export const meta: MetaFunction = () => [{ title: "Messages · Patients · Patient Portal" }];

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
  if (d.empty) {
    return (
      <section className="page">
        <PageHeader title="Messages" />
        <div className="card empty-state">
          <p>No clinic is assigned to you yet. A programme administrator assigns clinics on the staff page.</p>
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
        title="Messages"
        subtitle={`${d.clinic.name} · ${countOf(d.counts.waiting, "conversation")} waiting for us`}
        actions={
          <Link to={`${paths.savedReplies()}?clinic=${d.clinic.id}`} className="btn btn-secondary">
            Saved replies
          </Link>
        }
      />
      <Form method="get" className="card inbox-filters" aria-label="Choose and filter conversations">
        <input type="hidden" name="status" value={d.q.status} />
        {d.q.patient ? <input type="hidden" name="patient" value={d.q.patient} /> : null}
        <div className="form-grid">
          <div className="field">
            <label htmlFor="inbox-clinic">Clinic</label>
            <select id="inbox-clinic" name="clinic" defaultValue={d.clinic.id}>
              {d.clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="inbox-assigned">Assigned</label>
            <select id="inbox-assigned" name="assigned" defaultValue={d.q.assigned}>
              {ASSIGNED_FILTERS.map((a) => (
                <option key={a} value={a}>
                  {ASSIGNED_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn-primary">
            Show conversations
          </button>
          {d.q.patient ? (
            <Link to={`${paths.careInbox()}?clinic=${d.clinic.id}`} className="btn btn-ghost">
              Every patient
            </Link>
          ) : null}
        </p>
      </Form>
      {onePatient ? <p className="muted">{`Conversations with ${onePatient}.`}</p> : null}
      <div className="card card-flush">
        <nav className="tabs" aria-label="Conversations by status">
          {INBOX_STATUSES.map((s) => (
            <Link key={s} to={href(s)} className={d.q.status === s ? "active" : undefined} aria-current={d.q.status === s ? "page" : undefined}>
              {INBOX_STATUS_LABELS[s]} <span className="tab-count">{d.counts[s]}</span>
            </Link>
          ))}
        </nav>
        {d.results.length ? <InboxTable rows={d.results} now={d.now} timeZone={d.clinic.time_zone} /> : <p className="empty-note">{MESSAGES_MSG.noInbox}</p>}
      </div>
      <Pagination count={d.count} limit={INBOX_PAGE_SIZE} offset={d.q.offset} label="Conversation pages" />
    </section>
  );
}
