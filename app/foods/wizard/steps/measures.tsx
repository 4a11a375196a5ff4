import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { measureSchema } from "~/foods/schemas";
import type { IngredientWeightRow } from "~/foods/types";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { Field, FormError, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { WIZARD_MODES, wizardPath } from "../mode";
import type { WizardData } from "../types";
import { fmt } from "./common";

/** Step 3, Common Weights And Measures: the measures with add, edit and delete, and Finish. */


export function MeasuresStep({ data }: { data: WizardData }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const shown = (n: number | null) => (n === null ? "—" : f.number(n, 3));
  const info = WIZARD_MODES[data.mode];
  // 'At least one measurement is required' answers the Finish it came from: working on a measure clears it.
  const finishReply = useReplyFor("finish");
  const [dismissed, setDismissed] = useState<unknown>(null);
  const finishNotice = finishReply && finishReply !== dismissed ? finishReply.notice : undefined;
  const editResult = useReplyFor("edit-measure")?.result;
  const addResult = useReplyFor("add-measure")?.result;
  const nextSeq = data.measures.reduce((m, r) => Math.max(m, r.seq), 0) + 1;
  return (
    <div className="stack-lg">
      {info.readOnly ? null : <DeleteConfirmStep />}
      {data.measures.length === 0 ? (
        <p className="muted">{t("empty.items")}</p>
      ) : (
        <table className="table measures-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t("measures.seq")}
              </th>
              <th scope="col" className="num">
                {t("measures.quantity")}
              </th>
              <th scope="col">{t("measures.measure")}</th>
              <th scope="col" className="num">
                {t("measures.grams")}
              </th>
              <th scope="col">{t("measures.source")}</th>
              {info.readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t("approval.actions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.measures.map((m) =>
              !info.readOnly && data.editMeasure === m.id && !m.usda ? (
                <tr key={m.id}>
                  <td colSpan={6}>
                    <EditMeasureForm data={data} measure={m} lastResult={editResult} />
                  </td>
                </tr>
              ) : (
                <tr key={m.id} data-testid="measure-row">
                  <td className="num">{m.seq}</td>
                  <td className="num">{shown(m.quantity)}</td>
                  <td>{m.measure}</td>
                  <td className="num">{shown(m.grams)}</td>
                  <td>{m.usda ? <span className="badge badge-usda">{t("measures.usda")}</span> : t("measures.entered")}</td>
                  {info.readOnly ? null : (
                    <td className="row-actions">
                      {m.usda ? (
                        <span className="muted">{t("measures.readOnly")}</span>
                      ) : (
                        <>
                          <Link
                            to={`${wizardPath(data.mode, data.food!.id, "measures")}&edit=${m.id}`}
                            className="btn btn-ghost btn-sm"
                            aria-label={t("measures.editOf", { quantity: shown(m.quantity), measure: m.measure })}
                            preventScrollReset
                          >
                            {t("database.edit")}
                          </Link>
                          <DeleteButton id={m.id} itemName={t("measures.named", { quantity: shown(m.quantity), measure: m.measure })} />
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {info.readOnly ? null : (
        <>
          <AddMeasureForm
            key={data.measures.length}
            nextSeq={nextSeq}
            lastResult={addResult}
            onEdit={() => {
              if (finishNotice) setDismissed(finishReply);
            }}
          />
          <Form method="post" className="finish-bar">
            <FormError id="finish-error" errors={finishNotice ? [finishNotice] : undefined} />
            <p className="muted">
              {info.approval ? t("wizard.finish.approval") : data.staff ? t("wizard.finish.staff") : t("wizard.finish.patient")}
            </p>
            <div className="form-actions">
              <SubmitButton intent="finish">{info.approval ? t("wizard.finish.saveApprove") : t("wizard.finish.finish")}</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}

function useMeasureForm(id: string, lastResult: SubmissionResult<string[]> | undefined, defaultValue: Record<string, string>) {
  return useSchemaForm({ id, lastResult, defaultValue, schema: measureSchema });
}

function AddMeasureForm({ nextSeq, lastResult, onEdit }: { nextSeq: number; lastResult: SubmissionResult<string[]> | undefined; onEdit: () => void }) {
  const { t } = useTranslation("foods");
  const [form, fields] = useMeasureForm("measure-add", lastResult, { seq: String(nextSeq) });
  return (
    <Form method="post" {...formProps(form)} className="measure-form" aria-labelledby="measure-add-title" onInput={onEdit}>
      <h2 id="measure-add-title" className="h3">
        {t("measures.addTitle")}
      </h2>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-4">
        <Field meta={fields.seq} label={t("measures.sequence")} inputMode="numeric" />
        <NumberField meta={fields.quantity} label={t("measures.quantity")} />
        <Field meta={fields.measure} label={t("measures.measure")} placeholder={t("measures.placeholder")} />
        <NumberField meta={fields.grams} label={t("measures.grams")} />
      </div>
      <div className="form-actions">
        <SubmitButton intent="add-measure">{t("measures.add")}</SubmitButton>
      </div>
    </Form>
  );
}

function EditMeasureForm({ data, measure, lastResult }: { data: WizardData; measure: IngredientWeightRow; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("foods");
  const [form, fields] = useMeasureForm(`measure-edit-${measure.id}`, lastResult, {
    seq: String(measure.seq),
    quantity: fmt(measure.quantity),
    measure: measure.measure,
    grams: measure.grams === null ? "" : fmt(measure.grams),
  });
  return (
    <Form method="post" {...formProps(form)} className="measure-form measure-form-edit" aria-label={t("measures.editMeasureOf", { measure: measure.measure })}>
      <input type="hidden" name="id" value={measure.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-4">
        <Field meta={fields.seq} label={t("measures.sequence")} inputMode="numeric" />
        <NumberField meta={fields.quantity} label={t("measures.quantity")} />
        <Field meta={fields.measure} label={t("measures.measure")} />
        <NumberField meta={fields.grams} label={t("measures.grams")} />
      </div>
      <div className="form-actions">
        <Link to={wizardPath(data.mode, data.food!.id, "measures")} className="btn btn-ghost" preventScrollReset>
          {t("wizard.cancel")}
        </Link>
        <SubmitButton intent="edit-measure">{t("measures.save")}</SubmitButton>
      </div>
    </Form>
  );
}
