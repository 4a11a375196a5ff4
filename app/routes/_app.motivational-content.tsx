import type { MetaFunction } from "@remix-run/node";
import { ContentManagePage } from "~/content/ui/manage-page";

// The same screen as /ads, for the motivational channel (the loader reads the channel from the path).
export { action, links, loader } from "./_app.ads";

export const meta: MetaFunction = () => [{ title: "Motivational content · Patient Portal" }];

export default function MotivationalContentPage() {
  return <ContentManagePage intro="The encouraging picture or video patients see on their home page. Only active items are shown." />;
}
