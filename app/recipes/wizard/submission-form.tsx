/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
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
      <PageHeader title="Submit a Recipe" subtitle="Share a favourite programme-friendly recipe. Our team reviews every submission before it is published." />
      {serverRejected ? <ToastView toast={{ type: "error", message: RECIPE_MSG.invalidFields, duration: 5000 }} /> : null}
      <div className="card wizard-card">
        <h2 id="submission-title" className="visually-hidden">
          Recipe submission
        </h2>
        <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack-lg">
          <FormError id={form.errorId} errors={form.errors} />
          <Field meta={fields.name} label="Recipe name" hint={`Under ${RECIPE_NAME_MAX} characters.`} />
          <div className="wizard-grid">
            <NumberField meta={fields.preptime} label="Prep time (minutes)" integer />
            <NumberField meta={fields.cooktime} label="Cook time (minutes)" integer />
            <NumberField meta={fields.yields} label="Yields (servings)" integer />
            <Field meta={fields.serving_size} label="Serving size" placeholder="1 cup" />
          </div>
          <TextareaField meta={fields.ingredients} label="Ingredients" rows={6} />
          <TextareaField meta={fields.directions} label="Directions" rows={8} />
          <TextareaField meta={fields.notes} label="Notes" rows={3} />
          <FileField
            meta={fields.image}
            label="Image"
            accept=".jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp"
            hint={`One photo of the dish: ${ALLOWED_IMAGE_TYPES.join(", ").toUpperCase()}, up to ${MAX_IMAGE_MB} MB.`}
          />
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Submit recipe
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
