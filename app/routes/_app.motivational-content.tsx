import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { contentPageAction, contentPageLoader } from "~/content/page.server";
import { ContentManagePage } from "~/content/ui/manage-page";
import contentCss from "~/styles/content.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(contentCss);

export const meta: MetaFunction = () => [{ title: "Motivational content · Patient Portal" }];

export const loader = (args: LoaderFunctionArgs) => contentPageLoader("motivational", args);
export const action = (args: ActionFunctionArgs) => contentPageAction("motivational", args);

export default function MotivationalContentPage() {
  return <ContentManagePage intro="The encouraging picture or video patients see on their home page. Only active items are shown." />;
}
