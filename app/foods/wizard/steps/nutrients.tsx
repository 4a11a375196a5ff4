import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { FormError, formProps, HiddenField, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { WIZARD_MODES } from "../mode";
import { nutrientStepSchema } from "../schemas";
import type { WizardData } from "../types";

/** Step 2, Nutrient Data: every value per base weight as one form, or a table to read. */


export function NutrientsStep({ data }: { data: WizardData }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const info = WIZARD_MODES[data.mode];
  // What is typed back into an input stays a plain number ("1234.5"); what is read, the page's.
  const typed = (n: number) => String(Number(n.toFixed(3)));
  const shown = (n: number) => f.number(n, 3);
  const grams = shown(data.food?.base_weight ?? 100);
  const [form, fields] = useSchemaForm({
    id: `food-nutrients-${data.food?.id}`,
    lastResult: useReplyFor("nutrients")?.result,
    defaultValue: { values: data.nutrients.map((n) => ({ id: String(n.id), nut_val: typed(n.nut_val) })) },
    schema: nutrientStepSchema,
  });
  if (data.nutrients.length === 0) return <p className="muted">{t("empty.data")}</p>;
  if (info.readOnly) {
    return (
      <table className="table nutrient-table">
        <caption className="visually-hidden">{t("wizard.nutrients.caption", { grams })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("table.nutrient")}</th>
            <th scope="col">{t("table.unit")}</th>
            <th scope="col" className="num">
              {t("table.per", { grams })}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.nutrients.map((n) => (
            <tr key={n.id}>
              <td>{n.nut_data.name}</td>
              <td>{n.nut_data.units}</td>
              <td className="num">{shown(n.nut_val)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const rows = fields.values.getFieldList();
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <p className="field-hint">{t("wizard.nutrients.hint", { grams })}</p>
      <FormError id={form.errorId} errors={form.errors} />
      <table className="table nutrient-table">
        <thead>
          <tr>
            <th scope="col">{t("table.nutrient")}</th>
            <th scope="col">{t("table.unit")}</th>
            <th scope="col">{t("wizard.nutrients.value")}</th>
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
                  <NumberField meta={f.nut_val} label={t("wizard.nutrients.inputLabel", { name: n?.nut_data.name ?? "", unit: n?.nut_data.units ?? "" })} hideLabel />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="form-actions">
        <SubmitButton intent="nutrients">{t("wizard.saveNext")}</SubmitButton>
      </div>
    </Form>
  );
}
