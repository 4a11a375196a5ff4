/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link, useLocation } from "@remix-run/react";
import { UNIT_NAMES, UNIT_SYSTEMS, type Units } from "~/domain/units";
import { paths } from "~/paths";
import { formatMonthDay, formatNumber, formatShortDate, formatTime } from "~/i18n/format";
import { TableScroll } from "~/ui/table-scroll";
import type { PanelSort } from "../codes";
import type { PanelRow } from "../panel.server";
import { FlagTags } from "./flags";

/** "Nov 3" this year, "Nov 3, 2025" another: the panel is read at a glance. */
const shortDay = (day: string, today: string) => (day.slice(0, 4) === today.slice(0, 4) ? formatMonthDay(day) : formatShortDate(day));
const weight = (v: number | null) => (v === null ? "—" : formatNumber(v));
const signed = (v: number | null, unit = "") => (v === null ? "—" : `${v > 0 ? "+" : v < 0 ? "−" : ""}${formatNumber(Math.abs(v))}${unit}`);

interface Column {
  sort: PanelSort;
  label: string;
  num?: boolean;
  title?: string;
}

// Flags come right after the name: they are what a nurse scans the panel for. Weights are in the
// staff member's own units.
const columnsIn = (unit: string): Column[] => [
  { sort: "name", label: "Patient" },
  { sort: "flags", label: "Flags", title: "Open flags; a ticked one was reviewed" },
  { sort: "waiting_messages", label: "Waiting for us", num: true, title: "Messages from the patient waiting for an answer" },
  { sort: "weeks", label: "Weeks", num: true, title: "Weeks on the programme" },
  { sort: "trend", label: `Start → trend (${unit})`, num: true, title: "The first weigh-in and the trend weight now" },
  { sort: "change", label: `Change (${unit})`, num: true, title: "Trend minus start" },
  { sort: "change_pct", label: "Change (%)", num: true, title: "Per cent of the start weight" },
  { sort: "rate", label: `Rate (${unit}/wk)`, num: true, title: "Trend change a week over the last 4 weeks" },
  { sort: "journal_days", label: "Journal (days of 14)", num: true, title: "Days with food logged, of the last 14" },
  { sort: "exercise_minutes", label: "Exercise (min, 7 days)", num: true, title: "Minutes of exercise in the last 7 days" },
  { sort: "adherence", label: "Doses taken (28 days)", num: true, title: "Doses taken of doses due over the last 28 days" },
  { sort: "last_weigh_in", label: "Last weigh-in" },
  { sort: "next_appointment", label: "Next visit" },
];
const COLUMNS = Object.fromEntries(UNIT_SYSTEMS.map((u) => [u, columnsIn(UNIT_NAMES[u].weight)])) as Record<Units, Column[]>;

/** A column's header: a link that sorts by it (again: the other way), with aria-sort when it is the order. */
function SortHeader({ column, sort, desc }: { column: Column; sort: PanelSort; desc: boolean }) {
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
          {active ? (desc ? "▼" : "▲") : ""}
        </span>
        {active ? null : <span className="visually-hidden">, sort</span>}
      </Link>
    </th>
  );
}

/** The clinic's panel: one row per patient, every column sortable, each name opening the record. */
export function PanelTable({ rows, sort, desc, today, units }: { rows: PanelRow[]; sort: PanelSort; desc: boolean; today: string; units: Units }) {
  const columns = COLUMNS[units];
  return (
    <TableScroll label="Patients of the clinic">
      <table className="table panel-table">
        <caption className="visually-hidden">Patients, sorted by {columns.find((c) => c.sort === sort)?.label.toLowerCase()}</caption>
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
              <td className="num">
                {weight(r.start_weight)} → {weight(r.trend_weight)}
              </td>
              <td className="num">{signed(r.change)}</td>
              <td className="num">{signed(r.change_pct, " %")}</td>
              <td className="num">{signed(r.rate)}</td>
              <td className="num">{r.journal_days}</td>
              <td className="num">{r.exercise_minutes}</td>
              <td className="num">{r.adherence_28d === null ? "—" : `${Math.round(r.adherence_28d)} %`}</td>
              <td>{r.last_weigh_in ? <time dateTime={r.last_weigh_in}>{shortDay(r.last_weigh_in, today)}</time> : "—"}</td>
              <td>{r.next_appointment ? <time dateTime={r.next_appointment.date}>{`${shortDay(r.next_appointment.date, today)}, ${formatTime(r.next_appointment.time)}`}</time> : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
