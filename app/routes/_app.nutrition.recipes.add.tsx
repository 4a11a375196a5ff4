import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { paths } from "~/paths";
import { RECIPE_MSG, RECIPE_TOAST, recipeSubmissionSchema } from "~/recipes/schemas";
import { submitRecipe } from "~/recipes/submissions.server";
import { RecipeSubmissionForm } from "~/recipes/wizard/submission-form";
import { RecipeWizard } from "~/recipes/wizard/wizard";
import { wizardAction, wizardLoader } from "~/recipes/wizard/wizard.server";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure, parseForm, readPageForm } from "~/page/form.server";
import { useReplyFor } from "~/ui/forms";

const FORM = "recipe-submission";
import wizardCss from "~/styles/wizard.css";
import recipeWizardCss from "~/styles/recipe-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, recipeWizardCss);

export const handle = { i18n: ["recipes"], title: "recipes:wizard.pageAdd" };

/** Staff start the recipe wizard here; everyone else gets the recipe submission form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!isAdmin(user)) return { staff: false as const };
  // The wizard reads its data from this route's loader (useWizardData).
  return { staff: true as const, ...(await wizardLoader(request, user, null, "add")) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (isAdmin(user)) return wizardAction(request, user, null);
  const read = await readPageForm(request);
  if (!read.ok) {
    return formFailure(FORM, { result: { status: "error", error: { image: [read.message] } } as SubmissionResult<string[]> });
  }
  const parsed = parseForm(FORM, read.form, recipeSubmissionSchema);
  if (!parsed.ok) return parsed.response;
  const { image, ...fields } = parsed.value;
  const result = await submitRecipe(user, fields, image);
  if (!result.ok) {
    const fieldErrors = result.reason === "invalid" ? result.errors : { image: [RECIPE_MSG.tryAgain] };
    return formFailure(FORM, { result: parsed.submission.reply({ fieldErrors }) });
  }
  return redirectWithToast(paths.recipes(), { type: "success", message: RECIPE_TOAST.submitted });
}

export default function AddRecipePage() {
  const { staff } = useLoaderData<typeof loader>();
  const answer = useReplyFor(FORM);
  return staff ? <RecipeWizard /> : <RecipeSubmissionForm lastResult={answer?.result} />;
}
