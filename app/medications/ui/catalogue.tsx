import { Form, Link } from "@remix-run/react";
import { paths } from "~/paths";
import { CheckboxField, Field, FormError, formProps, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { TableScroll } from "~/ui/table-scroll";
import type { Medication } from "../catalogue.server";
import { DOSE_UNITS, MEDICATION_KINDS, ROUTES, SCHEDULES } from "../codes";
import { catalogueSchema } from "../schemas";
import { useMedTexts } from "./texts";

/** The formulary's screens for programme administrators (issue 38): the list, and one entry's form. */

const stepsText = (m: Medication) => m.steps.map((s) => (s.weeks === null ? `${s.dose}` : `${s.dose}:${s.weeks}`)).join(", ");

export function CatalogueTable({ entries }: { entries: Medication[] }) {
  const { t, dose, schedule } = useMedTexts();
  return (
    <TableScroll label={t("catalogue.table.label")}>
      <table className="table catalogue-table">
        <caption className="visually-hidden">{t("catalogue.table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("catalogue.table.name")}</th>
            <th scope="col">{t("catalogue.table.kind")}</th>
            <th scope="col">{t("catalogue.table.strengths")}</th>
            <th scope="col">{t("catalogue.table.usualSchedule")}</th>
            <th scope="col">{t("catalogue.table.steps")}</th>
            <th scope="col">{t("catalogue.table.prescription")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((m) => (
            <tr key={m.id} className={m.retired ? "catalogue-retired" : undefined}>
              <th scope="row">
                <Link to={paths.medicationsCatalogueEntry(m.id)}>{m.name}</Link>
                <span className="muted small catalogue-generic">{m.generic_name}</span>
                {m.retired ? <span className="tag tag-muted">{t("catalogue.table.retired")}</span> : null}
              </th>
              <td>{t(`kinds.${m.kind}`)}</td>
              <td>{m.strengths.map((s) => dose(s, m.unit)).join(", ")}</td>
              <td>{schedule({ kind: m.usual_schedule, times: m.usual_times, weekday: null })}</td>
              <td>{m.steps.length ? m.steps.map((s) => dose(s.dose, m.unit)).join(" → ") : t("dose.none")}</td>
              <td>{m.prescription ? t("catalogue.table.yes") : t("catalogue.table.no")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function CatalogueForm({ entry, intent, submitLabel }: { entry: Medication | null; intent: "create" | "save"; submitLabel: string }) {
  const { t } = useMedTexts();
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
        <Field meta={fields.name} label={t("catalogue.form.name")} />
        <Field meta={fields.generic_name} label={t("catalogue.form.genericName")} />
      </div>
      <div className="form-grid form-grid-3">
        <SelectField meta={fields.kind} label={t("catalogue.form.kind")} empty={t("catalogue.form.chooseKind")} options={MEDICATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        <SelectField meta={fields.route} label={t("catalogue.form.route")} empty={t("catalogue.form.chooseRoute")} options={ROUTES.map((r) => ({ value: r, label: t(`routes.${r}`) }))} />
        <SelectField meta={fields.unit} label={t("catalogue.form.unit")} empty={t("catalogue.form.chooseUnit")} options={DOSE_UNITS.map((u) => ({ value: u, label: t(`catalogue.unitOptions.${u}`) }))} />
      </div>
      <Field meta={fields.strengths} label={t("catalogue.form.strengths")} placeholder={t("catalogue.form.strengthsPlaceholder")} hint={t("catalogue.form.strengthsHint")} />
      <CheckboxField meta={fields.prescription} label={t("catalogue.form.prescription")} />
      <div className="form-grid">
        <SelectField meta={fields.usual_schedule} label={t("catalogue.form.usualSchedule")} options={SCHEDULES.map((s) => ({ value: s, label: t(`schedules.${s}`) }))} />
        <Field meta={fields.usual_times} label={t("catalogue.form.usualTimes")} placeholder={t("catalogue.form.usualTimesPlaceholder")} />
      </div>
      <Field meta={fields.steps} label={t("catalogue.form.steps")} placeholder={t("catalogue.form.stepsPlaceholder")} hint={t("catalogue.form.stepsHint")} />
      <TextareaField meta={fields.plan_note} label={t("catalogue.form.planNote")} rows={2} />
      <TextareaField meta={fields.source} label={t("catalogue.form.source")} rows={2} hint={t("catalogue.form.sourceHint")} />
      <div className="form-actions">
        <SubmitButton intent={intent}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
