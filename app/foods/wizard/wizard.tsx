import { Link, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";
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
  const { t } = useTranslation("foods");
  const info = WIZARD_MODES[data.mode];
  const exit = wizardExitPath(data.mode, data.food?.id ?? null);
  // The tabs' names in the page's language (the kit numbers them).
  const steps = useMemo(() => ({ ...FOOD_WIZARD, steps: FOOD_WIZARD.steps.map((s) => ({ ...s, label: t(`wizard.steps.${s.key}`) })) }), [t]);

  return (
    <section className="page food-wizard">
      <PageHeader
        title={t(`wizard.heading.${info.heading}`)}
        subtitle={data.food ? data.food.long_desc : data.staff ? t("wizard.newDatabaseFood") : t("wizard.newPersonalFood")}
        actions={
          <Link to={exit} className="btn btn-ghost btn-sm">
            {info.readOnly ? t("wizard.back") : t("wizard.cancel")}
          </Link>
        }
      />
      {info.approval ? <p className="notice notice-info">{t("wizard.approvalMode")}</p> : null}
      {!data.staff && !info.readOnly ? <p className="notice notice-info">{t("wizard.personalNotice")}</p> : null}
      {data.food && !info.readOnly && data.food.status !== "approved" ? (
        <p className="muted">
          {t("wizard.status")} <FoodStatusBadge status={data.food.status} declineCode={data.food.decline_code} />
        </p>
      ) : null}
      <WizardTabs
        def={steps}
        current={data.step}
        enabled={data.food !== null}
        hrefFor={(step) => wizardPath(data.mode, data.food?.id ?? 0, step)}
        label={t("wizard.tabs")}
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
