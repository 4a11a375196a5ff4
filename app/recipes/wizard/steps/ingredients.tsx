/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useNavigate, useSearchParams } from "@remix-run/react";
import type { IngredientWeightRow } from "~/foods/types";
import { formatQuantity } from "~/recipes/lines";
import { ingredientRowSchema, RECIPE_EMPTY, RECIPE_MSG } from "~/recipes/schemas";
import type { RecipeIngredientRow } from "~/recipes/types";
import { DeleteButton } from "~/ui/confirm-delete";
import { checkboxProps, FieldErrors, FormError, formProps, HiddenField, NumberField, SelectField, useSchemaForm } from "~/ui/forms";
import { SearchForm } from "~/ui/search-form";
import { deleteKey } from "../schemas";
import { rowsJson, useActionFor, useStepAction, useWizard, useWizardData } from "../state";
import { SaveNext } from "./common";

const measureLabel = (m: { quantity: number; measure: string; grams: number | null }) =>
  `${formatQuantity(m.quantity)} ${m.measure}${m.grams ? ` (${Math.round(m.grams * 10) / 10} g)` : ""}`;

/** Step 2, Ingredients: the saved and new rows, a food search (10 results), and the row form. */
export function IngredientsStep() {
  const { recipe, search, picked, editRow } = useWizardData();
  const { unsaved, drop } = useWizard();
  const action = useStepAction();
  const [params] = useSearchParams();
  if (!recipe) return null;
  const saved = recipe.ingredients;
  const fresh = unsaved.ingredients;
  const q = params.get("q") ?? "";
  const back = `?step=2${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  return (
    <div className="stack-lg">
      {recipe.raw_ingredients ? (
        <aside className="wizard-note" aria-labelledby="raw-ingredients">
          <h3 id="raw-ingredients">Ingredients as submitted</h3>
          <p className="pre-line">{recipe.raw_ingredients}</p>
        </aside>
      ) : null}
      <section aria-labelledby="ingredient-rows">
        <h3 id="ingredient-rows">Recipe ingredients</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{RECIPE_EMPTY.ingredients}</p>
        ) : (
          <table className="table wizard-table">
            <thead>
              <tr>
                <th scope="col">Seq</th>
                <th scope="col">Ingredient</th>
                <th scope="col">Amount</th>
                <th scope="col">Main</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {saved.map((r) => (
                <tr key={r.id}>
                  <td>{r.seq}</td>
                  <td>{r.ingredient_data.name}</td>
                  <td>{r.measure_data ? `${formatQuantity(r.quantity)} × ${measureLabel(r.measure_data)}` : formatQuantity(r.quantity)}</td>
                  <td>{r.main ? "Yes" : "No"}</td>
                  <td className="rw-row-actions">
                    <Link to={`?step=2&edit=${r.id}`} className="btn btn-ghost btn-sm" aria-label={`Edit ${r.ingredient_data.name}`} preventScrollReset>
                      Edit
                    </Link>
                    <DeleteButton id={deleteKey("ri", r.id)} itemName={r.ingredient_data.name} action={action} />
                  </td>
                </tr>
              ))}
              {fresh.map((r, i) => (
                <tr key={`new-${r.row.ingredient}`} className="row-new">
                  <td>{r.row.seq}</td>
                  <td>
                    {r.food} <span className="rw-badge badge-new">New</span>
                  </td>
                  <td>
                    {formatQuantity(r.row.quantity)} × {r.measure}
                  </td>
                  <td>{r.row.main ? "Yes" : "No"}</td>
                  <td className="rw-row-actions">
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("ingredients", i)} aria-label={`Remove ${r.food}`}>
                      Remove
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
        <h3 id="ingredient-search">Add an ingredient</h3>
        <SearchForm label="Search foods" placeholder="Search foods (3 characters or more)" name="q" keep={["step"]} />
        {search ? (
          search.results.length === 0 ? (
            <p className="empty-note">{RECIPE_EMPTY.ingredientSearch}</p>
          ) : (
            <ul className="pick-list" aria-label="Foods found">
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
      add("ingredients", { isNew: true, row, food: food.name, measure: m ? measureLabel(m) : "" });
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
        <SelectField meta={fields.measure} label="Weight" empty="Select weight…" options={measures.map((m) => ({ value: m.id, label: measureLabel(m) }))} />
        <NumberField meta={fields.quantity} label="Quantity" />
        <NumberField meta={fields.seq} label="Seq" integer />
        <label className="rw-check check-field">
          <input {...checkboxProps(fields.main)} key={fields.main.key} /> Main ingredient
        </label>
      </div>
      <div className="form-actions">
        <Link to={back} className="btn btn-ghost" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn btn-secondary">
          Add ingredient
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
      <h3 id="edit-row-title">Edit {row.ingredient_data.name}</h3>
      <input type="hidden" name="intent" value="update-ingredient" />
      <input type="hidden" name="id" value={row.id} />
      <HiddenField meta={fields.recipe} />
      <HiddenField meta={fields.ingredient} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="wizard-grid">
        <SelectField meta={fields.measure} label="Weight" empty="Select weight…" options={measures.map((m) => ({ value: m.id, label: measureLabel(m) }))} />
        <NumberField meta={fields.quantity} label="Quantity" />
        <NumberField meta={fields.seq} label="Seq" integer />
        <label className="rw-check check-field">
          <input {...checkboxProps(fields.main)} key={fields.main.key} /> Main ingredient
        </label>
      </div>
      <div className="form-actions">
        <Link to="?step=2" className="btn btn-ghost" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn btn-secondary">
          Update ingredient
        </button>
      </div>
    </Form>
  );
}
