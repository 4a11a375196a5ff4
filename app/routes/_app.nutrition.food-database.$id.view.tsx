import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FoodWizard } from "~/foods/wizard/wizard";
import { wizardLoader } from "~/foods/wizard/wizard.server";
import wizardCss from "~/styles/wizard.css";
import foodWizardCss from "~/styles/food-wizard.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(wizardCss, foodWizardCss);

export const meta: MetaFunction = () => [{ title: "View food · Patient Portal" }];

/** Read-only: patients see approved foods and their own; nothing here posts. */
export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "view");

export default FoodWizard;
