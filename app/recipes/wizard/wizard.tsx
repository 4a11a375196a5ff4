import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { PUBLISH_TABS } from "~/recipes/publish";
import { paths } from "~/paths";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { PageHeader } from "~/ui/page";
import { ToastView } from "~/ui/toaster";
import { usePendingRows, WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { RECIPE_WIZARD, stepHref, unsavedField } from "./schemas";
import { NO_UNSAVED, useStepAction, useWizard, useWizardData, WizardContext, type WizardState } from "./state";
import { BasicsStep } from "./steps/basics";
import { CategoriesStep } from "./steps/categories";
import { ImagesStep } from "./steps/images";
import { IngredientsStep } from "./steps/ingredients";
import { SourcesStep } from "./steps/sources";
import type { WizardActionData } from "./wizard.server";

type StepKey = (typeof RECIPE_WIZARD.steps)[number]["key"];

/**
 * The staff recipe wizard (spec part 2 §2 "Recipe add/edit"): five tabs, 'Step n - 5'. The tabs
 * open once the recipe has an id. Rows added on a step stay in the browser, marked new, until
 * that step's Save & Next; publishing first sends you to a tab that still holds unsaved rows.
 */
export function RecipeWizard() {
  const data = useWizardData();
  const { recipe, step, mode } = data;
  const answer = useActionData<WizardActionData>();
  const { pending: unsaved, add, drop, forget } = usePendingRows(NO_UNSAVED);
  const [notice, setNotice] = useState<{ message: string; at: number } | null>(null);

  // Rows that a Save & Next stored are the server's now: drop their local copies.
  useEffect(() => {
    if (!recipe) return;
    forget({
      ingredients: (r) => recipe.ingredients.some((s) => s.ingredient === r.row.ingredient),
      categories: (r) => recipe.categories.some((s) => s.category === r.row.category),
      sources: (r) => recipe.main_sources.some((s) => s.source === r.row.source),
      images: (r) => recipe.images.some((s) => s.image === r.row.image),
    });
  }, [recipe, forget]);

  // A warning belongs to the step it was raised on: another step starts without it.
  useEffect(() => setNotice(null), [step]);

  const warn = useCallback((message: string) => setNotice({ message, at: Date.now() }), []);
  const state = useMemo<WizardState>(() => ({ unsaved, add, drop, warn }), [unsaved, add, drop, warn]);

  const { t } = useTranslation("recipes");
  // The kit draws the tabs' labels as given: here in the page's language.
  const def = useMemo(() => ({ ...RECIPE_WIZARD, steps: RECIPE_WIZARD.steps.map((s) => ({ ...s, label: t(`wizard.steps.${s.key}`) })) }), [t]);
  const stepName = t(`wizard.steps.${step}`);
  const { pathname } = useLocation();
  const deleteAction = useStepAction();
  const pageNotice = notice ?? (answer?.notice ? { message: answer.notice, at: 0 } : null);
  return (
    <WizardContext.Provider value={state}>
      <section className="page recipe-wizard" aria-labelledby="wizard-title">
        <PageHeader
          title={mode === "add" ? t("wizard.addTitle") : t("wizard.editTitle")}
          subtitle={recipe ? recipe.name : t("wizard.newSubtitle")}
          actions={recipe ? <WizardActions /> : null}
        />
        {pageNotice ? <ToastView key={pageNotice.at} toast={{ type: "error", message: pageNotice.message, duration: 5000 }} /> : null}
        <WizardTabs
          def={def}
          current={String(step) as StepKey}
          enabled={recipe !== null}
          hrefFor={(key) => stepHref(pathname, Number(key))}
          label={t("wizard.stepsLabel")}
        />
        <DeleteConfirmStep action={deleteAction} />
        <WizardPanel current={String(step) as StepKey} className="wizard-card">
          <p className="wizard-step" id="wizard-title">
            {t("wizard.stepOf", { step })}
          </p>
          <h2>{stepName}</h2>
          {step === 1 ? <BasicsStep /> : null}
          {step === 2 ? <IngredientsStep /> : null}
          {step === 3 ? <CategoriesStep /> : null}
          {step === 4 ? <SourcesStep /> : null}
          {step === 5 ? <ImagesStep /> : null}
        </WizardPanel>
      </section>
    </WizardContext.Provider>
  );
}

/** Publish (set active): the checks run on the server, which also hears of unsaved rows here. */
function WizardActions() {
  const { recipe } = useWizardData();
  const { unsaved } = useWizard();
  const action = useStepAction();
  const navigation = useNavigation();
  const { t } = useTranslation("recipes");
  if (!recipe) return null;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "publish";
  return (
    <div className="button-row wizard-actions">
      <span className={`status-badge ${recipe.active ? "status-active" : "status-inactive"}`}>{recipe.active ? t("wizard.published") : t("wizard.notPublished")}</span>
      <Link to={paths.recipeDetails(recipe.id)} className="btn btn-ghost btn-sm">
        {t("wizard.view")}
      </Link>
      {recipe.active ? null : (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="publish" />
          {PUBLISH_TABS.map((t) => (
            <input key={t.tab} type="hidden" name={unsavedField(t.tab)} value={unsaved[t.tab].length} />
          ))}
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {t("wizard.publish")}
          </button>
        </Form>
      )}
    </div>
  );
}

