import { Form } from "@remix-run/react";
import { DayField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { Medication } from "../catalogue.server";
import { SEVERITY_MAX, SEVERITY_MIN, SYMPTOMS } from "../codes";
import type { Regimen } from "../regimens.server";
import { ownEditSchema, ownRegimenSchema, sideEffectSchema, stopSchema, supplySchema } from "../schemas";
import { RegimenFields } from "./regimen-fields";
import { useMedTexts } from "./texts";

/**
 * The patient's forms: each a plain POST with its intent (working before JavaScript loads), checked
 * by the same schema in the browser and in the action. A create form is drawn afresh after its
 * success (the page keys it by the location, which the redirect changes).
 */

export function SupplementForm({ supplements, today }: { supplements: Medication[]; today: string }) {
  const reply = useReplyFor("add");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: "add-supplement", schema: ownRegimenSchema, lastResult: reply?.result, defaultValue: { schedule: "daily", times: "08:00", start_day: today } });
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <FormError id={form.errorId} errors={form.errors} />
      <RegimenFields fields={fields} medications={supplements} today={today} />
      <div className="form-actions">
        <SubmitButton intent="add" busyLabel={t("form.adding")}>
          {t("form.addSupplement")}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function SideEffectForm({ today }: { today: string }) {
  const reply = useReplyFor("side-effect");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: "side-effect", schema: sideEffectSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        <DayField meta={fields.day} label={t("form.day")} max={today} />
        <SelectField meta={fields.symptom} label={t("form.symptom")} empty={t("form.chooseSymptom")} options={SYMPTOMS.map((s) => ({ value: s, label: t(`symptoms.${s}`) }))} />
        <SelectField
          meta={fields.severity}
          label={t("form.howBad")}
          empty={t("form.chooseSeverity")}
          options={Array.from({ length: SEVERITY_MAX - SEVERITY_MIN + 1 }, (_, i) => ({ value: SEVERITY_MIN + i, label: t(`severity.${SEVERITY_MIN + i}`) }))}
        />
      </div>
      <Field meta={fields.note} label={t("form.note")} placeholder={t("form.notePlaceholder")} />
      <div className="form-actions">
        <SubmitButton intent="side-effect" busyLabel={t("today.saving")}>
          {t("form.recordSideEffect")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The patient's own supplement: its dose (from today), instructions and supply. */
export function OwnEditForm({ r }: { r: Regimen }) {
  const reply = useReplyFor("edit");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({
    id: "edit-regimen",
    schema: ownEditSchema,
    lastResult: reply?.result,
    defaultValue: { dose: r.dose === null ? "" : String(r.dose), instructions: r.instructions, supply: r.supply ? String(r.supply.left) : "" },
  });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        <NumberField meta={fields.dose} label={t("text.doseIn", { unit: t(`units.${r.unit}`) })} hint={t("form.newDoseHint")} />
        <NumberField meta={fields.supply} label={t("form.dosesOnHand")} integer />
      </div>
      <TextareaField meta={fields.instructions} label={t("form.instructions")} rows={2} />
      <div className="form-actions">
        <SubmitButton intent="edit">{t("form.saveChanges")}</SubmitButton>
      </div>
    </Form>
  );
}

export function SupplyForm({ r }: { r: Regimen }) {
  const reply = useReplyFor("supply");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: "supply", schema: supplySchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
      <NumberField meta={fields.supply} label={t("form.dosesOnHandNow")} integer placeholder={r.supply ? String(r.supply.left) : undefined} />
      <SubmitButton intent="supply" className="btn btn-secondary">
        {t("form.saveSupply")}
      </SubmitButton>
    </Form>
  );
}

export function StopOwnForm() {
  const reply = useReplyFor("stop");
  const { t } = useMedTexts();
  const [form, fields] = useSchemaForm({ id: "stop", schema: stopSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.reason} label={t("form.whyStop")} />
      <div className="form-actions">
        <SubmitButton intent="stop" className="btn btn-danger-outline" busyLabel={t("form.stopping")}>
          {t("form.stopTaking")}
        </SubmitButton>
      </div>
    </Form>
  );
}
