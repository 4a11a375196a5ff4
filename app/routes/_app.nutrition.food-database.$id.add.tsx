import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FoodWizard } from "~/foods/ui/wizard";
import { wizardAction, wizardLoader } from "~/foods/ui/wizard.server";

export const meta: MetaFunction = () => [{ title: "Add food · Patient Portal" }];

export const loader = (args: LoaderFunctionArgs) => wizardLoader(args, "database-add-step");
export const action = (args: ActionFunctionArgs) => wizardAction(args, "database-add-step");

export default FoodWizard;
