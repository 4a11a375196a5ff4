/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { useFetcher, useLocation, Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROTEIN_CALORIE_TYPES, SERVINGS_TYPES } from "~/foods/codes";
import { useTranslation } from "react-i18next";
import { foodSchema, personalFoodSchema } from "~/foods/schemas";
import { CheckboxField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import type { GroupOption, WizardData, WizardFood } from "../types";
import { codeLabel, fmt, SERVINGS_FIELDS } from "./common";

/** Step 1, Food Details: the form (staff see the database fields too), or the read-only view. */


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

export function DetailsStep({ data }: { data: WizardData }) {
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

const GROUP_LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Food group levels. Levels 2 and 3 list the groups under the level above. Without JavaScript
 * they follow the saved groups (after another level-1 group is picked and saved, its sub-groups
 * show; a stale sub-group is refused with "Select a valid choice."). With it, picking a group
 * loads the groups under it straight away, and gives up after 5 seconds (spec part 2 §4/§9) with
 * a message and a way to try again (docs/decisions/0167-food-group-lookup-timeout.md).
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
  const { t } = useTranslation("foods");
  const location = useLocation();
  const fetcher = useFetcher<WizardData>();
  const hydrated = useHydrated();
  const asText = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  const saved1 = asText(data.groupPick.hier1);
  const saved2 = asText(data.groupPick.hier2);
  const [picked1, setPicked1] = useState(saved1);
  const [picked2, setPicked2] = useState(saved2);
  const fetched = fetcher.data?.groupPick ? fetcher.data : null;
  // Each lookup started restarts the 5-second wait; a lookup still unanswered then is given up.
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

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
    setTimedOut(false);
    setAttempt((n) => n + 1);
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
  const waiting = (picked1 !== "" && level2 === null) || (show2 && picked2 !== "" && level3 === null);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setTimedOut(true), GROUP_LOOKUP_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting, attempt]);
  // An answer that comes after all is shown: the message is only for a lookup still unanswered.
  const gaveUp = timedOut && waiting;
  let hint2 = "Pick a food group to narrow it down.";
  if (picked1 && level2 === null) hint2 = gaveUp ? "" : "Loading sub-groups…";
  else if (picked1) hint2 = "This group has no sub-groups.";
  if (!hydrated && !picked1) hint2 = "Pick a food group, then choose “Save and show sub-groups”.";
  return (
    <>
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
      {gaveUp ? (
        <p className="form-error" role="alert">
          {t("wizard.groupsTimedOut")}{" "}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => lookUp(picked1, level2 === null ? "" : picked2)}>
            {t("wizard.groupsTryAgain")}
          </button>
        </p>
      ) : null}
      {hydrated ? null : (
        // Without JavaScript the lists below a group come from the saved food: save, and stay here.
        <button type="submit" name="intent" value="details-groups" className="btn btn-ghost btn-sm">
          Save and show sub-groups
        </button>
      )}
    </>
  );
}

export function DetailsView({ food, staff }: { food: WizardFood; staff: boolean }) {
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
