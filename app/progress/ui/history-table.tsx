import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { DeleteButton } from "~/ui/confirm-delete";
import { TableScroll } from "~/ui/table-scroll";
import type { WeightHistoryRow } from "../weights.server";


/** The Weight History Table and My Weight Entries (spec part 3 §3), in the member's units. */
export function HistoryTable({ rows, mine, editHref, units }: { rows: WeightHistoryRow[]; mine: boolean; editHref: (id: number) => string; units: Units }) {
  const { t } = useTranslation("progress");
  const f = useFormat();
  if (rows.length === 0) {
    return <p className="empty-note">{mine ? t("history.emptyMine") : t("history.empty")}</p>;
  }
  const num = (v: number | null) => (v === null ? "—" : f.number(v));
  const delta = (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${f.number(v)}`);
  const { weight: w, length: l } = UNIT_NAMES[units];
  return (
    <TableScroll label={mine ? t("history.mine") : t("history.all")}>
      <table className="table weight-table">
        <caption className="visually-hidden">{mine ? t("history.captionMine") : t("history.captionAll")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("history.date")}</th>
            <th scope="col" className="num">
              {t("history.weight", { unit: w })}
            </th>
            <th scope="col" className="num">
              {t("history.bmi")}
            </th>
            <th scope="col" className="num">
              {t("history.bp")}
            </th>
            <th scope="col" className="num">
              {t("history.fat")}
            </th>
            <th scope="col" className="num">
              {t("history.fatMass", { unit: w })}
            </th>
            <th scope="col" className="num">
              {t("history.pulse")}
            </th>
            <th scope="col" className="num">
              {t("history.tbw", { unit: w })}
            </th>
            <th scope="col" className="num">
              {t("history.change", { unit: w })}
            </th>
            <th scope="col" className="num">
              {t("history.total", { unit: w })}
            </th>
            <th scope="col" className="num">
              {t("history.waist", { unit: l })}
            </th>
            {mine ? <th scope="col">{t("history.actions")}</th> : <th scope="col">{t("history.by")}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{f.shortDate(r.start_date)}</th>
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
                    <Link to={editHref(r.id)} className="btn btn-secondary btn-sm" preventScrollReset aria-label={t("history.editLabel", { date: f.shortDate(r.start_date) })}>
                      {t("history.edit")}
                    </Link>
                    <DeleteButton id={r.id} label={t("history.delete")} itemName={t("history.entryOf", { date: f.shortDate(r.start_date) })} />
                  </div>
                </td>
              ) : (
                <td>{r.member_created ? t("history.you") : t("history.clinic")}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
