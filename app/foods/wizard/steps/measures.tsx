/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { measureSchema } from "~/foods/schemas";
import type { IngredientWeightRow } from "~/foods/types";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { Field, FormError, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { WIZARD_MODES, wizardPath } from "../mode";
import type { WizardData } from "../types";
import { fmt } from "./common";

/** Step 3, Common Weights And Measures: the measures with add, edit and delete, and Finish. */


export function MeasuresStep({ data }: { data: WizardData }) {
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
        <p className="muted">No items found!</p>
      ) : (
        <table className="table measures-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                Seq
              </th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Measure</th>
              <th scope="col" className="num">
                Grams
              </th>
              <th scope="col">Source</th>
              {info.readOnly ? null : (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
                  <td className="num">{fmt(m.quantity)}</td>
                  <td>{m.measure}</td>
                  <td className="num">{fmt(m.grams)}</td>
                  <td>{m.usda ? <span className="badge badge-usda">USDA</span> : "Entered"}</td>
                  {info.readOnly ? null : (
                    <td className="row-actions">
                      {m.usda ? (
                        <span className="muted">Read-only</span>
                      ) : (
                        <>
                          <Link
                            to={`${wizardPath(data.mode, data.food!.id, "measures")}&edit=${m.id}`}
                            className="btn btn-ghost btn-sm"
                            aria-label={`Edit ${fmt(m.quantity)} ${m.measure}`}
                            preventScrollReset
                          >
                            Edit
                          </Link>
                          <DeleteButton id={m.id} itemName={`${fmt(m.quantity)} ${m.measure}`} />
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
              {info.approval
                ? "Finishing saves the food and approves it into the database."
                : data.staff
                  ? "All steps are saved as you go; finish to return to the food."
                  : "All steps are saved as you go; finish to send your food for approval."}
            </p>
            <div className="form-actions">
              <SubmitButton intent="finish">{info.approval ? "Save & Approve" : "Finish"}</SubmitButton>
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
  const [form, fields] = useMeasureForm("measure-add", lastResult, { seq: String(nextSeq) });
  return (
    <Form method="post" {...formProps(form)} className="measure-form" aria-labelledby="measure-add-title" onInput={onEdit}>
      <h2 id="measure-add-title" className="h3">
        Add a measure
      </h2>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-4">
        <Field meta={fields.seq} label="Sequence" inputMode="numeric" />
        <NumberField meta={fields.quantity} label="Quantity" />
        <Field meta={fields.measure} label="Measure" placeholder="cup, chopped" />
        <NumberField meta={fields.grams} label="Grams" />
      </div>
      <div className="form-actions">
        <SubmitButton intent="add-measure">Add measure</SubmitButton>
      </div>
    </Form>
  );
}

function EditMeasureForm({ data, measure, lastResult }: { data: WizardData; measure: IngredientWeightRow; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useMeasureForm(`measure-edit-${measure.id}`, lastResult, {
    seq: String(measure.seq),
    quantity: fmt(measure.quantity),
    measure: measure.measure,
    grams: measure.grams === null ? "" : fmt(measure.grams),
  });
  return (
    <Form method="post" {...formProps(form)} className="measure-form measure-form-edit" aria-label={`Edit measure ${measure.measure}`}>
      <input type="hidden" name="id" value={measure.id} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-4">
        <Field meta={fields.seq} label="Sequence" inputMode="numeric" />
        <NumberField meta={fields.quantity} label="Quantity" />
        <Field meta={fields.measure} label="Measure" />
        <NumberField meta={fields.grams} label="Grams" />
      </div>
      <div className="form-actions">
        <Link to={wizardPath(data.mode, data.food!.id, "measures")} className="btn btn-ghost" preventScrollReset>
          Cancel
        </Link>
        <SubmitButton intent="edit-measure">Save measure</SubmitButton>
      </div>
    </Form>
  );
}
