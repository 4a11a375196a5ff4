/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { formatCount, formatNumber } from "~/ui/format";
import type { PotentialBurn } from "../energy";

/**
 * Potential Burn (spec part 3 §3: value, name, met_table, message): what an exercise burns at the
 * member's weight for 15, 30, 45 and 60 minutes. The counted figure is above rest; the total with
 * rest is beside it. Without a weight on record, a prompt to add one.
 */
export function PotentialBurnPanel({ burn, headingLevel = 2, exerciseHref }: { burn: PotentialBurn; headingLevel?: 2 | 3; exerciseHref?: string }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="card fitness-burn" aria-labelledby="potential-burn-title">
      <Heading id="potential-burn-title">Potential Burn</Heading>
      <p className="fitness-burn-name">
        {exerciseHref ? <Link to={exerciseHref}>{burn.name}</Link> : burn.name}
        <span className="muted"> · {formatNumber(burn.met, 1)} METs</span>
      </p>
      {burn.value === null ? (
        <div className="notice notice-info fitness-weight-prompt no-print">
          <p>{burn.message}</p>
          <Link to={paths.progress()} className="btn btn-secondary btn-sm">
            Add your weight
          </Link>
        </div>
      ) : (
        <>
          <p className="fitness-burn-value">
            <strong>{formatCount(burn.value)}</strong> calories
            <span className="muted"> in 30 minutes</span>
          </p>
          <table className="table fitness-burn-table">
            <caption className="visually-hidden">Calories burned by minutes of {burn.name}</caption>
            <thead>
              <tr>
                <th scope="col">Minutes</th>
                <th scope="col" className="num">
                  Calories burned
                </th>
                <th scope="col" className="num">
                  With resting
                </th>
              </tr>
            </thead>
            <tbody>
              {burn.met_table.map((r) => (
                <tr key={r.minutes}>
                  <th scope="row">{r.minutes}</th>
                  <td className="num">{formatCount(r.calories)}</td>
                  <td className="num muted">{formatCount(r.gross_calories)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">
            {burn.message} We count the calories above what your body burns at rest, from your latest recorded weight; the total
            with resting is shown for comparison.
          </p>
        </>
      )}
    </section>
  );
}
