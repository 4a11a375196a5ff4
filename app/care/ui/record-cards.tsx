/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { mealLabel } from "~/journal/codes";
import { fluidOf, UNIT_NAMES } from "~/domain/units";
import { paths } from "~/paths";
import { formatDate, formatNumber, formatShortDate, formatTime } from "~/i18n/format";
import { TableScroll } from "~/ui/table-scroll";
import { CARE_MSG } from "../codes";
import type { PatientRecord } from "../record.server";
import { FLAG_MEANINGS, FlagTag } from "./flags";
import { NoteForm, ReviewForm } from "./record-forms";

/** The parts of a patient's record (/patients/{id}); each a card with its heading. */

const weight = (v: number | null, unit = "") => (v === null ? "—" : `${formatNumber(v)}${unit}`);
const signed = (v: number | null, unit = "") => (v === null ? "—" : `${v > 0 ? "+" : v < 0 ? "−" : ""}${formatNumber(Math.abs(v))}${unit}`);

/**
 * The record's headline. The first two cards are the trend's (the weigh-ins smoothed, as the
 * patient's /progress shows it), and say so; the last weigh-in itself has its own card with its
 * weight, so the two are never read for each other (issue 36).
 */
export function Headline({ record }: { record: PatientRecord }) {
  const h = record.headline;
  const last = record.overview.current;
  const unit = UNIT_NAMES[record.units].weight;
  const visit = h.next_appointment ? `Next visit ${formatShortDate(h.next_appointment.date)}, ${formatTime(h.next_appointment.time)}` : "No visit booked";
  const items: [string, string, string?][] = [
    ["Start → trend weight", `${weight(h.start_weight)} → ${weight(h.trend_weight, ` ${unit}`)}`, h.weeks ? `${h.weeks} weeks on the programme` : "New to the programme"],
    ["Trend change since start", `${signed(h.change, ` ${unit}`)}`, h.change_pct === null ? undefined : `${signed(h.change_pct, " %")} of start`],
    ["Trend rate, last 4 weeks", h.rate === null ? "—" : `${signed(h.rate)} ${unit}/week`],
    ["Journal", `${h.journal_days} of 14 days`, `${formatNumber(h.exercise_minutes, 0)} min exercise in 7 days`],
    ["Last weigh-in", last ? weight(last.weight, ` ${unit}`) : "None yet", last ? `${formatShortDate(last.date)} · ${visit}` : visit],
  ];
  return (
    <ul className="plain-list record-stats" aria-label="Summary">
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
  return (
    <section className="card record-flags" aria-labelledby="record-flags-title">
      <h2 id="record-flags-title">Flags</h2>
      {record.flags.length === 0 ? <p className="muted">Nothing needs a look: no flag is open.</p> : null}
      <ul className="plain-list stack">
        {record.flags.map((f) => (
          <li key={f.code} className={f.reviewed ? "record-flag is-reviewed" : "record-flag"}>
            <p>
              <FlagTag code={f.code} since={f.since} reviewed={f.reviewed} /> <span className="muted small">since {formatShortDate(f.since)}</span>
            </p>
            <p className="small">{FLAG_MEANINGS[f.code]}</p>
            {f.review ? (
              <p className="small review-note">
                Reviewed by {f.review.by ?? "staff"} on {formatDate(f.review.at)}: “{f.review.note}”. It stays quiet until it clears and comes back.
              </p>
            ) : (
              <ReviewForm code={f.code} />
            )}
          </li>
        ))}
      </ul>
      {record.history.length ? (
        <details className="flag-history">
          <summary>History of flags ({record.history.length})</summary>
          <TableScroll label="Flag history">
            <table className="table">
              <caption className="visually-hidden">Every flag raised, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Flag</th>
                  <th scope="col">Raised</th>
                  <th scope="col">Cleared</th>
                  <th scope="col">Review</th>
                </tr>
              </thead>
              <tbody>
                {record.history.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{e.label}</th>
                    <td>{formatShortDate(e.since)}</td>
                    <td>{e.cleared_on ? formatShortDate(e.cleared_on) : "Open"}</td>
                    <td>{e.reviewed_at ? `${e.reviewed_by ?? "Staff"}, ${formatShortDate(e.reviewed_at)}: “${e.review_note}”` : "—"}</td>
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
  if (record.weighIns.length === 0) return <p className="muted">No weigh-ins yet.</p>;
  const unit = UNIT_NAMES[record.units].weight;
  return (
    <TableScroll label="Latest weigh-ins">
      <table className="table">
        <caption className="visually-hidden">The latest weigh-ins, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="num">
              Weight ({unit})
            </th>
            <th scope="col" className="num">
              Change ({unit})
            </th>
            <th scope="col">Entered by</th>
          </tr>
        </thead>
        <tbody>
          {record.weighIns.map((w) => (
            <tr key={w.id}>
              <th scope="row">{formatShortDate(w.start_date)}</th>
              <td className="num">{formatNumber(w.weight)}</td>
              <td className="num">{signed(w.w_delta)}</td>
              <td>{w.member_created ? "The patient" : `Clinic${w.entered_by ? ` (${w.entered_by})` : ""}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const pct = (total: number, goal: number | null) => (goal ? ` (${Math.min(100, Math.round((total / goal) * 100))} %)` : "");

export function JournalCard({ record }: { record: PatientRecord }) {
  const id = record.patient.id;
  const open = record.day;
  const dayNotes = open ? record.notes.filter((n) => n.date === open.day) : [];
  return (
    <section className="card record-journal" id="journal" aria-labelledby="record-journal-title">
      <h2 id="record-journal-title">Journal, last 14 days</h2>
      <TableScroll label="Journal by day">
        <table className="table">
          <caption className="visually-hidden">Each day&apos;s totals against the goal in force, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">
                Foods
              </th>
              <th scope="col" className="num">
                Calories (of goal)
              </th>
              <th scope="col" className="num">
                Protein cal
              </th>
              <th scope="col" className="num">
                Water ({UNIT_NAMES[record.units].fluid})
              </th>
            </tr>
          </thead>
          <tbody>
            {record.journal.map((d) => (
              <tr key={d.date} aria-current={open?.day === d.date ? "true" : undefined}>
                <th scope="row">
                  <Link to={paths.patientDay(id, d.date)} preventScrollReset>
                    {formatShortDate(d.date)}
                  </Link>
                </th>
                <td className="num">{d.entries}</td>
                <td className="num">
                  {d.entries === 0 ? "—" : formatNumber(d.calories, 0)}
                  {d.entries && d.goal_calories ? ` / ${formatNumber(d.goal_calories, 0)}${pct(d.calories, d.goal_calories)}` : ""}
                </td>
                <td className="num">{formatNumber(d.protein_calories, 0)}</td>
                <td className="num">{formatNumber(fluidOf(d.hydration, record.units), 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {open ? (
        <div className="record-day stack">
          <h3>{formatDate(open.day)}</h3>
          {open.entries.length === 0 ? (
            <p className="muted">Nothing logged that day.</p>
          ) : (
            <ul className="plain-list record-entries">
              {open.entries.map((e) => (
                <li key={e.id}>
                  <span className="muted small">{mealLabel(e.meal)}</span> {e.recipe_name ?? e.food_name} · {e.amount} · {formatNumber(e.calories, 0)} kcal
                </li>
              ))}
            </ul>
          )}
          {open.progress.length ? (
            <p className="small">
              {open.progress
                .filter((p) => p.goal !== null)
                .map((p) => `${p.label} ${formatNumber(p.total)} of ${formatNumber(p.goal!)} ${p.unit}`)
                .join(" · ")}
            </p>
          ) : null}
          {dayNotes.map((n) => (
            <p key={n.id} className="care-note">
              <strong>{n.author}:</strong> {n.text} <span className="muted small">({n.read ? "read" : "not read yet"})</span>
            </p>
          ))}
          {open.day < record.firstNoteDay ? <p className="muted small">{CARE_MSG.dayBeforeJoined}</p> : <NoteForm day={open.day} today={record.today} />}
        </div>
      ) : (
        <p className="muted small">Open a day to read its entries and leave the patient a note on it.</p>
      )}
    </section>
  );
}

export function NotesCard({ record }: { record: PatientRecord }) {
  return (
    <section className="card record-notes" aria-labelledby="record-notes-title">
      <h2 id="record-notes-title">Notes to the patient</h2>
      {record.notes.length === 0 ? <p className="muted">No notes yet.</p> : null}
      <ul className="plain-list stack">
        {record.notes.map((n) => (
          <li key={n.id} className="care-note">
            <p className="small muted">
              On {formatShortDate(n.date)} · {n.author} · {n.read ? `read ${formatShortDate(n.read_at!)}` : "not read yet"}
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
  return (
    <section className="card" aria-labelledby="record-fitness-title">
      <h2 id="record-fitness-title">Exercise by week</h2>
      <TableScroll label="Minutes and calories a week">
        <table className="table">
          <caption className="visually-hidden">Minutes and calories burned a week, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col" className="num">
                Minutes
              </th>
              <th scope="col" className="num">
                Calories burned
              </th>
            </tr>
          </thead>
          <tbody>
            {record.fitness.map((w) => (
              <tr key={w.week}>
                <th scope="row">{formatShortDate(w.week)}</th>
                <td className="num">{formatNumber(w.minutes, 0)}</td>
                <td className="num">{formatNumber(w.calories, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

export function BadgesCard({ record }: { record: PatientRecord }) {
  return (
    <section className="card" aria-labelledby="record-badges-title">
      <h2 id="record-badges-title">Badges</h2>
      {record.badges.length === 0 ? (
        <p className="muted">No badges yet.</p>
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
