import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { TFunction } from "i18next";
import { paths } from "~/paths";
import fitnessCss from "~/styles/fitness.css";
import { AreaErrorBoundary } from "~/ui/error-page";
import { stylesheets } from "~/ui/stylesheets";
import { Subnav, type SubnavItem } from "~/ui/subnav";
import { pageHeaders } from "~/ui/page-headers";

export const links = stylesheets(fitnessCss);

/** Every fitness page draws the area's texts (issue 41). */
export const handle = { i18n: ["fitness"] };

const itemsOf = (t: TFunction<"fitness">): SubnavItem[] => [
  { to: paths.fitness(), label: t("nav.home"), end: true },
  { to: paths.fitnessJournal(), label: t("nav.journal"), actions: [{ to: paths.fitnessJournalAdd(), label: t("nav.journalAdd") }] },
  {
    to: paths.myProgress(),
    label: t("nav.myWorkout"),
    alsoActiveOn: [paths.myWorkout(), paths.myHistory()],
    actions: [
      { to: paths.myWorkoutAddPlans(), label: t("nav.addPlans") },
      { to: paths.myWorkoutAddExercises(), label: t("nav.addExercises") },
    ],
  },
  { to: paths.workoutPlans(), label: t("nav.plans") },
  { to: paths.exercises(), label: t("nav.exercises") },
];

export default function FitnessLayout() {
  return (
    <FitnessArea>
      <Outlet />
    </FitnessArea>
  );
}

/** A boundary route passes Retry-After and Cache-Control on (app/ui/page-headers.ts). */
export const headers = pageHeaders;

export function ErrorBoundary() {
  return (
    <FitnessArea>
      <AreaErrorBoundary />
    </FitnessArea>
  );
}

function FitnessArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation("fitness");
  return (
    <div className="section fitness-area">
      <Subnav label={t("nav.label")} items={itemsOf(t)} />
      {children}
    </div>
  );
}
