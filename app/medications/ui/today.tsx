/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { FormError, FormNotice, SubmitButton } from "~/ui/forms";
import { formatLongDate, formatTime } from "~/ui/format";
import { type RowForm, useRowForms } from "~/ui/row-forms";
import { doseText, type InjectionSite, MED_TEXT, SITE_LABELS, SKIP_LABELS, SKIP_REASONS, SLOT_LABELS, INJECTION_SITES } from "../codes";
import type { MedicationOverview, TodayDose } from "../overview.server";
import { doseSchema } from "../schemas";
import { RowSelect, RowTimeField } from "./fields";

/**
 * Today's doses on /medications (issue 38): each with one action, Took it (the time, now by default;
 * where for an injection, the next site in rotation suggested) or Skip (why); a recorded dose can be
 * undone. Plain forms posting to the page, so they work before JavaScript loads.
 */

const SITE_OPTIONS = INJECTION_SITES.map((s) => ({ value: s, label: SITE_LABELS[s] }));
const REASON_OPTIONS = SKIP_REASONS.map((r) => ({ value: r, label: SKIP_LABELS[r] }));

/** The row's key: what the action names its reply by. */
export const doseRowKey = (d: { regimen: number; due_day: string; slot: string | null }) => `${d.regimen}:${d.due_day}:${d.slot ?? ""}`;

function when(d: TodayDose, today: string) {
  if (d.status === "as_needed") return MED_TEXT.asNeeded;
  if (d.schedule === "weekly") return d.due_day === today ? MED_TEXT.weeklyToday(formatTime(d.slot ?? "00:00")) : MED_TEXT.weeklyDue(formatLongDate(d.due_day));
  return d.slot ? formatTime(d.slot) : "";
}

function StatusTag({ d }: { d: TodayDose }) {
  if (d.status === "as_needed") return null;
  return <span className={`tag dose-status dose-${d.status}`}>{SLOT_LABELS[d.status]}</span>;
}

function TookIt({ d, o, rowForm }: { d: TodayDose; o: Pick<MedicationOverview, "today" | "time" | "sites">; rowForm: RowForm }) {
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="inline-form dose-form" preventScrollReset>
      <input type="hidden" name="row" value={doseRowKey(d)} />
      <input type="hidden" name="regimen" value={d.regimen} />
      <input type="hidden" name="day" value={o.today} />
      {d.schedule === "daily" && d.slot ? <input type="hidden" name="slot" value={d.slot} /> : null}
      <input type="hidden" name="status" value="taken" />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <FormNotice reply={rowForm.reply} />
      <RowTimeField meta={rowForm.field("time")} label="Time taken" defaultValue={o.time} />
      {d.kind === "injection" ? <RowSelect meta={rowForm.field("site")} label="Site" options={SITE_OPTIONS} defaultValue={o.sites.next} /> : null}
      <SubmitButton intent="take" className="btn btn-primary btn-sm" busyLabel="Saving…">
        Took it<span className="visually-hidden"> {d.name}</span>
      </SubmitButton>
    </Form>
  );
}

function Skip({ d, today, rowForm }: { d: TodayDose; today: string; rowForm: RowForm }) {
  return (
    <Form method="post" noValidate onSubmit={rowForm.onSubmit} onInput={rowForm.onInput} className="inline-form dose-form" preventScrollReset>
      <input type="hidden" name="row" value={doseRowKey(d)} />
      <input type="hidden" name="regimen" value={d.regimen} />
      <input type="hidden" name="day" value={d.due_day < today ? d.due_day : today} />
      {d.schedule === "daily" && d.slot ? <input type="hidden" name="slot" value={d.slot} /> : null}
      <input type="hidden" name="status" value="skipped" />
      <FormError id={rowForm.formErrorId} errors={rowForm.formErrors} />
      <RowSelect meta={rowForm.field("reason")} label="Why skipped" options={REASON_OPTIONS} empty="Choose a reason" />
      <SubmitButton intent="skip" className="btn btn-secondary btn-sm" busyLabel="Saving…">
        Skip<span className="visually-hidden"> {d.name}</span>
      </SubmitButton>
    </Form>
  );
}

function Recorded({ d }: { d: TodayDose }) {
  const r = d.record!;
  return (
    <div className="dose-recorded">
      <span>
        {r.status === "taken"
          ? MED_TEXT.takenAt(formatTime(r.taken_time ?? "00:00"), r.site ? SITE_LABELS[r.site as InjectionSite] : null)
          : MED_TEXT.skippedBecause(SKIP_LABELS[r.reason ?? "other"])}
      </span>
      <Form method="post" preventScrollReset className="inline">
        <input type="hidden" name="id" value={r.id} />
        <SubmitButton intent="undo" className="btn btn-ghost btn-sm" busyLabel="Undoing…">
          Undo<span className="visually-hidden"> {d.name}</span>
        </SubmitButton>
      </Form>
    </div>
  );
}

export function TodayDoses({ o }: { o: Pick<MedicationOverview, "today" | "time" | "sites" | "todayDoses"> }) {
  const rowForm = useRowForms(doseSchema);
  const injections = o.todayDoses.some((d) => d.kind === "injection" && !d.record);
  return (
    <section className="card meds-today" aria-labelledby="meds-today-title">
      <h2 id="meds-today-title">Today</h2>
      {o.todayDoses.length === 0 ? (
        <p className="muted">No doses today.</p>
      ) : (
        <>
          {injections ? (
            <p className="muted small">
              {MED_TEXT.nextSite(SITE_LABELS[o.sites.next])}
              {o.sites.last && o.sites.repeated ? <span className="notice notice-warning dose-site-warning"> {MED_TEXT.sameSiteTwice(SITE_LABELS[o.sites.last])}</span> : null}
            </p>
          ) : null}
          <ul className="plain-list dose-list">
            {o.todayDoses.map((d) => {
              const key = d.record ? `r${d.record.id}` : doseRowKey(d);
              return (
                <li key={key} className="dose-row">
                  <div className="dose-what">
                    <strong>{d.name}</strong> <span>{doseText(d.dose, d.unit)}</span>
                    <span className="muted small">{when(d, o.today)}</span>
                    <StatusTag d={d} />
                  </div>
                  {d.record ? (
                    <Recorded d={d} />
                  ) : (
                    <div className="dose-actions">
                      <TookIt d={d} o={o} rowForm={rowForm(`take:${doseRowKey(d)}`, `take-${doseRowKey(d).replace(/\W/g, "-")}`)} />
                      {d.status !== "as_needed" ? <Skip d={d} today={o.today} rowForm={rowForm(`skip:${doseRowKey(d)}`, `skip-${doseRowKey(d).replace(/\W/g, "-")}`)} /> : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
