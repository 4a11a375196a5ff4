import { useTranslation } from "~/i18n/use-translation";
import { ContentManagePage } from "~/content/ui/manage-page";

// The same screen as /ads, for the motivational channel (the loader reads the channel from the path).
export { action, links, loader } from "./_app.ads";

export const handle = { i18n: ["content"], title: "content:manage.title" };

export default function MotivationalContentPage() {
  const { t } = useTranslation("content");
  return <ContentManagePage intro={t("manage.intro")} />;
}
