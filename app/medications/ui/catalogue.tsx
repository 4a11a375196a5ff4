/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link } from "@remix-run/react";
import { paths } from "~/paths";
import { CheckboxField, Field, FormError, formProps, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { TableScroll } from "~/ui/table-scroll";
import type { Medication } from "../catalogue.server";
import { DOSE_UNITS, doseText, KIND_LABELS, MEDICATION_KINDS, ROUTE_LABELS, ROUTES, SCHEDULE_LABELS, SCHEDULES, scheduleText } from "../codes";
import { catalogueSchema } from "../schemas";

/** The formulary's screens for programme administrators (issue 38): the list, and one entry's form. */

const stepsText = (m: Medication) => m.steps.map((s) => (s.weeks === null ? `${s.dose}` : `${s.dose}:${s.weeks}`)).join(", ");

export function CatalogueTable({ entries }: { entries: Medication[] }) {
  return (
    <TableScroll label="The formulary">
      <table className="table catalogue-table">
        <caption className="visually-hidden">Medicines and supplements of the programme</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Strengths</th>
            <th scope="col">Usual schedule</th>
            <th scope="col">Dose steps</th>
            <th scope="col">Prescription</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((m) => (
            <tr key={m.id} className={m.retired ? "catalogue-retired" : undefined}>
              <th scope="row">
                <Link to={paths.medicationsCatalogueEntry(m.id)}>{m.name}</Link>
                <span className="muted small catalogue-generic">{m.generic_name}</span>
                {m.retired ? <span className="tag tag-muted">Retired</span> : null}
              </th>
              <td>{KIND_LABELS[m.kind]}</td>
              <td>{m.strengths.map((s) => doseText(s, m.unit)).join(", ")}</td>
              <td>{scheduleText({ kind: m.usual_schedule, times: m.usual_times, weekday: null })}</td>
              <td>{m.steps.length ? m.steps.map((s) => doseText(s.dose, m.unit)).join(" → ") : "—"}</td>
              <td>{m.prescription ? "Yes" : "No"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function CatalogueForm({ entry, intent, submitLabel }: { entry: Medication | null; intent: "create" | "save"; submitLabel: string }) {
  const reply = useReplyFor(intent);
  const [form, fields] = useSchemaForm({
    id: `catalogue-${intent}`,
    schema: catalogueSchema,
    lastResult: reply?.result,
    defaultValue: entry
      ? {
          name: entry.name,
          generic_name: entry.generic_name,
          kind: entry.kind,
          route: entry.route,
          unit: entry.unit,
          strengths: entry.strengths.join(", "),
          prescription: entry.prescription ? "on" : undefined,
          usual_schedule: entry.usual_schedule,
          usual_times: entry.usual_times.join(", "),
          steps: stepsText(entry),
          plan_note: entry.plan_note,
          source: entry.source,
        }
      : { usual_schedule: "daily", prescription: "on" },
  });
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid">
        <Field meta={fields.name} label="Name" />
        <Field meta={fields.generic_name} label="Generic name" />
      </div>
      <div className="form-grid form-grid-3">
        <SelectField meta={fields.kind} label="Kind" empty="Choose a kind" options={MEDICATION_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))} />
        <SelectField meta={fields.route} label="Route" empty="Choose a route" options={ROUTES.map((r) => ({ value: r, label: ROUTE_LABELS[r] }))} />
        <SelectField meta={fields.unit} label="Unit of every dose" empty="Choose a unit" options={DOSE_UNITS.map((u) => ({ value: u, label: u }))} />
      </div>
      <Field meta={fields.strengths} label="Strengths" placeholder="0.25, 0.5, 1, 1.7, 2.4" hint="In the unit above, with commas." />
      <CheckboxField meta={fields.prescription} label="Needs a prescription (patients cannot add it themselves)" />
      <div className="form-grid">
        <SelectField meta={fields.usual_schedule} label="Usual schedule" options={SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }))} />
        <Field meta={fields.usual_times} label="Usual times" placeholder="08:00, 20:00" />
      </div>
      <Field meta={fields.steps} label="Dose-step plan (optional)" placeholder="0.25:4, 0.5:4, 1:4, 1.7:4, 2.4" hint="Each step a dose and its weeks, with commas; the last step's weeks left out (kept from then on)." />
      <TextareaField meta={fields.plan_note} label="Plan note" rows={2} />
      <TextareaField meta={fields.source} label="Source of the steps (the product's label)" rows={2} hint="The label's name, section and link." />
      <div className="form-actions">
        <SubmitButton intent={intent}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
