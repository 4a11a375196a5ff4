/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { FormError, formProps, HiddenField, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { WIZARD_MODES } from "../mode";
import { nutrientStepSchema } from "../schemas";
import type { WizardData } from "../types";
import { fmt } from "./common";

/** Step 2, Nutrient Data: every value per base weight as one form, or a table to read. */


export function NutrientsStep({ data }: { data: WizardData }) {
  const info = WIZARD_MODES[data.mode];
  const [form, fields] = useSchemaForm({
    id: `food-nutrients-${data.food?.id}`,
    lastResult: useReplyFor("nutrients")?.result,
    defaultValue: { values: data.nutrients.map((n) => ({ id: String(n.id), nut_val: fmt(n.nut_val) })) },
    schema: nutrientStepSchema,
  });
  if (data.nutrients.length === 0) return <p className="muted">No data found!</p>;
  if (info.readOnly) {
    return (
      <table className="table nutrient-table">
        <caption className="visually-hidden">Nutrient values per {fmt(data.food?.base_weight ?? 100)} g</caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Unit</th>
            <th scope="col" className="num">
              Per {fmt(data.food?.base_weight ?? 100)} g
            </th>
          </tr>
        </thead>
        <tbody>
          {data.nutrients.map((n) => (
            <tr key={n.id}>
              <td>{n.nut_data.name}</td>
              <td>{n.nut_data.units}</td>
              <td className="num">{fmt(n.nut_val)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const rows = fields.values.getFieldList();
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <p className="field-hint">Values per {fmt(data.food?.base_weight ?? 100)} g of the food, from 0 to 9999 (up to 3 decimals).</p>
      <FormError id={form.errorId} errors={form.errors} />
      <table className="table nutrient-table">
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Unit</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const n = data.nutrients[i];
            const f = row.getFieldset();
            return (
              <tr key={row.key}>
                <td>{n?.nut_data.name}</td>
                <td>{n?.nut_data.units}</td>
                <td>
                  <HiddenField meta={f.id} />
                  <NumberField meta={f.nut_val} label={`${n?.nut_data.name} (${n?.nut_data.units})`} hideLabel />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <SubmitButton intent="nutrients">Save &amp; Next</SubmitButton>
      </div>
    </Form>
  );
}
