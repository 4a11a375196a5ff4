import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { WIZARD_STEPS } from "~/recipes/codes";
import { paths } from "~/paths";
import { DeleteConfirmStep } from "~/ui/confirm-delete";
import { PageHeader } from "~/ui/page";
import { ToastView } from "~/ui/toaster";
import { NO_UNSAVED, useStepAction, useWizard, useWizardData, WizardContext, type Unsaved, type WizardState } from "./state";
import { BasicsStep } from "./steps/basics";
import { CategoriesStep } from "./steps/categories";
import { ImagesStep } from "./steps/images";
import { IngredientsStep } from "./steps/ingredients";
import { SourcesStep } from "./steps/sources";
import type { WizardActionData } from "./wizard.server";

/**
 * The staff recipe wizard (spec part 2 §2 "Recipe add/edit"): five tabs, 'Step n - 5'. The tabs
 * open once the recipe has an id. Rows added on a step stay in the browser, marked new, until
 * that step's Save & Next; publishing first sends you to a tab that still holds unsaved rows.
 */
export function RecipeWizard() {
  const data = useWizardData();
  const { recipe, step, mode } = data;
  const answer = useActionData<WizardActionData>();
  const [unsaved, setUnsaved] = useState<Unsaved>(NO_UNSAVED);
  const [notice, setNotice] = useState<{ message: string; at: number } | null>(null);

  // Rows that a Save & Next stored are the server's now: drop their local copies.
  useEffect(() => {
    if (!recipe) return;
    setUnsaved((prev) => {
      const next: Unsaved = {
        ingredients: prev.ingredients.filter((r) => !recipe.ingredients.some((s) => s.ingredient === r.row.ingredient)),
        categories: prev.categories.filter((r) => !recipe.categories.some((s) => s.category === r.row.category)),
        sources: prev.sources.filter((r) => !recipe.main_sources.some((s) => s.source === r.row.source)),
        images: prev.images.filter((r) => !recipe.images.some((s) => s.image === r.row.image)),
      };
      const same = (Object.keys(next) as (keyof Unsaved)[]).every((k) => next[k].length === prev[k].length);
      return same ? prev : next;
    });
  }, [recipe]);

  const warn = useCallback((message: string) => setNotice({ message, at: Date.now() }), []);
  const state = useMemo<WizardState>(
    () => ({
      unsaved,
      add: (tab, row) => setUnsaved((prev) => ({ ...prev, [tab]: [...prev[tab], row] })),
      drop: (tab, index) => setUnsaved((prev) => ({ ...prev, [tab]: prev[tab].filter((_, i) => i !== index) })),
      warn,
    }),
    [unsaved, warn],
  );

  const stepName = WIZARD_STEPS[step - 1];
  const deleteAction = useStepAction();
  const pageNotice = notice ?? (answer?.notice ? { message: answer.notice, at: 0 } : null);
  return (
    <WizardContext.Provider value={state}>
      <section className="page recipe-wizard" aria-labelledby="wizard-title">
        <PageHeader
          title={mode === "add" ? "Add Recipe" : "Edit Recipe"}
          subtitle={recipe ? recipe.name : "A new recipe starts with its basic details."}
          actions={recipe ? <WizardActions /> : null}
        />
        {pageNotice ? <ToastView key={pageNotice.at} toast={{ type: "error", message: pageNotice.message, duration: 5000 }} /> : null}
        <StepTabs />
        <DeleteConfirmStep action={deleteAction} />
        <div className="card wizard-card">
          <p className="wizard-step" id="wizard-title">
            Step {step} - 5
          </p>
          <h2>{stepName}</h2>
          {step === 1 ? <BasicsStep /> : null}
          {step === 2 ? <IngredientsStep /> : null}
          {step === 3 ? <CategoriesStep /> : null}
          {step === 4 ? <SourcesStep /> : null}
          {step === 5 ? <ImagesStep /> : null}
        </div>
      </section>
    </WizardContext.Provider>
  );
}

function StepTabs() {
  const { recipe, step } = useWizardData();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Recipe steps">
      <ol className="tabs recipe-wizard-tabs">
        {WIZARD_STEPS.map((name, i) => {
          const n = i + 1;
          const label = (
            <>
              <span className="wizard-tab-num" aria-hidden="true">
                {n}
              </span>
              {name}
            </>
          );
          return (
            <li key={name}>
              {recipe ? (
                <Link to={`${pathname}?step=${n}`} className={n === step ? "active" : undefined} aria-current={n === step ? "step" : undefined} preventScrollReset>
                  {label}
                </Link>
              ) : (
                <span className={`wizard-tab-disabled${n === step ? " active" : ""}`} aria-disabled={n !== step ? "true" : undefined} aria-current={n === step ? "step" : undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Publish (set active): the checks run on the server, which also hears of unsaved rows here. */
function WizardActions() {
  const { recipe } = useWizardData();
  const { unsaved } = useWizard();
  const action = useStepAction();
  const navigation = useNavigation();
  if (!recipe) return null;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "publish";
  return (
    <div className="button-row wizard-actions">
      <span className={`status-badge ${recipe.active ? "status-active" : "status-inactive"}`}>{recipe.active ? "Published" : "Not published"}</span>
      <Link to={paths.recipeDetails(recipe.id)} className="btn btn-ghost btn-sm">
        View recipe
      </Link>
      {recipe.active ? null : (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="unsaved_ingredients" value={unsaved.ingredients.length} />
          <input type="hidden" name="unsaved_categories" value={unsaved.categories.length} />
          <input type="hidden" name="unsaved_sources" value={unsaved.sources.length} />
          <input type="hidden" name="unsaved_images" value={unsaved.images.length} />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            Publish
          </button>
        </Form>
      )}
    </div>
  );
}

