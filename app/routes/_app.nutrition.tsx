import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { AreaErrorBoundary } from "~/ui/error-page";
import { Subnav, type SubnavItem } from "~/ui/subnav";
import { useShell } from "./_app";
import { pageHeaders } from "~/ui/page-headers";

/** The section's menu is drawn on every nutrition page (issue 41). */
export const handle = { i18n: ["nutrition"] };

export default function NutritionLayout() {
  return (
    <NutritionArea>
      <Outlet />
    </NutritionArea>
  );
}

/** A boundary route passes Retry-After and Cache-Control on (app/ui/page-headers.ts). */
export const headers = pageHeaders;

export function ErrorBoundary() {
  return (
    <NutritionArea>
      <AreaErrorBoundary />
    </NutritionArea>
  );
}

function NutritionArea({ children }: { children: ReactNode }) {
  const { isAdmin } = useShell();
  const { t } = useTranslation("nutrition");
  const addNew = t("menu.addNew");
  const items: SubnavItem[] = [
    { to: paths.nutrition(), label: t("menu.home"), end: true },
    { to: paths.nutritionJournal(), label: t("menu.journal"), actions: [{ to: paths.nutritionJournalAdd(), label: t("menu.addToJournal") }] },
    { to: paths.recipes(), label: t("menu.recipes"), actions: [{ to: paths.recipeAdd(), label: addNew }] },
    ...(isAdmin ? [] : [{ to: paths.myFood(), label: t("menu.myFood"), actions: [{ to: paths.myFoodAdd(), label: addNew }] }]),
    { to: paths.resources(), label: t("menu.resources") },
    ...(isAdmin ? [{ to: paths.foodDatabase(), label: t("menu.foodDatabase"), actions: [{ to: paths.foodAdd(), label: addNew }] }] : []),
  ];
  return (
    <div className="section">
      <Subnav label={t("menu.label")} items={items} />
      {children}
    </div>
  );
}
