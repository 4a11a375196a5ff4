import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { TableScroll } from "~/ui/table-scroll";
import type { Section, VisitView } from "../visit-view";

/** The visit summary's sections (visit-view.ts), on the page and in print: one card each. */

export function SectionCard({ section }: { section: Section }) {
  return (
    <section className="card visit-section" aria-labelledby={`visit-${slug(section.heading)}`}>
      <h2 id={`visit-${slug(section.heading)}`}>{section.heading}</h2>
      {section.kind === "facts" ? (
        <dl className="visit-facts">
          {section.items.map((i) => (
            <div key={i.label}>
              <dt>{i.label}</dt>
              <dd>{i.value}</dd>
            </div>
          ))}
        </dl>
      ) : section.kind === "table" ? (
        <TableScroll label={section.heading}>
          <table className="table visit-table">
            <thead>
              <tr>
                {section.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((r) => (
                <tr key={r[0]}>
                  <th scope="row">{r[0]}</th>
                  {r.slice(1).map((v, i) => (
                    <td key={section.columns[i + 1]}>{v}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : section.lines.length ? (
        <ul className="visit-lines">
          {section.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{section.empty}</p>
      )}
    </section>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export function VisitSummaryView({ view }: { view: VisitView }) {
  return (
    <div className="visit-summary">
      <p className="visit-covers">{view.covers}</p>
      <ul className="plain-list visit-visits">
        {view.visits.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
      {view.sections.map((s) => (
        <SectionCard key={s.heading} section={s} />
      ))}
    </div>
  );
}

/** The day the summary starts from: a plain GET form, the same with JavaScript off. */
export function VisitSinceForm({ since, error }: { since: string; error: string | null }) {
  const { t } = useTranslation("reports");
  const say = useMessage();
  return (
    <Form method="get" className="visit-since no-print">
      <label>
        {t("visit.sinceLabel")} <input type="date" name="since" defaultValue={since} aria-invalid={error ? true : undefined} aria-describedby={error ? "since-error" : undefined} />
      </label>
      <button type="submit" className="btn btn-ghost">
        {t("visit.show")}
      </button>
      {error ? (
        <p id="since-error" className="field-errors" role="alert">
          {say(error)}
        </p>
      ) : null}
    </Form>
  );
}
