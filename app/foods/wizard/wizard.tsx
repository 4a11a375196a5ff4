/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/ui/page";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { FoodStatusBadge } from "~/foods/ui/food-status";
import { FOOD_WIZARD, WIZARD_MODES, wizardExitPath, wizardPath, type WizardStep } from "./mode";
import { DetailsStep, DetailsView } from "./steps/details";
import { MeasuresStep } from "./steps/measures";
import { NutrientsStep } from "./steps/nutrients";
import type { WizardData } from "./types";

/**
 * The three-step food wizard (spec part 2 §2): every food add/edit/view route renders this (its
 * page code is ./wizard.server.ts; each step is a file of ./steps, as the recipe wizard's are).
 */
export function FoodWizard() {
  const data = useLoaderData<WizardData>();
  const info = WIZARD_MODES[data.mode];
  const exit = wizardExitPath(data.mode, data.food?.id ?? null);

  return (
    <section className="page food-wizard">
      <PageHeader
        title={info.heading}
        subtitle={data.food ? data.food.long_desc : data.staff ? "A new food for the database" : "A new personal food"}
        actions={
          <Link to={exit} className="btn btn-ghost btn-sm">
            {info.readOnly ? "Back" : "Cancel"}
          </Link>
        }
      />
      {info.approval ? (
        <p className="notice notice-info">Approval mode: finishing the last step saves this food and approves it into the database.</p>
      ) : null}
      {!data.staff && !info.readOnly ? (
        <p className="notice notice-info">Personal foods are checked by the clinic team: after you save, your food waits for approval.</p>
      ) : null}
      {data.food && !info.readOnly && data.food.status !== "approved" ? (
        <p className="muted">
          Status: <FoodStatusBadge status={data.food.status} declineCode={data.food.decline_code} />
        </p>
      ) : null}
      <WizardTabs
        def={FOOD_WIZARD}
        current={data.step}
        enabled={data.food !== null}
        hrefFor={(step) => wizardPath(data.mode, data.food?.id ?? 0, step)}
      />
      <WizardPanel current={data.step}>
        {data.step === "details" ? (
          info.readOnly && data.food ? (
            <DetailsView food={data.food} staff={data.staff} />
          ) : (
            <DetailsStep data={data} />
          )
        ) : data.step === "nutrients" ? (
          <NutrientsStep data={data} />
        ) : (
          <MeasuresStep data={data} />
        )}
      </WizardPanel>
    </section>
  );
}

export type { WizardStep };
