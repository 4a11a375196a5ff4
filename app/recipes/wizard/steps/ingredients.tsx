import { Form, Link, useNavigate, useSearchParams } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import type { IngredientWeightRow } from "~/foods/types";
import { formatQuantity } from "~/recipes/lines";
import { ingredientRowSchema, RECIPE_MSG } from "~/recipes/schemas";
import type { RecipeIngredientRow } from "~/recipes/types";
import { DeleteButton } from "~/ui/confirm-delete";
import { checkboxProps, FieldErrors, FormError, formProps, HiddenField, NumberField, SelectField, useSchemaForm } from "~/ui/forms";
import { SearchForm } from "~/ui/search-form";
import { deleteKey } from "../schemas";
import { rowsJson, useActionFor, useStepAction, useWizard, useWizardData } from "../state";
import { SaveNext } from "./common";

/** "1 cup chopped (91 g)": the measure's words as the food database has them. */
const measureLabel = (t: TFunction<"recipes">, m: { quantity: number; measure: string; grams: number | null }) =>
  m.grams
    ? t("wizard.ingredients.measureGrams", { quantity: formatQuantity(m.quantity), measure: m.measure, grams: Math.round(m.grams * 10) / 10 })
    : t("wizard.ingredients.measure", { quantity: formatQuantity(m.quantity), measure: m.measure });

/** Step 2, Ingredients: the saved and new rows, a food search (10 results), and the row form. */
export function IngredientsStep() {
  const { recipe, search, picked, editRow } = useWizardData();
  const { unsaved, drop } = useWizard();
  const action = useStepAction();
  const [params] = useSearchParams();
  const { t } = useTranslation("recipes");
  if (!recipe) return null;
  const saved = recipe.ingredients;
  const fresh = unsaved.ingredients;
  const q = params.get("q") ?? "";
  const back = `?step=2${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  return (
    <div className="stack-lg">
      {recipe.raw_ingredients ? (
        <aside className="wizard-note" aria-labelledby="raw-ingredients">
          <h3 id="raw-ingredients">{t("wizard.ingredients.submitted")}</h3>
          <p className="pre-line">{recipe.raw_ingredients}</p>
        </aside>
      ) : null}
      <section aria-labelledby="ingredient-rows">
        <h3 id="ingredient-rows">{t("wizard.ingredients.rows")}</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{t("empty.ingredients")}</p>
        ) : (
          <table className="table wizard-table">
            <thead>
              <tr>
                <th scope="col">{t("wizard.seq")}</th>
                <th scope="col">{t("wizard.ingredients.ingredient")}</th>
                <th scope="col">{t("wizard.ingredients.amount")}</th>
                <th scope="col">{t("wizard.ingredients.main")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("wizard.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {saved.map((r) => (
                <tr key={r.id}>
                  <td>{r.seq}</td>
                  <td>{r.ingredient_data.name}</td>
                  <td>{r.measure_data ? t("wizard.ingredients.times", { quantity: formatQuantity(r.quantity), measure: measureLabel(t, r.measure_data) }) : formatQuantity(r.quantity)}</td>
                  <td>{r.main ? t("wizard.yes") : t("wizard.no")}</td>
                  <td className="rw-row-actions">
                    <Link to={`?step=2&edit=${r.id}`} className="btn btn-ghost btn-sm" aria-label={t("wizard.editNamed", { name: r.ingredient_data.name })} preventScrollReset>
                      {t("wizard.edit")}
                    </Link>
                    <DeleteButton id={deleteKey("ri", r.id)} itemName={r.ingredient_data.name} action={action} />
                  </td>
                </tr>
              ))}
              {fresh.map((r, i) => (
                <tr key={`new-${r.row.ingredient}`} className="row-new">
                  <td>{r.row.seq}</td>
                  <td>
                    {r.food} <span className="rw-badge badge-new">{t("wizard.new")}</span>
                  </td>
                  <td>
                    {t("wizard.ingredients.times", { quantity: formatQuantity(r.row.quantity), measure: r.measure })}
                  </td>
                  <td>{r.row.main ? t("wizard.yes") : t("wizard.no")}</td>
                  <td className="rw-row-actions">
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("ingredients", i)} aria-label={t("wizard.removeNamed", { name: r.food })}>
                      {t("wizard.remove")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {editRow ? (
        <EditIngredient key={editRow.rowId} row={saved.find((r) => r.id === editRow.rowId)!} measures={editRow.measures} />
      ) : null}

      <section aria-labelledby="ingredient-search" className="wizard-panel">
        <h3 id="ingredient-search">{t("wizard.ingredients.add")}</h3>
        <SearchForm label={t("wizard.ingredients.search")} placeholder={t("wizard.ingredients.searchPlaceholder")} name="q" keep={["step"]} />
        {search ? (
          search.results.length === 0 ? (
            <p className="empty-note">{t("empty.ingredientSearch")}</p>
          ) : (
            <ul className="pick-list" aria-label={t("wizard.ingredients.found")}>
              {search.results.map((f) => (
                <li key={f.id}>
                  <Link
                    to={`?step=2&q=${encodeURIComponent(search.q)}&food=${f.id}`}
                    className={`pick-item${picked?.food.id === f.id ? " active" : ""}`}
                    preventScrollReset
                  >
                    <span className="pick-name">{f.name}</span>
                    {f.long_desc && f.long_desc !== f.name ? <span className="pick-desc">{f.long_desc}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {picked ? (
          <AddIngredient
            key={picked.food.id}
            food={picked.food}
            measures={picked.measures}
            nextSeq={Math.max(0, ...saved.map((r) => r.seq), ...fresh.map((r) => r.row.seq)) + 1}
            back={back}
          />
        ) : null}
      </section>

      <SaveNext intent="save-ingredients" rows={rowsJson(fresh)} />
    </div>
  );
}

function AddIngredient({
  food,
  measures,
  nextSeq,
  back,
}: {
  food: { id: number; name: string };
  measures: IngredientWeightRow[];
  nextSeq: number;
  back: string;
}) {
  const { recipe } = useWizardData();
  const { unsaved, add, warn } = useWizard();
  const { t } = useTranslation("recipes");
  const answer = useActionFor("add-ingredient");
  const navigate = useNavigate();
  const action = useStepAction();
  const [form, fields] = useSchemaForm({
    id: "add-ingredient",
    lastResult: answer?.result,
    defaultValue: { recipe: String(recipe?.id ?? ""), ingredient: String(food.id), quantity: "1", seq: String(nextSeq), measure: measures[0] ? String(measures[0].id) : "" },
    schema: ingredientRowSchema,
    onSubmit(event, { submission }) {
      // With JavaScript the row stays here, marked new, until Save & Next sends all of them.
      event.preventDefault();
      if (submission?.status !== "success" || !recipe) return;
      const row = submission.value;
      const taken = recipe.ingredients.some((r) => r.ingredient === row.ingredient) || unsaved.ingredients.some((r) => r.row.ingredient === row.ingredient);
      if (taken) {
        warn(RECIPE_MSG.duplicateIngredient);
        return;
      }
      const m = measures.find((x) => x.id === row.measure);
      add("ingredients", { isNew: true, row, food: food.name, measure: m ? measureLabel(t, m) : "" });
      navigate(back, { replace: true, preventScrollReset: true });
    },
  });
  return (
    <Form method="post" action={action} {...formProps(form)} className="wizard-subform" aria-labelledby="picked-food">
      <h4 id="picked-food">{food.name}</h4>
      <input type="hidden" name="intent" value="add-ingredient" />
      <HiddenField meta={fields.recipe} />
      <HiddenField meta={fields.ingredient} />
      <FormError id={form.errorId} errors={form.errors} />
      <FieldErrors id={fields.ingredient.errorId} errors={fields.ingredient.errors} />
      <div className="wizard-grid">
        <SelectField meta={fields.measure} label={t("wizard.ingredients.weight")} empty={t("wizard.ingredients.selectWeight")} options={measures.map((m) => ({ value: m.id, label: measureLabel(t, m) }))} />
        <NumberField meta={fields.quantity} label={t("wizard.ingredients.quantity")} />
        <NumberField meta={fields.seq} label={t("wizard.seq")} integer />
        <label className="rw-check check-field">
          <input {...checkboxProps(fields.main)} key={fields.main.key} /> {t("wizard.ingredients.mainIngredient")}
        </label>
      </div>
      <div className="form-actions">
        <Link to={back} className="btn btn-ghost" preventScrollReset>
          {t("wizard.cancel")}
        </Link>
        <button type="submit" className="btn btn-secondary">
          {t("wizard.ingredients.addButton")}
        </button>
      </div>
    </Form>
  );
}

/** A saved row's change goes to the server at once; an unchanged row is 'Nothing to update!'. */
function EditIngredient({ row, measures }: { row: RecipeIngredientRow; measures: IngredientWeightRow[] }) {
  const formKey = `update-ingredient:${row.id}`;
  const answer = useActionFor(formKey);
  const action = useStepAction();
  const { t } = useTranslation("recipes");
  const [form, fields] = useSchemaForm({
    id: `edit-ingredient-${row.id}`,
    schema: ingredientRowSchema,
    lastResult: answer?.result,
    defaultValue: {
      recipe: String(row.recipe),
      ingredient: String(row.ingredient),
      measure: row.measure ? String(row.measure) : "",
      quantity: String(row.quantity),
      main: row.main ? "on" : undefined,
      seq: String(row.seq),
    },
  });
  return (
    <Form method="post" action={action} {...formProps(form)} className="wizard-subform" aria-labelledby="edit-row-title">
      <h3 id="edit-row-title">{t("wizard.ingredients.editTitle", { name: row.ingredient_data.name })}</h3>
      <input type="hidden" name="intent" value="update-ingredient" />
      <input type="hidden" name="id" value={row.id} />
      <HiddenField meta={fields.recipe} />
      <HiddenField meta={fields.ingredient} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="wizard-grid">
        <SelectField meta={fields.measure} label={t("wizard.ingredients.weight")} empty={t("wizard.ingredients.selectWeight")} options={measures.map((m) => ({ value: m.id, label: measureLabel(t, m) }))} />
        <NumberField meta={fields.quantity} label={t("wizard.ingredients.quantity")} />
        <NumberField meta={fields.seq} label={t("wizard.seq")} integer />
        <label className="rw-check check-field">
          <input {...checkboxProps(fields.main)} key={fields.main.key} /> {t("wizard.ingredients.mainIngredient")}
        </label>
      </div>
      <div className="form-actions">
        <Link to="?step=2" className="btn btn-ghost" preventScrollReset>
          {t("wizard.cancel")}
        </Link>
        <button type="submit" className="btn btn-secondary">
          {t("wizard.ingredients.update")}
        </button>
      </div>
    </Form>
  );
}
