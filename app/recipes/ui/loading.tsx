import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

const DETAILS_PATH = /^\/nutrition\/recipes\/\d+\/details\/?$/;

/**
 * 'Loading content...' while a recipe's details are on their way (spec part 2 §2). Rendered by
 * the screens that link to details, since the details route shows nothing until its loader is done.
 */
export function RecipeLoading() {
  const navigation = useNavigation();
  const { t } = useTranslation("recipes");
  const loading =
    navigation.state === "loading" &&
    DETAILS_PATH.test(navigation.location.pathname) &&
    !navigation.formMethod;
  if (!loading) return null;
  return (
    <div className="recipe-loading" role="status" aria-live="polite">
      <span className="recipe-loading-spinner" aria-hidden="true" />
      {t("loading")}
    </div>
  );
}
