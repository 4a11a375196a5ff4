import { Link } from "@remix-run/react";
import { Trans } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { TableScroll } from "~/ui/table-scroll";
import type { RegimenStatus } from "../codes";
import type { CalendarDay, RecentDose, RegimenOverview } from "../overview.server";
import type { Regimen } from "../regimens.server";
import { useMedTexts } from "./texts";

/** The patient's medicines and the care team's card alike: each regimen at a glance, its steps, its recent doses, the calendar. */

export function StatusTag({ status }: { status: RegimenStatus }) {
  const { t } = useMedTexts();
  return <span className={`tag regimen-${status}`}>{t(`statuses.${status}`)}</span>;
}

/** What a regimen is now: its dose and schedule, who set it, adherence, the next step, the supply. */
export function RegimenFacts({ r, adherence }: { r: Regimen; adherence?: RegimenOverview["adherence"] }) {
  const { t, f, dose, schedule } = useMedTexts();
  const over = (pct: number | null, days: number) => (pct === null ? t("text.nothingDue", { days }) : t("text.adherence", { pct: f.number(pct), days }));
  return (
    <ul className="plain-list regimen-facts">
      <li>{schedule(r.schedule)}</li>
      <li className="muted small">{r.set_by === "clinic" ? (r.prescribed_by ? t("text.setByClinicNamed", { name: r.prescribed_by }) : t("text.setByClinic")) : t("text.setBySelf")}</li>
      {r.status === "paused" ? <li>{t("text.pausedSince", { day: f.shortDate(r.titration.filter((s) => s.paused).at(-1)?.from_day ?? r.start_day) })}</li> : null}
      {r.status === "stopped" && r.end_day ? <li>{t("text.stoppedOn", { day: f.shortDate(r.end_day) })}</li> : null}
      {adherence && r.schedule.kind !== "as_needed" ? (
        <li>
          {over(adherence.d7, 7)} {over(adherence.d28, 28)}
        </li>
      ) : null}
      {r.next_step ? <li>{t("text.nextStep", { dose: dose(r.next_step.dose, r.unit), day: f.shortDate(r.next_step.from_day) })}</li> : null}
      {r.supply ? <li className={r.supply.left <= 7 ? "supply-low" : undefined}>{t("text.supplyLeft", { count: r.supply.left })}</li> : null}
      {r.instructions ? <li className="pre-line small">{r.instructions}</li> : null}
    </ul>
  );
}

/** The patient's list: each medicine with its facts and a link to its page. */
export function MedicineList({ regimens }: { regimens: RegimenOverview[] }) {
  const { t, dose } = useMedTexts();
  return (
    <section className="card" aria-labelledby="meds-list-title">
      <h2 id="meds-list-title">{t("list.title")}</h2>
      {regimens.length === 0 ? (
        <p className="muted">
          <Trans t={t} i18nKey="list.empty" components={[<Link key="add" to={paths.medicationAdd()} />]} />
        </p>
      ) : (
        <ul className="plain-list regimen-list">
          {regimens.map((r) => (
            <li key={r.id} className="regimen-item">
              <div className="regimen-head">
                <Link to={paths.medication(r.id)} className="regimen-name">
                  {r.medication.name}
                </Link>
                <span>{dose(r.dose, r.unit)}</span>
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
  const { t, f, dose } = useMedTexts();
  return (
    <TableScroll label={t("stepsTable.label", { name: r.medication.name })}>
      <table className="table steps-table">
        <caption className="visually-hidden">{t("stepsTable.label", { name: r.medication.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("stepsTable.from")}</th>
            <th scope="col">{t("stepsTable.dose")}</th>
            <th scope="col">{t("stepsTable.what")}</th>
            <th scope="col">{t("stepsTable.by")}</th>
            <th scope="col">{t("stepsTable.note")}</th>
          </tr>
        </thead>
        <tbody>
          {r.titration.map((s) => (
            <tr key={s.id} className={s.from_day > today ? "step-planned" : undefined}>
              <td>
                {f.shortDate(s.from_day)}
                {s.from_day > today ? <span className="muted small"> {t("stepsTable.planned")}</span> : null}
              </td>
              <td>{s.paused ? t("stepsTable.none") : dose(s.dose, r.unit)}</td>
              <td>{t(`steps.${s.source}`)}</td>
              <td>{s.set_by ?? t("stepsTable.none")}</td>
              <td className="small">{s.note || t("stepsTable.none")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function RecordText({ d }: { d: RecentDose }) {
  const { t, f } = useMedTexts();
  const r = d.record;
  if (!r) return t("stepsTable.none");
  if (r.status !== "taken") return t("text.skippedBecause", { reason: t(`skip.${r.reason ?? "other"}`) });
  const time = f.time(r.taken_time ?? "00:00");
  const site = r.site ? t(`sites.${r.site}`) : null;
  if (r.taken_day) return site ? t("text.takenOnAtSite", { day: f.shortDate(r.taken_day), time, site }) : t("text.takenOnAt", { day: f.shortDate(r.taken_day), time });
  return site ? t("text.takenAtSite", { time, site }) : t("text.takenAt", { time });
}

/** A regimen's doses of the last 28 days, newest first. */
export function RecentDoses({ r, limit = 28 }: { r: RegimenOverview; limit?: number }) {
  const { t, f, dose } = useMedTexts();
  if (r.recent.length === 0) return <p className="muted small">{t("recent.empty")}</p>;
  return (
    <TableScroll label={t("recent.label", { name: r.medication.name })}>
      <table className="table doses-table">
        <caption className="visually-hidden">{t("recent.caption", { name: r.medication.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("recent.due")}</th>
            <th scope="col">{t("recent.dose")}</th>
            <th scope="col">{t("recent.status")}</th>
            <th scope="col">{t("recent.recorded")}</th>
          </tr>
        </thead>
        <tbody>
          {r.recent.slice(0, limit).map((d) => (
            <tr key={`${d.day}-${d.slot}-${d.record?.id ?? ""}`}>
              <td>{d.slot ? t("recent.dueAt", { day: f.shortDate(d.day), time: f.time(d.slot) }) : f.shortDate(d.day)}</td>
              <td>{dose(d.dose, r.unit)}</td>
              <td>
                <span className={`tag dose-status dose-${d.status}`}>{t(`slots.${d.status}`)}</span>
              </td>
              <td className="small">
                <RecordText d={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The calendar legend's states, in its order. */
const LEGEND = ["all", "some", "missed", "open", "none"] as const;

/** The last four weeks, a day a cell: all taken, some, none, or nothing due; each cell says so in words too. */
export function DoseCalendar({ days }: { days: CalendarDay[] }) {
  const { t, f } = useMedTexts();
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const heads = days.slice(0, 7).map((d) => new Date(`${d.day}T00:00:00Z`).getUTCDay());
  const cell = (d: CalendarDay) => t("calendar.cell", { day: f.shortDate(d.day), what: d.due ? t("calendar.takenOf", { taken: d.taken, due: d.due }) : t("calendar.none") });
  return (
    <section className="card" aria-labelledby="meds-calendar-title">
      <h2 id="meds-calendar-title">{t("calendar.title")}</h2>
      <table className="dose-calendar">
        <caption className="visually-hidden">{t("calendar.caption")}</caption>
        <thead>
          <tr>
            {heads.map((h) => (
              <th scope="col" key={h}>
                <abbr title={t(`weekdays.${h}`)}>{t(`weekdaysShort.${h}`)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w[0].day}>
              {w.map((d) => (
                <td key={d.day} className={`cal-${d.state}`} title={cell(d)}>
                  <span aria-hidden="true">{f.count(Number(d.day.slice(8)))}</span>
                  <span className="visually-hidden">{cell(d)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="plain-list cal-legend small">
        {LEGEND.map((s) => (
          <li key={s}>
            <span className={`cal-swatch cal-${s}`} aria-hidden="true" /> {t(`calendar.${s}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
