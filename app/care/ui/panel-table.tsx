import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { TFunction } from "i18next";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { paths } from "~/paths";
import type { Formats } from "~/i18n/format";
import { useFormat } from "~/i18n/react";
import { TableScroll } from "~/ui/table-scroll";
import type { PanelSort } from "../codes";
import type { PanelRow } from "../panel.server";
import { FlagTags } from "./flags";

/** "Nov 3" this year, "Nov 3, 2025" another: the panel is read at a glance. */
const shortDay = (f: Formats, day: string, today: string) => (day.slice(0, 4) === today.slice(0, 4) ? f.monthDay(day) : f.shortDate(day));
const weight = (f: Formats, v: number | null) => (v === null ? "—" : f.number(v));
const signed = (f: Formats, v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : v < 0 ? "−" : ""}${f.number(Math.abs(v))}`);

interface Column {
  sort: PanelSort;
  label: string;
  num?: boolean;
  title?: string;
}

// Flags come right after the name: they are what a nurse scans the panel for. Weights are in the
// staff member's own units. Each column's label is `columns.<sort>`, its title `columns.<sort>Title`.
const COLUMNS: { sort: PanelSort; num?: boolean; titled?: boolean }[] = [
  { sort: "name" },
  { sort: "flags", titled: true },
  { sort: "waiting_messages", num: true, titled: true },
  { sort: "weeks", num: true, titled: true },
  { sort: "trend", num: true, titled: true },
  { sort: "change", num: true, titled: true },
  { sort: "change_pct", num: true, titled: true },
  { sort: "rate", num: true, titled: true },
  { sort: "journal_days", num: true, titled: true },
  { sort: "exercise_minutes", num: true, titled: true },
  { sort: "adherence", num: true, titled: true },
  { sort: "last_weigh_in" },
  { sort: "next_appointment" },
];
const columnsIn = (t: TFunction<"care">, units: Units): Column[] =>
  COLUMNS.map((c) => ({
    sort: c.sort,
    num: c.num,
    label: t(`columns.${c.sort}`, { unit: UNIT_NAMES[units].weight }),
    title: c.titled ? t(`columns.${c.sort}Title`) : undefined,
  }));

/** Marks, not words: the same in every language. */
const sortMark = (desc: boolean) => (desc ? "▼" : "▲");

/** A column's header: a link that sorts by it (again: the other way), with aria-sort when it is the order. */
function SortHeader({ column, sort, desc }: { column: Column; sort: PanelSort; desc: boolean }) {
  const { t } = useTranslation("care");
  const { pathname, search } = useLocation();
  const active = column.sort === sort;
  const params = new URLSearchParams(search);
  params.set("sort", column.sort);
  // Flags read best most-first; every other column starts from the smallest.
  const nextDesc = active ? !desc : column.sort === "flags";
  params.set("dir", nextDesc ? "desc" : "asc");
  params.delete("offset");
  return (
    <th scope="col" className={column.num ? "num" : undefined} aria-sort={active ? (desc ? "descending" : "ascending") : undefined} title={column.title}>
      <Link to={`${pathname}?${params}`} className="sort-link" preventScrollReset>
        {column.label}
        <span aria-hidden="true" className="sort-mark">
          {active ? sortMark(desc) : ""}
        </span>
        {active ? null : <span className="visually-hidden">{t("panel.sortHint")}</span>}
      </Link>
    </th>
  );
}

/** The clinic's panel: one row per patient, every column sortable, each name opening the record. */
export function PanelTable({ rows, sort, desc, today, units }: { rows: PanelRow[]; sort: PanelSort; desc: boolean; today: string; units: Units }) {
  const { t, i18n } = useTranslation("care");
  const f = useFormat();
  const columns = columnsIn(t, units);
  const sortedBy = columns.find((c) => c.sort === sort)?.label.toLocaleLowerCase(i18n.language) ?? "";
  return (
    <TableScroll label={t("panel.table")}>
      <table className="table panel-table">
        <caption className="visually-hidden">{t("panel.caption", { column: sortedBy })}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.sort} column={c} sort={sort} desc={desc} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <Link to={paths.patient(r.id)}>{r.name}</Link>
              </th>
              <td className="panel-flags">
                <FlagTags flags={r.flags} />
              </td>
              <td className="num">{r.waiting_messages ? <Link to={paths.careInboxOf(r.id)}>{r.waiting_messages}</Link> : "—"}</td>
              <td className="num">{r.weeks}</td>
              <td className="num">{t("panel.trendCell", { start: weight(f, r.start_weight), trend: weight(f, r.trend_weight) })}</td>
              <td className="num">{signed(f, r.change)}</td>
              <td className="num">{r.change_pct === null ? "—" : t("panel.pct", { value: signed(f, r.change_pct) })}</td>
              <td className="num">{signed(f, r.rate)}</td>
              <td className="num">{r.journal_days}</td>
              <td className="num">{r.exercise_minutes}</td>
              <td className="num">{r.adherence_28d === null ? "—" : t("panel.pct", { value: f.number(Math.round(r.adherence_28d), 0) })}</td>
              <td>{r.last_weigh_in ? <time dateTime={r.last_weigh_in}>{shortDay(f, r.last_weigh_in, today)}</time> : "—"}</td>
              <td>
                {r.next_appointment ? (
                  <time dateTime={r.next_appointment.date}>{t("panel.visit", { day: shortDay(f, r.next_appointment.date, today), time: f.time(r.next_appointment.time) })}</time>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
