/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { DayField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { Medication } from "../catalogue.server";
import { MED_TEXT, SEVERITY_LABELS, SEVERITY_MAX, SEVERITY_MIN, SYMPTOM_LABELS, SYMPTOMS, UNIT_TEXT } from "../codes";
import type { Regimen } from "../regimens.server";
import { ownEditSchema, ownRegimenSchema, sideEffectSchema, stopSchema, supplySchema } from "../schemas";
import { RegimenFields } from "./regimen-fields";

/**
 * The patient's forms: each a plain POST with its intent (working before JavaScript loads), checked
 * by the same schema in the browser and in the action. A create form is drawn afresh after its
 * success (the page keys it by the location, which the redirect changes).
 */

export function SupplementForm({ supplements, today }: { supplements: Medication[]; today: string }) {
  const reply = useReplyFor("add");
  const [form, fields] = useSchemaForm({ id: "add-supplement", schema: ownRegimenSchema, lastResult: reply?.result, defaultValue: { schedule: "daily", times: "08:00", start_day: today } });
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <FormError id={form.errorId} errors={form.errors} />
      <RegimenFields fields={fields} medications={supplements} today={today} />
      <div className="form-actions">
        <SubmitButton intent="add" busyLabel="Adding…">
          Add supplement
        </SubmitButton>
      </div>
    </Form>
  );
}

export function SideEffectForm({ today }: { today: string }) {
  const reply = useReplyFor("side-effect");
  const [form, fields] = useSchemaForm({ id: "side-effect", schema: sideEffectSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        <DayField meta={fields.day} label="Day" max={today} />
        <SelectField meta={fields.symptom} label="Symptom" empty="Choose a symptom" options={SYMPTOMS.map((s) => ({ value: s, label: SYMPTOM_LABELS[s] }))} />
        <SelectField
          meta={fields.severity}
          label="How bad"
          empty="Choose 1 to 5"
          options={Array.from({ length: SEVERITY_MAX - SEVERITY_MIN + 1 }, (_, i) => ({ value: SEVERITY_MIN + i, label: SEVERITY_LABELS[SEVERITY_MIN + i] }))}
        />
      </div>
      <Field meta={fields.note} label="Note (optional)" placeholder="When it happened, what helped" />
      <div className="form-actions">
        <SubmitButton intent="side-effect" busyLabel="Saving…">
          Record side effect
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The patient's own supplement: its dose (from today), instructions and supply. */
export function OwnEditForm({ r }: { r: Regimen }) {
  const reply = useReplyFor("edit");
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
        <NumberField meta={fields.dose} label={MED_TEXT.doseIn(UNIT_TEXT[r.unit].many)} hint="A new dose applies from today; earlier days keep theirs." />
        <NumberField meta={fields.supply} label="Doses on hand" integer />
      </div>
      <TextareaField meta={fields.instructions} label="Instructions" rows={2} />
      <div className="form-actions">
        <SubmitButton intent="edit">Save changes</SubmitButton>
      </div>
    </Form>
  );
}

export function SupplyForm({ r }: { r: Regimen }) {
  const reply = useReplyFor("supply");
  const [form, fields] = useSchemaForm({ id: "supply", schema: supplySchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
      <NumberField meta={fields.supply} label="Doses on hand now" integer placeholder={r.supply ? String(r.supply.left) : undefined} />
      <SubmitButton intent="supply" className="btn btn-secondary">
        Save supply
      </SubmitButton>
    </Form>
  );
}

export function StopOwnForm() {
  const reply = useReplyFor("stop");
  const [form, fields] = useSchemaForm({ id: "stop", schema: stopSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.reason} label="Why you stop (optional)" />
      <div className="form-actions">
        <SubmitButton intent="stop" className="btn btn-danger-outline" busyLabel="Stopping…">
          Stop taking it
        </SubmitButton>
      </div>
    </Form>
  );
}
