import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FoodWizard } from "~/foods/wizard/wizard";
import { wizardAction, wizardLoader } from "~/foods/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import foodWizardCss from "~/styles/food-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, foodWizardCss);

export const handle = { i18n: ["foods"], title: "foods:wizard.title.add" };

export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "myfood-add");
export const action = (args: ActionFunctionArgs) => wizardAction(args, "myfood-add");

export default FoodWizard;
