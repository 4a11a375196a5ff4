import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { POTENTIAL_BURN_HEADLINE_MINUTES, type PotentialBurn } from "../energy";

/**
 * Potential Burn (spec part 3 §3: value, name, met_table, message): what an exercise burns at the
 * member's weight for 15, 30, 45 and 60 minutes. The counted figure is above rest; the total with
 * rest is beside it. Without a weight on record, a prompt to add one.
 */
export function PotentialBurnPanel({ burn, headingLevel = 2, exerciseHref }: { burn: PotentialBurn; headingLevel?: 2 | 3; exerciseHref?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("fitness");
  const f = useFormat();
  return (
    <section className="card fitness-burn" aria-labelledby="potential-burn-title">
      <Heading id="potential-burn-title">{t("burn.title")}</Heading>
      <p className="fitness-burn-name">
        {exerciseHref ? <Link to={exerciseHref}>{burn.name}</Link> : burn.name}
        <span className="muted"> · {t("burn.mets", { met: f.number(burn.met, 1) })}</span>
      </p>
      {burn.value === null ? (
        <div className="notice notice-info fitness-weight-prompt no-print">
          <p>{t("burn.noWeight")}</p>
          <Link to={paths.progress()} className="btn btn-secondary btn-sm">
            {t("burn.addWeight")}
          </Link>
        </div>
      ) : (
        <>
          <p className="fitness-burn-value">
            <Trans t={t} i18nKey="burn.value" values={{ value: f.count(burn.value) }} components={[<strong key="value" />, <span key="minutes" className="muted" />]} />
          </p>
          <table className="table fitness-burn-table">
            <caption className="visually-hidden">{t("burn.caption", { name: burn.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("burn.minutes")}</th>
                <th scope="col" className="num">
                  {t("burn.calories")}
                </th>
                <th scope="col" className="num">
                  {t("burn.gross")}
                </th>
              </tr>
            </thead>
            <tbody>
              {burn.met_table.map((r) => (
                <tr key={r.minutes}>
                  <th scope="row">{r.minutes}</th>
                  <td className="num">{f.count(r.calories)}</td>
                  <td className="num muted">{f.count(r.gross_calories)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">
            {t("burn.headline", { minutes: POTENTIAL_BURN_HEADLINE_MINUTES, name: burn.name.toLowerCase(), value: f.count(burn.value) })} {t("burn.explain")}
          </p>
        </>
      )}
    </section>
  );
}
