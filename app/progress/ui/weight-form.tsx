import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { CheckboxField, DayField, formProps, FormNotice, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { weightEntrySchemaFor } from "../schemas";
import type { WeightHistoryRow } from "../weights.server";

const valueOf = (v: number | null) => (v === null ? undefined : String(v));

/**
 * Add Weight, and editing one of the member's own entries: the weight (in the member's units) is required;
 * body composition and vitals are optional. Errors across fields (blood pressure, masses) show
 * under "general" at the top, as the server keys them.
 */
export function WeightForm({
  mode,
  entry,
  today,
  cancelTo,
  submitLabel,
  units = "imperial",
}: {
  mode: "add" | "edit";
  entry?: WeightHistoryRow;
  today: string;
  cancelTo: string;
  submitLabel?: string;
  /** The units typed: the member's own (on the care team's record, the staff member's). */
  units?: Units;
}) {
  const { t } = useTranslation("progress");
  const say = useMessage();
  const { weight: w, length: l } = UNIT_NAMES[units];
  const intent = mode === "add" ? "add-weight" : "edit-weight";
  const reply = useReplyFor(intent);
  // The server asks to confirm a weight far from the trend: the box stays until the form is sent again.
  const askConfirm = Boolean(reply?.result?.error?.confirm?.length);
  const [form, fields] = useSchemaForm({
    id: `${intent}${entry ? `-${entry.id}` : ""}`,
    schema: weightEntrySchemaFor(units),
    lastResult: reply?.result,
    defaultValue: entry
      ? {
          weight: String(entry.weight),
          date: entry.start_date,
          impedance: valueOf(entry.impedance),
          fat: valueOf(entry.fat),
          fat_mass: valueOf(entry.fat_mass),
          ffm: valueOf(entry.ffm),
          tbw: valueOf(entry.tbw),
          bp_systolic: valueOf(entry.bp_systolic),
          bp_diastolic: valueOf(entry.bp_diastolic),
          pulse: valueOf(entry.pulse),
          waist_circumference: valueOf(entry.waist),
        }
      : undefined,
  });
  const general = form.allErrors.general;
  return (
    <Form method="post" {...formProps(form)} className="stack weight-form" preventScrollReset>
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      <FormNotice reply={reply} />
      {general?.length ? (
        <div className="form-error" role="alert" id={`${form.id}-general`}>
          <ul className="plain-list">
            {general.map((m) => (
              <li key={m}>{say(m)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form-grid">
        <NumberField meta={fields.weight} label={t("form.weight", { unit: w })} />
        <DayField meta={fields.date} label={t("form.date")} max={today} />
      </div>
      {askConfirm ? (
        <div className="notice notice-warning">
          <CheckboxField meta={fields.confirm} label={t("form.confirm")} />
        </div>
      ) : null}
      <fieldset className="form-section">
        <legend>{t("form.composition")}</legend>
        <div className="form-grid">
          <NumberField meta={fields.fat} label={t("form.fat")} />
          <NumberField meta={fields.fat_mass} label={t("form.fatMass", { unit: w })} />
          <NumberField meta={fields.ffm} label={t("form.ffm", { unit: w })} />
          <NumberField meta={fields.tbw} label={t("form.tbw", { unit: w })} />
          <NumberField meta={fields.impedance} label={t("form.impedance")} />
          <NumberField meta={fields.waist_circumference} label={t("form.waist", { unit: l })} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t("form.vitals")}</legend>
        <div className="form-grid form-grid-3">
          <NumberField meta={fields.bp_systolic} label={t("form.systolic")} integer />
          <NumberField meta={fields.bp_diastolic} label={t("form.diastolic")} integer />
          <NumberField meta={fields.pulse} label={t("form.pulse")} integer />
        </div>
      </fieldset>
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
          {t("form.cancel")}
        </Link>
        <SubmitButton intent={intent}>{submitLabel ?? (mode === "add" ? t("form.add") : t("form.save"))}</SubmitButton>
      </div>
    </Form>
  );
}
