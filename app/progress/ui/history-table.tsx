/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { DeleteButton } from "~/ui/confirm-delete";
import { formatNumber, formatShortDate } from "~/ui/format";
import { TableScroll } from "~/ui/table-scroll";
import type { WeightHistoryRow } from "../weights.server";

const num = (v: number | null) => (v === null ? "—" : formatNumber(v));
const delta = (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${formatNumber(v)}`);

/** The Weight History Table and My Weight Entries (spec part 3 §3), in the member's units. */
export function HistoryTable({ rows, mine, editHref, units }: { rows: WeightHistoryRow[]; mine: boolean; editHref: (id: number) => string; units: Units }) {
  if (rows.length === 0) {
    return <p className="empty-note">{mine ? "You have not added a weight of your own yet. Use Add Weight to record one." : "Your weigh-ins will be listed here."}</p>;
  }
  const { weight: w, length: l } = UNIT_NAMES[units];
  return (
    <TableScroll label={mine ? "My weight entries" : "Weight history"}>
      <table className="table weight-table">
        <caption className="visually-hidden">{mine ? "My weight entries" : "Weight history"}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Weight ({w})
            </th>
            <th scope="col" className="num">
              BMI
            </th>
            <th scope="col" className="num">
              BP
            </th>
            <th scope="col" className="num">
              Fat %
            </th>
            <th scope="col" className="num">
              Fat mass ({w})
            </th>
            <th scope="col" className="num">
              Pulse
            </th>
            <th scope="col" className="num">
              TBW ({w})
            </th>
            <th scope="col" className="num">
              Change ({w})
            </th>
            <th scope="col" className="num">
              Total ({w})
            </th>
            <th scope="col" className="num">
              Waist ({l})
            </th>
            {mine ? <th scope="col">Actions</th> : <th scope="col">By</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{formatShortDate(r.start_date)}</th>
              <td className="num">{num(r.weight)}</td>
              <td className="num">{num(r.bmi)}</td>
              <td className="num">{r.bp ?? "—"}</td>
              <td className="num">{num(r.fat)}</td>
              <td className="num">{num(r.fat_mass)}</td>
              <td className="num">{num(r.pulse)}</td>
              <td className="num">{num(r.tbw)}</td>
              <td className="num">{delta(r.w_delta)}</td>
              <td className="num">{delta(r.w_delta_total)}</td>
              <td className="num">{num(r.waist)}</td>
              {mine ? (
                <td>
                  <div className="row-actions">
                    <Link to={editHref(r.id)} className="btn btn-secondary btn-sm" preventScrollReset aria-label={`Edit the entry of ${formatShortDate(r.start_date)}`}>
                      Edit
                    </Link>
                    <DeleteButton id={r.id} itemName={`the entry of ${formatShortDate(r.start_date)}`} />
                  </div>
                </td>
              ) : (
                <td>{r.member_created ? "You" : "Clinic"}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
