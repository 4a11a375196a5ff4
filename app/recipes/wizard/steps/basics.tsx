/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, useNavigation } from "@remix-run/react";
import { SERVING_KINDS } from "~/foods/codes";
import { FRANCHISE_REGIONS } from "~/recipes/codes";
import { RECIPE_NAME_MAX, recipeBasicsSchema } from "~/recipes/schemas";
import { checkboxGroupProps, checkboxProps, Field, FieldErrors, FormError, formProps, NumberField, TextareaField, useSchemaForm } from "~/ui/forms";
import { useActionFor, useStepAction, useWizardData } from "../state";

const SERVINGS = SERVING_KINDS.map((k) => [k.key, k.label] as const);

const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** Step 1, Basic Details: creates the recipe, or updates it, then goes on to Ingredients. */
export function BasicsStep() {
  const { recipe } = useWizardData();
  const answer = useActionFor("basics");
  const action = useStepAction();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "basics";
  const [form, fields] = useSchemaForm({
    id: "basics",
    lastResult: answer?.result,
    defaultValue: recipe
      ? {
          name: recipe.name,
          preptime: str(recipe.preptime),
          cooktime: str(recipe.cooktime),
          yields: str(recipe.yields),
          serving_size: recipe.serving_size,
          ...Object.fromEntries(SERVINGS.map(([k]) => [k, str(recipe.servings[k])])),
          franchise_region: recipe.franchise_region.length ? recipe.franchise_region : ["US"],
          directions: recipe.directions,
          notes: recipe.notes,
          featured: recipe.featured ? "on" : undefined,
          public: recipe.public ? "on" : undefined,
        }
      : { franchise_region: ["US"], ...Object.fromEntries(SERVINGS.map(([k]) => [k, "0"])) },
    schema: recipeBasicsSchema,
  });
  const regions = fields.franchise_region;
  return (
    <Form method="post" action={action} {...formProps(form)} className="stack-lg">
      <input type="hidden" name="intent" value="basics" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label="Name" hint={`Keep public names under ${RECIPE_NAME_MAX} characters.`} />
      <div className="wizard-grid">
        <NumberField meta={fields.preptime} label="Prep time (minutes)" integer />
        <NumberField meta={fields.cooktime} label="Cook time (minutes)" integer />
        <NumberField meta={fields.yields} label="Yields (servings)" integer />
        <Field meta={fields.serving_size} label="Serving size" placeholder="1 cup" />
      </div>
      <fieldset className="wizard-fieldset">
        <legend>Programme servings per serving</legend>
        <div className="wizard-grid">
          {SERVINGS.map(([k, label]) => (
            <NumberField key={k} meta={fields[k]} label={label} />
          ))}
        </div>
      </fieldset>
      <fieldset className="wizard-fieldset" aria-describedby={regions.errorId}>
        <legend>Franchise region</legend>
        <div className="check-row">
          {checkboxGroupProps(regions, FRANCHISE_REGIONS.map((r) => r.code)).map((props) => (
            <label key={props.key} className="rw-check">
              <input {...props} key={props.key} /> {FRANCHISE_REGIONS.find((r) => r.code === props.value)?.label} ({props.value})
            </label>
          ))}
        </div>
        <FieldErrors id={regions.errorId} errors={regions.errors} />
      </fieldset>
      <TextareaField meta={fields.directions} label="Directions" rows={8} />
      <TextareaField meta={fields.notes} label="Notes" rows={3} />
      <div className="check-row">
        <label className="rw-check">
          <input {...checkboxProps(fields.featured)} key={fields.featured.key} /> Featured
        </label>
        <label className="rw-check">
          <input {...checkboxProps(fields.public)} key={fields.public.key} /> Public
        </label>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save &amp; Next
        </button>
      </div>
    </Form>
  );
}
