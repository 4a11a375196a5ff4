import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_IMAGE_MB } from "~/config/limits";
import { ALLOWED_IMAGE_TYPES } from "~/uploads/image-type";
import { RECIPE_MSG, RECIPE_NAME_MAX, recipeSubmissionSchema } from "~/recipes/schemas";
import { Field, FileField, FormError, formProps, NumberField, TextareaField, useSchemaForm } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { ToastView } from "~/ui/toaster";

/**
 * A patient's recipe submission (spec part 2 §2, §5): a plain multipart form, so it works without
 * JavaScript. Staff review it in Recipe Approval.
 */
export function RecipeSubmissionForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const { t } = useTranslation("recipes");
  const busy = navigation.state === "submitting";
  const [form, fields] = useSchemaForm({
    id: "recipe-submission",
    lastResult,
    schema: recipeSubmissionSchema,
  });
  // The server's answer to invalid fields, in the spec's words.
  const serverRejected = lastResult?.status === "error";
  return (
    <section className="page recipe-submission" aria-labelledby="submission-title">
      <PageHeader title={t("submission.title")} subtitle={t("submission.subtitle")} />
      {serverRejected ? <ToastView toast={{ type: "error", message: RECIPE_MSG.invalidFields, duration: 5000 }} /> : null}
      <div className="card wizard-card">
        <h2 id="submission-title" className="visually-hidden">
          {t("submission.heading")}
        </h2>
        <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack-lg">
          <FormError id={form.errorId} errors={form.errors} />
          <Field meta={fields.name} label={t("submission.name")} hint={t("submission.nameHint", { max: RECIPE_NAME_MAX })} />
          <div className="wizard-grid">
            <NumberField meta={fields.preptime} label={t("wizard.basics.prep")} integer />
            <NumberField meta={fields.cooktime} label={t("wizard.basics.cook")} integer />
            <NumberField meta={fields.yields} label={t("wizard.basics.yields")} integer />
            <Field meta={fields.serving_size} label={t("wizard.basics.servingSize")} placeholder={t("wizard.basics.servingSizePlaceholder")} />
          </div>
          <TextareaField meta={fields.ingredients} label={t("submission.ingredients")} rows={6} />
          <TextareaField meta={fields.directions} label={t("wizard.basics.directions")} rows={8} />
          <TextareaField meta={fields.notes} label={t("wizard.basics.notes")} rows={3} />
          <FileField
            meta={fields.image}
            label={t("submission.image")}
            accept=".jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp"
            hint={t("submission.imageHint", { types: ALLOWED_IMAGE_TYPES.join(", ").toUpperCase(), mb: MAX_IMAGE_MB })}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("submission.submit")}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
