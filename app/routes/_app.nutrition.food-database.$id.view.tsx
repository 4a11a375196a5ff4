import type { LoaderFunctionArgs } from "@remix-run/node";
import { FoodWizard } from "~/foods/wizard/wizard";
import { wizardLoader } from "~/foods/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import foodWizardCss from "~/styles/food-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, foodWizardCss);

export const handle = { i18n: ["foods"], title: "foods:wizard.title.view" };

/** Read-only: patients see approved foods and their own; nothing here posts. */
export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "view");

export default FoodWizard;
