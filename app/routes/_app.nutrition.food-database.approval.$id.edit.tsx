import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FoodWizard } from "~/foods/wizard/wizard";
import { wizardAction, wizardLoader } from "~/foods/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import foodWizardCss from "~/styles/food-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, foodWizardCss);

export const handle = { i18n: ["foods"], title: "foods:wizard.title.edit" };

export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "approval-edit");
export const action = (args: ActionFunctionArgs) => wizardAction(args, "approval-edit");

export default FoodWizard;
