/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { paths } from "~/paths";
import fitnessCss from "~/styles/fitness.css";
import { AreaErrorBoundary } from "~/ui/error-page";
import { stylesheets } from "~/ui/stylesheets";
import { Subnav, type SubnavItem } from "~/ui/subnav";
import { pageHeaders } from "~/ui/page-headers";

export const links = stylesheets(fitnessCss);

const ITEMS: SubnavItem[] = [
  { to: paths.fitness(), label: "Fitness home", end: true },
  { to: paths.fitnessJournal(), label: "Journal", actions: [{ to: paths.fitnessJournalAdd(), label: "Add to journal" }] },
  {
    to: paths.myProgress(),
    label: "My Workout",
    alsoActiveOn: [paths.myWorkout(), paths.myHistory()],
    actions: [
      { to: paths.myWorkoutAddPlans(), label: "Add Plans" },
      { to: paths.myWorkoutAddExercises(), label: "Add Exercises" },
    ],
  },
  { to: paths.workoutPlans(), label: "Workout plans" },
  { to: paths.exercises(), label: "Exercises" },
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
  return (
    <div className="section fitness-area">
      <Subnav label="Fitness" items={ITEMS} />
      {children}
    </div>
  );
}
