import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FoodWizard } from "~/foods/wizard/wizard";
import { wizardAction, wizardLoader } from "~/foods/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import foodWizardCss from "~/styles/food-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, foodWizardCss);

export const handle = { i18n: ["foods"], title: "foods:wizard.title.add" };

export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "database-add");
export const action = (args: ActionFunctionArgs) => wizardAction(args, "database-add");

export default FoodWizard;
