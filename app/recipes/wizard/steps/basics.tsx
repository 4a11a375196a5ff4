import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { SERVING_KINDS } from "~/foods/codes";
import { FRANCHISE_REGIONS } from "~/recipes/codes";
import { RECIPE_NAME_MAX, recipeBasicsSchema } from "~/recipes/schemas";
import { checkboxGroupProps, checkboxProps, Field, FieldErrors, FormError, formProps, NumberField, TextareaField, useSchemaForm } from "~/ui/forms";
import { useActionFor, useStepAction, useWizardData } from "../state";

const SERVINGS = SERVING_KINDS.map((k) => [k.key] as const);

const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** Step 1, Basic Details: creates the recipe, or updates it, then goes on to Ingredients. */
export function BasicsStep() {
  const { recipe } = useWizardData();
  const { t } = useTranslation("recipes");
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
      <Field meta={fields.name} label={t("wizard.basics.name")} hint={t("wizard.basics.nameHint", { max: RECIPE_NAME_MAX })} />
      <div className="wizard-grid">
        <NumberField meta={fields.preptime} label={t("wizard.basics.prep")} integer />
        <NumberField meta={fields.cooktime} label={t("wizard.basics.cook")} integer />
        <NumberField meta={fields.yields} label={t("wizard.basics.yields")} integer />
        <Field meta={fields.serving_size} label={t("wizard.basics.servingSize")} placeholder={t("wizard.basics.servingSizePlaceholder")} />
      </div>
      <fieldset className="wizard-fieldset">
        <legend>{t("wizard.basics.servings")}</legend>
        <div className="wizard-grid">
          {SERVINGS.map(([k]) => (
            <NumberField key={k} meta={fields[k]} label={t(`servingKinds.${k}`)} />
          ))}
        </div>
      </fieldset>
      <fieldset className="wizard-fieldset" aria-describedby={regions.errorId}>
        <legend>{t("wizard.basics.region")}</legend>
        <div className="check-row">
          {checkboxGroupProps(regions, [...FRANCHISE_REGIONS]).map((props) => (
            <label key={props.key} className="rw-check">
              <input {...props} key={props.key} /> {t("wizard.basics.regionOption", { name: t(`regions.${props.value}`), code: props.value })}
            </label>
          ))}
        </div>
        <FieldErrors id={regions.errorId} errors={regions.errors} />
      </fieldset>
      <TextareaField meta={fields.directions} label={t("wizard.basics.directions")} rows={8} />
      <TextareaField meta={fields.notes} label={t("wizard.basics.notes")} rows={3} />
      <div className="check-row">
        <label className="rw-check">
          <input {...checkboxProps(fields.featured)} key={fields.featured.key} /> {t("wizard.basics.featured")}
        </label>
        <label className="rw-check">
          <input {...checkboxProps(fields.public)} key={fields.public.key} /> {t("wizard.basics.public")}
        </label>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("wizard.saveNext")}
        </button>
      </div>
    </Form>
  );
}
