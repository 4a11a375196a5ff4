import { useFetcher, useLocation, Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PROTEIN_CALORIE_TYPES, SERVINGS_TYPES } from "~/foods/codes";
import { useTranslation } from "~/i18n/use-translation";
import { foodSchema, personalFoodSchema } from "~/foods/schemas";
import { CheckboxField, Field, FormError, formProps, NumberField, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useHydrated } from "~/ui/hydrated";
import type { GroupOption, WizardData, WizardFood } from "../types";
import { useFormat } from "~/i18n/react";
import { useSourceName } from "~/foods/ui/food-status";
import { fmt, SERVINGS_FIELDS } from "./common";

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
  const { t } = useTranslation("foods");
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
        <legend>{t("wizard.details.about")}</legend>
        <div className="form-grid">
          <Field meta={fields.name} label={t("wizard.details.name")} hint={t("wizard.details.nameHint")} />
          <Field meta={fields.base_weight} label={t("wizard.details.baseWeight")} inputMode="decimal" hint={t("wizard.details.baseWeightHint")} />
        </div>
        <TextareaField meta={fields.long_desc} label={t("wizard.details.description")} rows={2} />
        <GroupFields data={data} hier1={fields.hier1} hier2={fields.hier2} hier3={fields.hier3} />
      </fieldset>
      <fieldset className="form-section">
        <legend>{t("wizard.details.servings")}</legend>
        <p className="field-hint">{t("wizard.details.servingsHint")}</p>
        <div className="form-grid">
          <SelectField
            meta={fields.protein_calorie_type}
            label={t("fields.proteinCalorieType")}
            options={PROTEIN_CALORIE_TYPES.map((c) => ({ value: c.id, label: t(`proteinCalorieTypes.${c.id}`) }))}
          />
          <SelectField meta={fields.servings_type} label={t("fields.servingsType")} options={SERVINGS_TYPES.map((c) => ({ value: c.id, label: t(`servingsTypes.${c.id}`) }))} />
        </div>
        <div className="form-grid form-grid-4">
          {SERVINGS_FIELDS.map(([key, kind]) => (
            <NumberField key={key} meta={fields[key]} label={t(`servingKinds.${kind}`)} />
          ))}
        </div>
      </fieldset>
      {data.staff ? (
        <fieldset className="form-section">
          <legend>{t("wizard.details.staffFields")}</legend>
          <div className="form-grid">
            <Field meta={fields.source} label={t("fields.source")} hint={t("wizard.details.sourceHint")} />
            <Field meta={fields.upc_code} label={t("wizard.details.upc")} />
            <Field meta={fields.link} label={t("wizard.details.link")} type="url" placeholder={t("wizard.details.linkPlaceholder")} />
            <CheckboxField meta={fields.useful} label={t("wizard.details.useful")} />
          </div>
        </fieldset>
      ) : null}
      <div className="form-actions">
        <SubmitButton intent="details">{t("wizard.saveNext")}</SubmitButton>
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
  let hint2 = t("wizard.groups.pick");
  if (picked1 && level2 === null) hint2 = gaveUp ? "" : t("wizard.groups.loading");
  else if (picked1) hint2 = t("wizard.groups.none");
  if (!hydrated && !picked1) hint2 = t("wizard.groups.pickThenSave");
  return (
    <>
      <div className="form-grid form-grid-3">
        <SelectField meta={hier1} label={t("fields.group")} options={opts(data.groups.hier1)} empty={t("wizard.groups.empty")} onChange={pick1} />
        {show2 ? (
          <SelectField key={`h2-${picked1}`} meta={hier2} label={t("wizard.groups.subGroup")} options={opts(level2)} empty={t("wizard.groups.empty")} onChange={pick2} />
        ) : (
          <p className="field-hint group-hint" aria-live="polite">
            {hint2}
          </p>
        )}
        {show3 ? <SelectField key={`h3-${picked1}-${picked2}`} meta={hier3} label={t("wizard.groups.kind")} options={opts(level3)} empty={t("wizard.groups.empty")} /> : null}
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
          {t("wizard.groups.save")}
        </button>
      )}
    </>
  );
}

export function DetailsView({ food, staff }: { food: WizardFood; staff: boolean }) {
  const { t } = useTranslation("foods");
  const f = useFormat();
  const sourceName = useSourceName();
  return (
    <dl className="facts">
      <dt>{t("wizard.details.name")}</dt>
      <dd>{food.name}</dd>
      <dt>{t("wizard.details.description")}</dt>
      <dd>{food.long_desc}</dd>
      <dt>{t("fields.group")}</dt>
      <dd>{food.hier_names.join(" › ") || "—"}</dd>
      <dt>{t("fields.baseWeight")}</dt>
      <dd>{t("grams", { grams: f.number(food.base_weight, 3) })}</dd>
      <dt>{t("fields.proteinCalorieType")}</dt>
      <dd>{t(`proteinCalorieTypes.${food.protein_calorie_type}`)}</dd>
      <dt>{t("fields.servingsType")}</dt>
      <dd>{t(`servingsTypes.${food.servings_type}`)}</dd>
      {SERVINGS_FIELDS.map(([key, kind]) => (
        <div key={key} className="facts-row">
          <dt>{t(`servingKinds.${kind}`)}</dt>
          <dd>{f.number(food[key], 3)}</dd>
        </div>
      ))}
      {staff ? (
        <>
          <dt>{t("fields.source")}</dt>
          <dd>{sourceName(food.source)}</dd>
          <dt>{t("wizard.details.upc")}</dt>
          <dd>{food.upc_code ?? "—"}</dd>
          <dt>{t("wizard.details.link")}</dt>
          <dd>{food.link ?? "—"}</dd>
          <dt>{t("wizard.details.usefulShort")}</dt>
          <dd>{food.useful ? t("wizard.details.yes") : t("wizard.details.no")}</dd>
        </>
      ) : null}
    </dl>
  );
}
