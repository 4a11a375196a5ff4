import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { contentPageAction, contentPageLoader } from "~/content/page.server";
import { ContentManagePage } from "~/content/ui/manage-page";
import contentCss from "~/styles/content.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(contentCss);

export const meta: MetaFunction = () => [{ title: "Ad management · Patient Portal" }];

export const loader = (args: LoaderFunctionArgs) => contentPageLoader("ad", args);
export const action = (args: ActionFunctionArgs) => contentPageAction("ad", args);

export default function AdManagementPage() {
  return <ContentManagePage intro="The ads patients see on their home page, nutrition home and fitness home. Only active ads are shown." />;
}
