import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { PROTEIN_CALORIE_TYPES, SERVING_KINDS, SERVINGS_TYPES } from "~/foods/codes";
import { foodSchema, measureSchema, personalFoodSchema } from "~/foods/schemas";
import type { IngredientWeightRow } from "~/foods/types";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { CheckboxField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { FoodStatusBadge } from "./food-status";
import { nutrientStepSchema } from "./wizard-schemas";
import { FOOD_WIZARD, WIZARD_MODES, wizardExitPath, wizardPath, type WizardStep } from "./wizard-mode";
import type { GroupOption, WizardData, WizardFood } from "./wizard-types";

const codeLabel = (list: readonly { id: number; label: string }[], id: number) => list.find((c) => c.id === id)?.label ?? "";
const fmt = (n: number | null) => (n === null ? "—" : String(Number(n.toFixed(3))));

const SERVINGS_FIELDS = SERVING_KINDS.map((k) => [k.food, k.label] as const);

/** The three-step food wizard (spec part 2 §2): every food add/edit/view route renders this. */
export function FoodWizard() {
  const data = useLoaderData<WizardData>();
  const info = WIZARD_MODES[data.mode];
  const exit = wizardExitPath(data.mode, data.food?.id ?? null);

  return (
    <section className="page food-wizard">
      <PageHeader
        title={info.heading}
        subtitle={data.food ? data.food.long_desc : data.staff ? "A new food for the database" : "A new personal food"}
        actions={
          <Link to={exit} className="btn btn-ghost btn-sm">
            {info.readOnly ? "Back" : "Cancel"}
          </Link>
        }
      />
      {info.approval ? (
        <p className="notice notice-info">Approval mode: finishing the last step saves this food and approves it into the database.</p>
      ) : null}
      {!data.staff && !info.readOnly ? (
        <p className="notice notice-info">Personal foods are checked by the clinic team: after you save, your food waits for approval.</p>
      ) : null}
      {data.food && !info.readOnly && data.food.status !== "approved" ? (
        <p className="muted">
          Status: <FoodStatusBadge status={data.food.status} declineCode={data.food.decline_code} />
        </p>
      ) : null}
      <WizardTabs
        def={FOOD_WIZARD}
        current={data.step}
        enabled={data.food !== null}
        hrefFor={(step) => wizardPath(data.mode, data.food?.id ?? 0, step)}
      />
      <WizardPanel current={data.step}>
        {data.step === "details" ? (
          info.readOnly && data.food ? (
            <DetailsView food={data.food} staff={data.staff} />
          ) : (
            <DetailsStep data={data} />
          )
        ) : data.step === "nutrients" ? (
          <NutrientsStep data={data} />
        ) : (
          <MeasuresStep data={data} />
        )}
      </WizardPanel>
    </section>
  );
}


// ---------------------------------------------------------------------------------------------
// Step 1: Food Details

function detailsDefaults(food: WizardFood | null) {
  if (!food) return { base_weight: "100", protein_calorie_type: "5", servings_type: "8" };
  return {
    name: food.name,
    long_desc: food.long_desc,
    base_weight: fmt(food.base_weight),
    hier1: food.hier1 === null ? "" : String(food.hier1),
    hier2: food.hier2 === null ? "" : String(food.hier2),
    hier3: food.hier3 === null ? "" : String(food.hier3),
    protein_calorie_type: String(food.protein_calorie_type),
    servings_type: String(food.servings_type),
    ...Object.fromEntries(SERVINGS_FIELDS.map(([k]) => [k, fmt(food[k])])),
    source: food.source,
    upc_code: food.upc_code ?? "",
    useful: food.useful ? "on" : undefined,
    link: food.link ?? "",
  };
}

function DetailsStep({ data }: { data: WizardData }) {
  const [form, fields] = useSchemaForm({
    id: `food-details-${data.food?.id ?? "new"}`,
    lastResult: useReplyFor("details")?.result,
    defaultValue: detailsDefaults(data.food),
    // A patient's form has no staff-only fields, and their schema none of those rules.
    schema: data.staff ? foodSchema : (personalFoodSchema as unknown as typeof foodSchema),
  });
  return (
    <Form method="post" {...formProps(form)} className="stack-lg">
      <FormError id={form.errorId} errors={form.errors} />
      <fieldset className="form-section">
        <legend>About the food</legend>
        <div className="form-grid">
          <Field meta={fields.name} label="Name" hint="A short name, such as “Chicken”." />
          <Field meta={fields.base_weight} label="Base weight (g)" inputMode="decimal" hint="The amount the nutrient values are given for." />
        </div>
        <TextareaField meta={fields.long_desc} label="Description" rows={2} />
        <GroupFields data={data} hier1={fields.hier1} hier2={fields.hier2} hier3={fields.hier3} />
      </fieldset>
      <fieldset className="form-section">
        <legend>Exchange servings</legend>
        <p className="field-hint">At least one serving value above zero, unless the servings type is Zero (a free food).</p>
        <div className="form-grid">
          <SelectField meta={fields.protein_calorie_type} label="Protein calorie type" options={PROTEIN_CALORIE_TYPES.map((c) => ({ value: c.id, label: c.label }))} />
          <SelectField meta={fields.servings_type} label="Servings type" options={SERVINGS_TYPES.map((c) => ({ value: c.id, label: c.label }))} />
        </div>
        <div className="form-grid form-grid-4">
          {SERVINGS_FIELDS.map(([key, label]) => (
            <NumberField key={key} meta={fields[key]} label={label} />
          ))}
        </div>
      </fieldset>
      {data.staff ? (
        <fieldset className="form-section">
          <legend>Database fields (staff only)</legend>
          <div className="form-grid">
            <Field meta={fields.source} label="Data source" hint={`For example “USDA SR28”.`} />
            <Field meta={fields.upc_code} label="UPC" />
            <Field meta={fields.link} label="Web link" type="url" placeholder="https://" />
            <CheckboxField meta={fields.useful} label="Useful (ranks first in searches)" />
          </div>
        </fieldset>
      ) : null}
      <div className="form-actions">
        <SubmitButton intent="details">Save &amp; Next</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Food group levels. Levels 2 and 3 list the groups under the level above. Without JavaScript
 * they follow the saved groups (after another level-1 group is picked and saved, its sub-groups
 * show; a stale sub-group is refused with "Select a valid choice."). With it, picking a group
 * loads the groups under it straight away.
 */
function GroupFields({
  data,
  hier1,
  hier2,
  hier3,
}: {
  data: WizardData;
  hier1: Parameters<typeof SelectField>[0]["meta"];
  hier2: Parameters<typeof SelectField>[0]["meta"];
  hier3: Parameters<typeof SelectField>[0]["meta"];
}) {
  const location = useLocation();
  const fetcher = useFetcher<WizardData>();
  const asText = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  const saved1 = asText(data.groupPick.hier1);
  const saved2 = asText(data.groupPick.hier2);
  const [picked1, setPicked1] = useState(saved1);
  const [picked2, setPicked2] = useState(saved2);
  const fetched = fetcher.data?.groupPick ? fetcher.data : null;

  // The lists for what is picked now: from the page's data, or from the last lookup.
  const level2 =
    picked1 === saved1 ? data.groups.hier2 : fetched && asText(fetched.groupPick.hier1) === picked1 ? fetched.groups.hier2 : null;
  const level3 =
    picked1 === saved1 && picked2 === saved2
      ? data.groups.hier3
      : fetched && asText(fetched.groupPick.hier1) === picked1 && asText(fetched.groupPick.hier2) === picked2
        ? fetched.groups.hier3
        : null;

  const lookUp = (h1: string, h2: string) => {
    const query = new URLSearchParams({ step: "details", hier1: h1 });
    if (h2) query.set("hier2", h2);
    fetcher.load(`${location.pathname}?${query}`);
  };
  const pick1 = (value: string) => {
    setPicked1(value);
    // Back on the saved group, its saved sub-group shows again (the select starts from it).
    setPicked2(value === saved1 ? saved2 : "");
    if (value && value !== saved1) lookUp(value, "");
  };
  const pick2 = (value: string) => {
    setPicked2(value);
    if (value && !(picked1 === saved1 && value === saved2)) lookUp(picked1, value);
  };

  const opts = (groups: GroupOption[]) => groups.map((g) => ({ value: g.id, label: g.name }));
  const show2 = picked1 !== "" && level2 !== null && level2.length > 0;
  const show3 = show2 && picked2 !== "" && level3 !== null && level3.length > 0;
  let hint2 = "Pick a food group to narrow it down.";
  if (picked1 && level2 === null) hint2 = "Loading sub-groups…";
  else if (picked1) hint2 = "This group has no sub-groups.";
  return (
    <div className="form-grid form-grid-3">
      <SelectField meta={hier1} label="Food group" options={opts(data.groups.hier1)} empty="None" onChange={pick1} />
      {show2 ? (
        <SelectField key={`h2-${picked1}`} meta={hier2} label="Sub-group" options={opts(level2)} empty="None" onChange={pick2} />
      ) : (
        <p className="field-hint group-hint" aria-live="polite">
          {hint2}
        </p>
      )}
      {show3 ? <SelectField key={`h3-${picked1}-${picked2}`} meta={hier3} label="Kind" options={opts(level3)} empty="None" /> : null}
    </div>
  );
}

function DetailsView({ food, staff }: { food: WizardFood; staff: boolean }) {
  return (
    <dl className="facts">
      <dt>Name</dt>
      <dd>{food.name}</dd>
      <dt>Description</dt>
      <dd>{food.long_desc}</dd>
      <dt>Food group</dt>
      <dd>{food.hier_names.join(" › ") || "—"}</dd>
      <dt>Base weight</dt>
      <dd>{fmt(food.base_weight)} g</dd>
      <dt>Protein calorie type</dt>
      <dd>{codeLabel(PROTEIN_CALORIE_TYPES, food.protein_calorie_type)}</dd>
      <dt>Servings type</dt>
      <dd>{codeLabel(SERVINGS_TYPES, food.servings_type)}</dd>
      {SERVINGS_FIELDS.map(([key, label]) => (
        <div key={key} className="facts-row">
          <dt>{label}</dt>
          <dd>{fmt(food[key])}</dd>
        </div>
      ))}
      {staff ? (
        <>
          <dt>Data source</dt>
          <dd>{food.source}</dd>
          <dt>UPC</dt>
          <dd>{food.upc_code ?? "—"}</dd>
          <dt>Web link</dt>
          <dd>{food.link ?? "—"}</dd>
          <dt>Useful</dt>
          <dd>{food.useful ? "Yes" : "No"}</dd>
        </>
      ) : null}
    </dl>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 2: Nutrient Data

function NutrientsStep({ data }: { data: WizardData }) {
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
                  <input {...getInputProps(f.id, { type: "hidden" })} key={f.id.key} />
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

// ---------------------------------------------------------------------------------------------
// Step 3: Common Weights And Measures

function MeasuresStep({ data }: { data: WizardData }) {
  const info = WIZARD_MODES[data.mode];
  const finishNotice = useReplyFor("finish")?.notice;
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
          <AddMeasureForm key={data.measures.length} nextSeq={nextSeq} lastResult={addResult} />
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

function AddMeasureForm({ nextSeq, lastResult }: { nextSeq: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useMeasureForm("measure-add", lastResult, { seq: String(nextSeq) });
  return (
    <Form method="post" {...formProps(form)} className="measure-form" aria-labelledby="measure-add-title">
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

export type { WizardStep };
