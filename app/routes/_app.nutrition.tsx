/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/paths";
import { AreaErrorBoundary } from "~/ui/error-page";
import { Subnav, type SubnavItem } from "~/ui/subnav";
import { useShell } from "./_app";
import { pageHeaders } from "~/ui/page-headers";

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
  const items: SubnavItem[] = [
    { to: paths.nutrition(), label: "Nutrition Home", end: true },
    { to: paths.nutritionJournal(), label: "Journal", actions: [{ to: paths.nutritionJournalAdd(), label: "Add to journal" }] },
    { to: paths.recipes(), label: "Recipes", actions: [{ to: paths.recipeAdd(), label: "Add new" }] },
    ...(isAdmin ? [] : [{ to: paths.myFood(), label: "My Food", actions: [{ to: paths.myFoodAdd(), label: "Add new" }] }]),
    { to: paths.resources(), label: "Resources" },
    ...(isAdmin ? [{ to: paths.foodDatabase(), label: "Food Database", actions: [{ to: paths.foodAdd(), label: "Add new" }] }] : []),
  ];
  return (
    <div className="section">
      <Subnav label="Nutrition" items={items} />
      {children}
    </div>
  );
}
