/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireStaff } from "~/auth/auth.server";
import { FLAG_CODES, FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { CARE_MSG, PANEL_PAGE_SIZE } from "~/care/codes";
import { carePanel, panelQueryOf, type Panel as PanelData, type PanelQuery } from "~/care/panel.server";
import { PanelTable } from "~/care/ui/panel-table";
import { foundOr404 } from "~/page/outcome.server";
import { hereWith } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import careCss from "~/styles/care.css";
import { countOf, formatLongDate } from "~/i18n/format";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(careCss);

export const meta: MetaFunction = () => [{ title: "Patients · Patient Portal" }];

/**
 * The care team's panel (issue 25): the patients of one of the staff member's clinics, with how
 * each is doing and the flags that need a look. Filter, search, sort and page are the query
 * string (a plain GET form), so all of it works before JavaScript loads.
 */
type Loaded = PanelData & { q: Omit<PanelQuery, "flag"> & { flag: FlagCode | "" } };
type LoaderData = { empty: true } | ({ empty: false } & Loaded);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const q = panelQueryOf(request, user.units);
  const outcome = await carePanel(user, q);
  // Care staff with no clinic yet see an explanation instead of a panel.
  if (!outcome.ok && q.clinic === null) return data<LoaderData>({ empty: true }, { headers: { "Cache-Control": "private, no-store" } });
  const panel = foundOr404(outcome.ok ? outcome.data : null);
  // Past the last page (an old link, a hand-typed offset): the last page, not an empty one.
  if (panel.count > 0 && q.offset >= panel.count) throw redirect(pageAt(request, lastPageOffset(panel.count)));
  await auditStaff({ request, context, user }, panel.results.map((r) => r.id), "read", "care_panel");
  return data<LoaderData>({ empty: false, ...panel, q: { ...q, flag: q.flag ?? "" } }, { headers: { "Cache-Control": "private, no-store" } });
}

const lastPageOffset = (count: number) => Math.floor((count - 1) / PANEL_PAGE_SIZE) * PANEL_PAGE_SIZE;

/** The same panel URL at another offset. */
const pageAt = (request: Request, offset: number): string => hereWith(request, { offset: offset === 0 ? null : String(offset) });

export default function PatientsPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.empty) {
    return (
      <section className="page">
        <PageHeader title="Patients" />
        <div className="card empty-state">
          <p>No clinic is assigned to you yet. A programme administrator assigns clinics on the staff page.</p>
        </div>
      </section>
    );
  }
  return <Panel data={loaded} />;
}

function Panel({ data: d }: { data: Loaded }) {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete("offset");
  const filtered = Boolean(d.q.search || d.q.flag);
  const attention = Object.values(d.flagCounts).reduce((n, c) => n + c.open - c.reviewed, 0);
  const raised = FLAG_CODES.filter((code) => d.flagCounts[code].open > 0);
  const flagHref = (code: string) => {
    const p = new URLSearchParams(search);
    p.delete("offset");
    if (code) p.set("flag", code);
    else p.delete("flag");
    return `${paths.patients()}?${p}`;
  };
  return (
    <section className="page panel-page">
      <PageHeader
        title="Patients"
        subtitle={`${d.clinic.name} · ${countOf(d.clinic.patients, "patient")} · ${formatLongDate(d.today)}`}
        actions={
          <a className="btn btn-secondary" href={paths.patientsCsv(query.toString())} download>
            Download CSV
          </a>
        }
      />
      <Form method="get" className="card panel-filters" aria-label="Choose and filter patients">
        <input type="hidden" name="sort" value={d.q.sort} />
        <input type="hidden" name="dir" value={d.q.desc ? "desc" : "asc"} />
        <div className="form-grid form-grid-3">
          <div className="field">
            <label htmlFor="panel-clinic">Clinic</label>
            <select id="panel-clinic" name="clinic" defaultValue={d.clinic.id}>
              {d.clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.patients})
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="panel-search">Search by name</label>
            <input id="panel-search" name="q" type="search" defaultValue={d.q.search} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="panel-flag">Flag</label>
            <select id="panel-flag" name="flag" defaultValue={d.q.flag}>
              <option value="">Any patient</option>
              {FLAG_CODES.map((code) => (
                <option key={code} value={code}>
                  {FLAG_LABELS[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn-primary">
            Show patients
          </button>
          {filtered ? (
            <Link to={`${paths.patients()}?clinic=${d.clinic.id}`} className="btn btn-ghost">
              Clear filters
            </Link>
          ) : null}
        </p>
      </Form>
      <nav className="panel-flag-counts" aria-label="Open flags">
        <p className="muted small">{raised.length === 0 ? CARE_MSG.noOpenFlags : attention === 0 ? CARE_MSG.allFlagsReviewed : CARE_MSG.openFlags}</p>
        <ul className="tag-list">
          {raised.map((code) => {
            const { open, reviewed } = d.flagCounts[code];
            return (
              <li key={code}>
                <Link to={flagHref(code)} className={open === reviewed ? "flag-tag flag-reviewed" : `flag-tag flag-${code}`} aria-current={d.q.flag === code ? "true" : undefined}>
                  {FLAG_LABELS[code]} <span className="flag-count">{open}</span>
                  {reviewed ? <span className="flag-count-reviewed">{CARE_MSG.reviewedOf(reviewed)}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="card card-flush">
        <p className="panel-count" role="status">
          {countOf(d.count, "patient")}
          {filtered ? (d.count === 1 ? " matches" : " match") : ""}
          {d.q.flag ? ` · ${FLAG_LABELS[d.q.flag]}` : ""}
        </p>
        {d.results.length ? <PanelTable rows={d.results} sort={d.q.sort} desc={d.q.desc} today={d.today} units={d.units} /> : <p className="empty-note">{CARE_MSG.noPatients}</p>}
      </div>
      <Pagination count={d.count} limit={PANEL_PAGE_SIZE} offset={d.q.offset} label="Patient pages" />
    </section>
  );
}
