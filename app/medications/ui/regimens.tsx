/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { formatShortDate, formatTime } from "~/ui/format";
import { TableScroll } from "~/ui/table-scroll";
import { CALENDAR_LABELS, doseText, MED_TEXT, type RegimenStatus, scheduleText, SITE_LABELS, SKIP_LABELS, SLOT_LABELS, STATUS_LABELS, STEP_LABELS, WEEKDAY_LABELS } from "../codes";
import type { CalendarDay, RecentDose, RegimenOverview } from "../overview.server";
import type { Regimen } from "../regimens.server";

/** The patient's medicines and the care team's card alike: each regimen at a glance, its steps, its recent doses, the calendar. */

export function StatusTag({ status }: { status: RegimenStatus }) {
  return <span className={`tag regimen-${status}`}>{STATUS_LABELS[status]}</span>;
}

/** What a regimen is now: its dose and schedule, who set it, adherence, the next step, the supply. */
export function RegimenFacts({ r, adherence }: { r: Regimen; adherence?: RegimenOverview["adherence"] }) {
  return (
    <ul className="plain-list regimen-facts">
      <li>{scheduleText(r.schedule)}</li>
      <li className="muted small">{r.set_by === "clinic" ? (r.prescribed_by ? MED_TEXT.setByClinicNamed(r.prescribed_by) : MED_TEXT.setByClinic) : MED_TEXT.setBySelf}</li>
      {r.status === "paused" ? <li>{MED_TEXT.pausedSince(formatShortDate(r.titration.filter((s) => s.paused).at(-1)?.from_day ?? r.start_day))}</li> : null}
      {r.status === "stopped" && r.end_day ? <li>{MED_TEXT.stoppedOn(formatShortDate(r.end_day))}</li> : null}
      {adherence && r.schedule.kind !== "as_needed" ? (
        <li>
          {adherence.d7 === null ? MED_TEXT.nothingDue(7) : MED_TEXT.adherence(adherence.d7, 7)} {adherence.d28 === null ? MED_TEXT.nothingDue(28) : MED_TEXT.adherence(adherence.d28, 28)}
        </li>
      ) : null}
      {r.next_step ? <li>{MED_TEXT.nextStep(doseText(r.next_step.dose, r.unit), formatShortDate(r.next_step.from_day))}</li> : null}
      {r.supply ? <li className={r.supply.left <= 7 ? "supply-low" : undefined}>{MED_TEXT.supplyLeft(r.supply.left)}</li> : null}
      {r.instructions ? <li className="pre-line small">{r.instructions}</li> : null}
    </ul>
  );
}

/** The patient's list: each medicine with its facts and a link to its page. */
export function MedicineList({ regimens }: { regimens: RegimenOverview[] }) {
  return (
    <section className="card" aria-labelledby="meds-list-title">
      <h2 id="meds-list-title">My medicines</h2>
      {regimens.length === 0 ? (
        <p className="muted">
          No medicines yet. Your clinic adds what it prescribes; you can <Link to={paths.medicationAdd()}>add a supplement</Link> you take.
        </p>
      ) : (
        <ul className="plain-list regimen-list">
          {regimens.map((r) => (
            <li key={r.id} className="regimen-item">
              <div className="regimen-head">
                <Link to={paths.medication(r.id)} className="regimen-name">
                  {r.medication.name}
                </Link>
                <span>{doseText(r.dose, r.unit)}</span>
                <StatusTag status={r.status} />
              </div>
              <RegimenFacts r={r} adherence={r.adherence} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A regimen's dose steps, oldest first: history, then the plan still to come. */
export function StepsTable({ r, today }: { r: Regimen; today: string }) {
  return (
    <TableScroll label={`Dose steps of ${r.medication.name}`}>
      <table className="table steps-table">
        <caption className="visually-hidden">Dose steps of {r.medication.name}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">Dose</th>
            <th scope="col">What</th>
            <th scope="col">By</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {r.titration.map((s) => (
            <tr key={s.id} className={s.from_day > today ? "step-planned" : undefined}>
              <td>
                {formatShortDate(s.from_day)}
                {s.from_day > today ? <span className="muted small"> (planned)</span> : null}
              </td>
              <td>{s.paused ? "—" : doseText(s.dose, r.unit)}</td>
              <td>{STEP_LABELS[s.source]}</td>
              <td>{s.set_by ?? "—"}</td>
              <td className="small">{s.note || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function recordText(d: RecentDose) {
  const r = d.record;
  if (!r) return "—";
  return r.status === "taken" ? MED_TEXT.takenAt(`${r.taken_day ? `${formatShortDate(r.taken_day)} ` : ""}${formatTime(r.taken_time ?? "00:00")}`, r.site ? SITE_LABELS[r.site] : null) : MED_TEXT.skippedBecause(SKIP_LABELS[r.reason ?? "other"]);
}

/** A regimen's doses of the last 28 days, newest first. */
export function RecentDoses({ r, limit = 28 }: { r: RegimenOverview; limit?: number }) {
  if (r.recent.length === 0) return <p className="muted small">No doses in the last 28 days.</p>;
  return (
    <TableScroll label={`Doses of ${r.medication.name}`}>
      <table className="table doses-table">
        <caption className="visually-hidden">Doses of {r.medication.name} over the last 28 days</caption>
        <thead>
          <tr>
            <th scope="col">Due</th>
            <th scope="col">Dose</th>
            <th scope="col">Status</th>
            <th scope="col">Recorded</th>
          </tr>
        </thead>
        <tbody>
          {r.recent.slice(0, limit).map((d) => (
            <tr key={`${d.day}-${d.slot}-${d.record?.id ?? ""}`}>
              <td>
                {formatShortDate(d.day)}
                {d.slot ? `, ${formatTime(d.slot)}` : ""}
              </td>
              <td>{doseText(d.dose, r.unit)}</td>
              <td>
                <span className={`tag dose-status dose-${d.status}`}>{SLOT_LABELS[d.status]}</span>
              </td>
              <td className="small">{recordText(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The last four weeks, a day a cell: all taken, some, none, or nothing due; each cell says so in words too. */
export function DoseCalendar({ days }: { days: CalendarDay[] }) {
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const heads = days.slice(0, 7).map((d) => WEEKDAY_LABELS[new Date(`${d.day}T00:00:00Z`).getUTCDay()]);
  return (
    <section className="card" aria-labelledby="meds-calendar-title">
      <h2 id="meds-calendar-title">The last four weeks</h2>
      <table className="dose-calendar">
        <caption className="visually-hidden">Doses taken each day of the last four weeks</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th scope="col" key={h}>
                <abbr title={h}>{h.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w[0].day}>
              {w.map((d) => (
                <td key={d.day} className={`cal-${d.state}`} title={`${formatShortDate(d.day)}: ${d.due ? MED_TEXT.takenOf(d.taken, d.due) : MED_TEXT.noDoseDue}`}>
                  <span aria-hidden="true">{Number(d.day.slice(8))}</span>
                  <span className="visually-hidden">
                    {formatShortDate(d.day)}: {d.due ? MED_TEXT.takenOf(d.taken, d.due) : MED_TEXT.noDoseDue}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="plain-list cal-legend small">
        {(["all", "some", "missed", "open", "none"] as const).map((s) => (
          <li key={s}>
            <span className={`cal-swatch cal-${s}`} aria-hidden="true" /> {CALENDAR_LABELS[s]}
          </li>
        ))}
      </ul>
    </section>
  );
}
