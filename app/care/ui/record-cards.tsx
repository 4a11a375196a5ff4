import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { fluidOf, UNIT_NAMES } from "~/domain/units";
import { paths } from "~/paths";
import type { Formats } from "~/i18n/format";
import { useFormat, useMessage } from "~/i18n/react";
import { entryAmount } from "~/journal/ui/entry-words";
import { TableScroll } from "~/ui/table-scroll";
import type { PatientRecord } from "../record.server";
import { FlagTag } from "./flags";
import { NoteForm, ReviewForm } from "./record-forms";

/** The parts of a patient's record (/patients/{id}); each a card with its heading. */

const weight = (f: Formats, v: number | null) => (v === null ? "—" : f.number(v));
const signed = (f: Formats, v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : v < 0 ? "−" : ""}${f.number(Math.abs(v))}`);

/**
 * The record's headline. The first two cards are the trend's (the weigh-ins smoothed, as the
 * patient's /progress shows it), and say so; the last weigh-in itself has its own card with its
 * weight, so the two are never read for each other (issue 36).
 */
export function Headline({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  const h = record.headline;
  const last = record.overview.current;
  const unit = UNIT_NAMES[record.units].weight;
  const withUnit = (v: string) => (v === "—" ? v : t("headline.withUnit", { value: v, unit }));
  const visit = h.next_appointment ? t("headline.visit", { day: f.shortDate(h.next_appointment.date), time: f.time(h.next_appointment.time) }) : t("headline.noVisit");
  const items: [string, string, string?][] = [
    [
      t("headline.startTrend"),
      t("headline.startTrendValue", { start: weight(f, h.start_weight), trend: withUnit(weight(f, h.trend_weight)) }),
      h.weeks ? t("headline.weeks", { count: h.weeks }) : t("headline.newcomer"),
    ],
    [t("headline.change"), withUnit(signed(f, h.change)), h.change_pct === null ? undefined : t("headline.ofStart", { value: signed(f, h.change_pct) })],
    [t("headline.rate"), h.rate === null ? "—" : t("headline.rateValue", { value: signed(f, h.rate), unit })],
    [t("headline.journal"), t("headline.journalDays", { count: h.journal_days }), t("headline.exercise", { minutes: f.number(h.exercise_minutes, 0) })],
    [t("headline.lastWeighIn"), last ? withUnit(weight(f, last.weight)) : t("headline.noneYet"), last ? t("headline.lastNote", { day: f.shortDate(last.date), visit }) : visit],
  ];
  return (
    <ul className="plain-list record-stats" aria-label={t("headline.label")}>
      {items.map(([label, value, note]) => (
        <li key={label} className="card stat-card">
          <p className="stat-label">{label}</p>
          <p className="stat-value">{value}</p>
          {note ? <p className="stat-note">{note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function FlagsCard({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  return (
    <section className="card record-flags" aria-labelledby="record-flags-title">
      <h2 id="record-flags-title">{t("flagsCard.title")}</h2>
      {record.flags.length === 0 ? <p className="muted">{t("flagsCard.none")}</p> : null}
      <ul className="plain-list stack">
        {record.flags.map((flag) => (
          <li key={flag.code} className={flag.reviewed ? "record-flag is-reviewed" : "record-flag"}>
            <p>
              <FlagTag code={flag.code} since={flag.since} reviewed={flag.reviewed} /> <span className="muted small">{t("flagsCard.since", { day: f.shortDate(flag.since) })}</span>
            </p>
            <p className="small">{t(`flagMeanings.${flag.code}`)}</p>
            {flag.review ? (
              <p className="small review-note">
                {t("flagsCard.reviewedBy", { by: flag.review.by ?? t("flagsCard.staff"), day: f.date(flag.review.at), note: flag.review.note })}
              </p>
            ) : (
              <ReviewForm code={flag.code} />
            )}
          </li>
        ))}
      </ul>
      {record.history.length ? (
        <details className="flag-history">
          <summary>{t("flagsCard.history", { count: record.history.length })}</summary>
          <TableScroll label={t("flagsCard.historyTable")}>
            <table className="table">
              <caption className="visually-hidden">{t("flagsCard.historyCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("flagsCard.flag")}</th>
                  <th scope="col">{t("flagsCard.raised")}</th>
                  <th scope="col">{t("flagsCard.cleared")}</th>
                  <th scope="col">{t("flagsCard.review")}</th>
                </tr>
              </thead>
              <tbody>
                {record.history.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{t(`flagLabels.${e.code}`, { defaultValue: e.label })}</th>
                    <td>{f.shortDate(e.since)}</td>
                    <td>{e.cleared_on ? f.shortDate(e.cleared_on) : t("flagsCard.open")}</td>
                    <td>{e.reviewed_at ? t("flagsCard.reviewCell", { by: e.reviewed_by ?? t("flagsCard.staffCap"), day: f.shortDate(e.reviewed_at), note: e.review_note }) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      ) : null}
    </section>
  );
}

export function WeighInsTable({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  if (record.weighIns.length === 0) return <p className="muted">{t("record.noWeighIns")}</p>;
  const unit = UNIT_NAMES[record.units].weight;
  return (
    <TableScroll label={t("record.latestWeighIns")}>
      <table className="table">
        <caption className="visually-hidden">{t("weighIns.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("weighIns.date")}</th>
            <th scope="col" className="num">
              {t("weighIns.weight", { unit })}
            </th>
            <th scope="col" className="num">
              {t("weighIns.change", { unit })}
            </th>
            <th scope="col">{t("weighIns.enteredBy")}</th>
          </tr>
        </thead>
        <tbody>
          {record.weighIns.map((w) => (
            <tr key={w.id}>
              <th scope="row">{f.shortDate(w.start_date)}</th>
              <td className="num">{f.number(w.weight)}</td>
              <td className="num">{signed(f, w.w_delta)}</td>
              <td>{w.member_created ? t("weighIns.patient") : w.entered_by ? t("weighIns.clinicBy", { name: w.entered_by }) : t("weighIns.clinic")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function JournalCard({ record }: { record: PatientRecord }) {
  const id = record.patient.id;
  const open = record.day;
  const dayNotes = open ? record.notes.filter((n) => n.date === open.day) : [];
  const { t } = useTranslation("care");
  const { t: tj } = useTranslation("journal");
  const f = useFormat();
  const said = useMessage();
  const ofGoal = (total: number, goal: number) => t("journal.ofGoal", { goal: f.number(goal, 0), pct: Math.min(100, Math.round((total / goal) * 100)) });
  return (
    <section className="card record-journal" id="journal" aria-labelledby="record-journal-title">
      <h2 id="record-journal-title">{t("journal.title")}</h2>
      <TableScroll label={t("journal.table")}>
        <table className="table">
          <caption className="visually-hidden">{t("journal.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("journal.day")}</th>
              <th scope="col" className="num">
                {t("journal.foods")}
              </th>
              <th scope="col" className="num">
                {t("journal.calories")}
              </th>
              <th scope="col" className="num">
                {t("journal.protein")}
              </th>
              <th scope="col" className="num">
                {t("journal.water", { unit: UNIT_NAMES[record.units].fluid })}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.journal.map((d) => (
              <tr key={d.date} aria-current={open?.day === d.date ? "true" : undefined}>
                <th scope="row">
                  <Link to={paths.patientDay(id, d.date)} preventScrollReset>
                    {f.shortDate(d.date)}
                  </Link>
                </th>
                <td className="num">{d.entries}</td>
                <td className="num">
                  {d.entries === 0 ? "—" : f.number(d.calories, 0)}
                  {d.entries && d.goal_calories ? ofGoal(d.calories, d.goal_calories) : ""}
                </td>
                <td className="num">{f.number(d.protein_calories, 0)}</td>
                <td className="num">{f.number(fluidOf(d.hydration, record.units), 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {open ? (
        <div className="record-day stack">
          <h3>{f.date(open.day)}</h3>
          {open.entries.length === 0 ? (
            <p className="muted">{t("journal.nothing")}</p>
          ) : (
            <ul className="plain-list record-entries">
              {open.entries.map((e) => (
                <li key={e.id}>
                  <span className="muted small">{tj(`meals.${e.meal}`)}</span> {e.recipe_name ?? e.food_name} · {entryAmount(tj, e)} · {t("journal.entryKcal", { calories: f.number(e.calories, 0) })}
                </li>
              ))}
            </ul>
          )}
          {open.progress.length ? (
            <p className="small">
              {open.progress
                .filter((p) => p.goal !== null)
                .map((p) => t("journal.progress", { label: tj(`goals.${p.key}`), total: f.number(p.total), goal: f.number(p.goal!), unit: tj(`units.${p.unit}`) }))
                .join(" · ")}
            </p>
          ) : null}
          {dayNotes.map((n) => (
            <p key={n.id} className="care-note">
              <strong>{said(n.author)}:</strong> {n.text} <span className="muted small">{t("journal.noteState", { state: t(n.read ? "journal.read" : "journal.notRead") })}</span>
            </p>
          ))}
          {open.day < record.firstNoteDay ? <p className="muted small">{t("journal.dayBeforeJoined")}</p> : <NoteForm day={open.day} today={record.today} />}
        </div>
      ) : (
        <p className="muted small">{t("journal.openDay")}</p>
      )}
    </section>
  );
}

export function NotesCard({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  const said = useMessage();
  return (
    <section className="card record-notes" aria-labelledby="record-notes-title">
      <h2 id="record-notes-title">{t("notes.title")}</h2>
      {record.notes.length === 0 ? <p className="muted">{t("notes.none")}</p> : null}
      <ul className="plain-list stack">
        {record.notes.map((n) => (
          <li key={n.id} className="care-note">
            <p className="small muted">
              {n.read
                ? t("notes.lineRead", { day: f.shortDate(n.date), author: said(n.author), readDay: f.shortDate(n.read_at!) })
                : t("notes.lineUnread", { day: f.shortDate(n.date), author: said(n.author) })}
            </p>
            <p>{n.text}</p>
          </li>
        ))}
      </ul>
      {record.day ? null : <NoteForm day={record.today} today={record.today} />}
    </section>
  );
}

export function FitnessCard({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  const f = useFormat();
  return (
    <section className="card" aria-labelledby="record-fitness-title">
      <h2 id="record-fitness-title">{t("fitness.title")}</h2>
      <TableScroll label={t("fitness.table")}>
        <table className="table">
          <caption className="visually-hidden">{t("fitness.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("fitness.week")}</th>
              <th scope="col" className="num">
                {t("fitness.minutes")}
              </th>
              <th scope="col" className="num">
                {t("fitness.calories")}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.fitness.map((w) => (
              <tr key={w.week}>
                <th scope="row">{f.shortDate(w.week)}</th>
                <td className="num">{f.number(w.minutes, 0)}</td>
                <td className="num">{f.number(w.calories, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

export function BadgesCard({ record }: { record: PatientRecord }) {
  const { t } = useTranslation("care");
  return (
    <section className="card" aria-labelledby="record-badges-title">
      <h2 id="record-badges-title">{t("badges.title")}</h2>
      {record.badges.length === 0 ? (
        <p className="muted">{t("badges.none")}</p>
      ) : (
        <ul className="tag-list">
          {record.badges.map((b) => (
            <li key={b.id} className="tag" title={b.description}>
              {b.name}
              {b.badge_count > 1 ? ` ×${b.badge_count}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
