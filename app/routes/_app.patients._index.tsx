import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { FLAG_CODES, type FlagCode } from "~/clinical/flag-codes";
import { PANEL_PAGE_SIZE } from "~/care/codes";
import { carePanel, panelQueryOf, type Panel as PanelData, type PanelQuery } from "~/care/panel.server";
import { PanelTable } from "~/care/ui/panel-table";
import { foundOr404 } from "~/page/outcome.server";
import { hereWith } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import careCss from "~/styles/care.css";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(careCss);

export const handle = { i18n: ["care"], title: "care:panel.title" };

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
  const { t } = useTranslation("care");
  if (loaded.empty) {
    return (
      <section className="page">
        <PageHeader title={t("panel.title")} />
        <div className="card empty-state">
          <p>{t("panel.noClinic")}</p>
        </div>
      </section>
    );
  }
  return <Panel data={loaded} />;
}

function Panel({ data: d }: { data: Loaded }) {
  const { t } = useTranslation("care");
  const f = useFormat();
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
        title={t("panel.title")}
        subtitle={t("panel.subtitle", { clinic: d.clinic.name, count: d.clinic.patients, n: f.count(d.clinic.patients), day: f.longDate(d.today) })}
        actions={
          <a className="btn btn-secondary" href={paths.patientsCsv(query.toString())} download>
            {t("panel.csv")}
          </a>
        }
      />
      <Form method="get" className="card panel-filters" aria-label={t("panel.filters")}>
        <input type="hidden" name="sort" value={d.q.sort} />
        <input type="hidden" name="dir" value={d.q.desc ? "desc" : "asc"} />
        <div className="form-grid form-grid-3">
          <div className="field">
            <label htmlFor="panel-clinic">{t("panel.clinic")}</label>
            <select id="panel-clinic" name="clinic" defaultValue={d.clinic.id}>
              {d.clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {t("panel.clinicOption", { name: c.name, count: c.patients })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="panel-search">{t("panel.search")}</label>
            <input id="panel-search" name="q" type="search" defaultValue={d.q.search} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="panel-flag">{t("panel.flag")}</label>
            <select id="panel-flag" name="flag" defaultValue={d.q.flag}>
              <option value="">{t("panel.anyPatient")}</option>
              {FLAG_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`flagLabels.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="button-row">
          <button type="submit" className="btn btn-primary">
            {t("panel.show")}
          </button>
          {filtered ? (
            <Link to={`${paths.patients()}?clinic=${d.clinic.id}`} className="btn btn-ghost">
              {t("panel.clear")}
            </Link>
          ) : null}
        </p>
      </Form>
      <nav className="panel-flag-counts" aria-label={t("panel.flagCounts")}>
        <p className="muted small">{t(raised.length === 0 ? "panel.noOpenFlags" : attention === 0 ? "panel.allFlagsReviewed" : "panel.openFlags")}</p>
        <ul className="tag-list">
          {raised.map((code) => {
            const { open, reviewed } = d.flagCounts[code];
            return (
              <li key={code}>
                <Link to={flagHref(code)} className={open === reviewed ? "flag-tag flag-reviewed" : `flag-tag flag-${code}`} aria-current={d.q.flag === code ? "true" : undefined}>
                  {t(`flagLabels.${code}`)} <span className="flag-count">{open}</span>
                  {reviewed ? <span className="flag-count-reviewed">{t("panel.reviewedOf", { count: reviewed })}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="card card-flush">
        <p className="panel-count" role="status">
          {d.q.flag
            ? t("panel.countFlag", { text: t(filtered ? "panel.matches" : "panel.count", { count: d.count, n: f.count(d.count) }), flag: t(`flagLabels.${d.q.flag}`) })
            : t(filtered ? "panel.matches" : "panel.count", { count: d.count, n: f.count(d.count) })}
        </p>
        {d.results.length ? <PanelTable rows={d.results} sort={d.q.sort} desc={d.q.desc} today={d.today} units={d.units} /> : <p className="empty-note">{t("panel.noPatients")}</p>}
      </div>
      <Pagination count={d.count} limit={PANEL_PAGE_SIZE} offset={d.q.offset} label={t("panel.pages")} />
    </section>
  );
}
