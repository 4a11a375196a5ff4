import { Form } from "@remix-run/react";
import { Trans } from "~/i18n/use-translation";
import { CheckboxField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { Medication } from "../catalogue.server";
import type { PatientMedications } from "../care.server";
import type { RegimenOverview } from "../overview.server";
import { changeDoseSchema, clinicStopSchema, pauseSchema, prescribeSchema } from "../schemas";
import { SideEffectChartCard } from "./chart";
import { RegimenFields } from "./regimen-fields";
import { RecentDoses, RegimenFacts, StatusTag, StepsTable } from "./regimens";
import { useMedTexts } from "./texts";

const hidden = [<span key="name" className="visually-hidden" />];

/**
 * The medicines on the care team's record of a patient (issue 38): each regimen with its facts,
 * dose steps and recent doses, the side-effect chart, and the actions: prescribe, change the dose
 * from a day, pause, resume, stop. Each a plain form posting to the record with its intent
 * (`med-…`), so they work before JavaScript loads. The portal records the clinic's decision; the
 * strengths offered are the formulary's, never a suggestion.
 */

function ChangeDoseForm({ r, strengths, today }: { r: RegimenOverview; strengths: number[]; today: string }) {
  const key = `med-dose:${r.id}`;
  const reply = useReplyFor(key);
  const { t, dose } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: `med-dose-${r.id}`, schema: changeDoseSchema, lastResult: reply?.result, defaultValue: { from_day: today } });
  return (
    <Form method="post" {...formProps(form)} className="stack med-change-form" preventScrollReset>
      <input type="hidden" name="regimen" value={r.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        {strengths.length ? (
          <SelectField meta={fields.dose} label={t("care.newDose")} empty={t("care.chooseStrength")} options={strengths.map((s) => ({ value: s, label: dose(s, r.unit) }))} />
        ) : (
          <NumberField meta={fields.dose} label={t("care.newDose")} />
        )}
        <Field meta={fields.from_day} label={t("care.from")} type="date" />
        <Field meta={fields.note} label={t("care.note")} />
      </div>
      <div className="form-actions">
        <SubmitButton intent="med-dose" className="btn btn-secondary btn-sm">
          <Trans t={t} i18nKey="care.changeDose" values={{ name: r.medication.name }} components={hidden} />
        </SubmitButton>
      </div>
    </Form>
  );
}

function PauseForm({ r }: { r: RegimenOverview }) {
  const intent = r.status === "paused" ? "med-resume" : "med-pause";
  const key = `${intent}:${r.id}`;
  const reply = useReplyFor(key);
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: `${intent}-${r.id}`, schema: pauseSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
      <input type="hidden" name="regimen" value={r.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.note} label={r.status === "paused" ? t("care.resumeNote") : t("care.pauseNote")} />
      <SubmitButton intent={intent} className="btn btn-secondary btn-sm">
        <Trans t={t} i18nKey={r.status === "paused" ? "care.resume" : "care.pause"} values={{ name: r.medication.name }} components={hidden} />
      </SubmitButton>
    </Form>
  );
}

function StopForm({ r }: { r: RegimenOverview }) {
  const key = `med-stop:${r.id}`;
  const reply = useReplyFor(key);
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: `med-stop-${r.id}`, schema: clinicStopSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
      <input type="hidden" name="regimen" value={r.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.reason} label={t("care.reasonToStop")} />
      <SubmitButton intent="med-stop" className="btn btn-danger-outline btn-sm">
        <Trans t={t} i18nKey="care.stop" values={{ name: r.medication.name }} components={hidden} />
      </SubmitButton>
    </Form>
  );
}

function RegimenCard({ r, formulary, today }: { r: RegimenOverview; formulary: Medication[]; today: string }) {
  const { t, dose } = useMedTexts();
  const strengths = formulary.find((m) => m.id === r.medication.id)?.strengths ?? [];
  return (
    <li className="regimen-item care-regimen">
      <div className="regimen-head">
        <span className="regimen-name">{r.medication.name}</span>
        <span>{dose(r.dose, r.unit)}</span>
        <StatusTag status={r.status} />
      </div>
      <RegimenFacts r={r} adherence={r.adherence} />
      <details className="care-regimen-more">
        <summary>{t("care.more")}</summary>
        <StepsTable r={r} today={today} />
        <RecentDoses r={r} limit={14} />
      </details>
      {r.status === "stopped" ? null : (
        <div className="care-regimen-actions">
          {r.status === "active" ? <ChangeDoseForm r={r} strengths={strengths} today={today} /> : null}
          <PauseForm r={r} />
          <StopForm r={r} />
        </div>
      )}
    </li>
  );
}

export function MedicationsCard({ meds, formulary }: { meds: PatientMedications; formulary: Medication[] }) {
  const { t } = useMedTexts();
  const current = meds.regimens.filter((r) => r.status !== "stopped");
  const stopped = meds.regimens.filter((r) => r.status === "stopped");
  return (
    <section className="card" id="medications" aria-labelledby="record-meds-title">
      <h2 id="record-meds-title">{t("care.title")}</h2>
      {meds.regimens.length === 0 ? <p className="muted">{t("care.empty")}</p> : null}
      <ul className="plain-list regimen-list">
        {current.map((r) => (
          <RegimenCard key={r.id} r={r} formulary={formulary} today={meds.today} />
        ))}
      </ul>
      {stopped.length ? (
        <details>
          <summary>{t("care.stopped", { count: stopped.length })}</summary>
          <ul className="plain-list regimen-list">
            {stopped.map((r) => (
              <RegimenCard key={r.id} r={r} formulary={formulary} today={meds.today} />
            ))}
          </ul>
        </details>
      ) : null}
      {meds.chart ? <SideEffectChartCard chart={meds.chart} embedded /> : null}
    </section>
  );
}

/** Prescribe: the formulary's medicine, a strength, the schedule; optionally its label's dose steps from that strength. */
export function PrescribeForm({ formulary, today }: { formulary: Medication[]; today: string }) {
  const reply = useReplyFor("med-prescribe");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: "med-prescribe", schema: prescribeSchema, lastResult: reply?.result, defaultValue: { start_day: today } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <RegimenFields fields={fields} medications={formulary} today={today} />
      <div className="form-grid form-grid-3">
        <CheckboxField meta={fields.titrate} label={t("care.titrate")} hint={t("care.titrateHint")} />
        <NumberField meta={fields.titrate_to} label={t("care.upTo")} hint={t("care.upToHint")} />
      </div>
      <div className="form-actions">
        <SubmitButton intent="med-prescribe" busyLabel={t("care.prescribing")}>
          {t("care.prescribe")}
        </SubmitButton>
      </div>
    </Form>
  );
}
