import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { RecipeWizard } from "~/recipes/wizard/wizard";
import { wizardAction, wizardLoader } from "~/recipes/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import recipeWizardCss from "~/styles/recipe-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, recipeWizardCss);

export const handle = { i18n: ["recipes"], title: "recipes:wizard.pageAdd" };

/** The staff recipe wizard on a recipe that has an id (spec part 2 §2): heading 'Add'. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return wizardLoader(request, user, requireIdParam(params.id), "add");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return wizardAction(request, user, requireIdParam(params.id));
}

export default function AddRecipePage() {
  return <RecipeWizard />;
}
