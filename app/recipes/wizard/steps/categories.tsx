/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, useSearchParams } from "@remix-run/react";
import { RECIPE_EMPTY, RECIPE_MSG } from "~/recipes/schemas";
import type { CategoryGroupRow } from "~/recipes/types";
import { DeleteButton } from "~/ui/confirm-delete";
import { FieldErrors, FormError, formProps, selectProps, useSchemaForm } from "~/ui/forms";
import { categoryPickSchema, deleteKey } from "../schemas";
import { rowsJson, useActionFor, useStepAction, useWizard, useWizardData } from "../state";
import { FormNotice, SaveNext } from "./common";

/** Step 3, Categories: pick categories for the recipe; staff also shape the groups and categories. */
export function CategoriesStep() {
  const { recipe, groups } = useWizardData();
  const { unsaved, drop } = useWizard();
  const action = useStepAction();
  if (!recipe) return null;
  const saved = recipe.categories;
  const fresh = unsaved.categories;
  return (
    <div className="stack-lg">
      <section aria-labelledby="category-rows">
        <h3 id="category-rows">Recipe categories</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{RECIPE_EMPTY.categories}</p>
        ) : (
          <ul className="chip-list">
            {saved.map((c) => (
              <li key={c.id} className="chip">
                <span>
                  <span className="chip-group">{c.category__group__name}:</span> {c.category__name}
                </span>
                <DeleteButton id={deleteKey("rc", c.id)} label="Delete" itemName={c.category__name} action={action} />
              </li>
            ))}
            {fresh.map((c, i) => (
              <li key={`new-${c.row.category}`} className="chip chip-new">
                <span>
                  <span className="chip-group">{c.group}:</span> {c.name} <span className="rw-badge badge-new">New</span>
                </span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("categories", i)} aria-label={`Remove ${c.name}`}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddCategory groups={groups} />
      <ManageCategories groups={groups} />
      <SaveNext intent="save-categories" rows={rowsJson(fresh)} />
    </div>
  );
}

function AddCategory({ groups }: { groups: CategoryGroupRow[] }) {
  const { recipe } = useWizardData();
  const { unsaved, add, warn } = useWizard();
  const answer = useActionFor("add-category");
  const action = useStepAction();
  const [form, fields] = useSchemaForm({
    id: "add-category",
    lastResult: answer?.result,
    defaultValue: { recipe: String(recipe?.id ?? "") },
    schema: categoryPickSchema,
    validateOn: "onSubmit",
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success" || !recipe) return;
      const id = submission.value.category;
      if (recipe.categories.some((c) => c.category === id) || unsaved.categories.some((c) => c.row.category === id)) {
        warn(RECIPE_MSG.duplicateCategory);
        return;
      }
      const group = groups.find((g) => g.group.some((c) => c.id === id));
      const cat = group?.group.find((c) => c.id === id);
      if (!group || !cat) return;
      add("categories", { isNew: true, row: submission.value, group: group.name, name: cat.name });
    },
  });
  return (
    <Form method="post" action={action} {...formProps(form)} className="wizard-panel inline-form">
      <input type="hidden" name="intent" value="add-category" />
      <input type="hidden" name={fields.recipe.name} value={recipe?.id ?? ""} />
      <div className="field">
        <label htmlFor={fields.category.id}>Category</label>
        <select {...selectProps(fields.category)} key={fields.category.key}>
          <option value="">Select a category…</option>
          {groups.map((g) => (
            <optgroup key={g.id} label={g.major ? `${g.name} (Special)` : g.name}>
              {g.group.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldErrors id={fields.category.errorId} errors={fields.category.errors} />
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <button type="submit" className="btn btn-secondary">
        Add category
      </button>
    </Form>
  );
}

/** Up and down buttons: one small form each, so reordering works without JavaScript. */
function MoveButtons({ intent, id, name, first, last, action }: { intent: string; id: number; name: string; first: boolean; last: boolean; action: string }) {
  return (
    <>
      <Form method="post" action={action} className="inline">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="dir" value="up" className="btn btn-ghost btn-sm btn-icon" disabled={first} aria-label={`Move ${name} up`}>
          ↑
        </button>
      </Form>
      <Form method="post" action={action} className="inline">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="dir" value="down" className="btn btn-ghost btn-sm btn-icon" disabled={last} aria-label={`Move ${name} down`}>
          ↓
        </button>
      </Form>
    </>
  );
}

export function useManageAction() {
  const action = useStepAction();
  return action.includes("manage=1") ? action : `${action}&manage=1`;
}

function ManageCategories({ groups }: { groups: CategoryGroupRow[] }) {
  const [params] = useSearchParams();
  const action = useManageAction();
  return (
    <details className="wizard-manage" open={params.has("manage")}>
      <summary>Manage category groups and categories</summary>
      <div className="stack">
        {/* Keyed by the count, so a created group's name does not linger in the box. */}
        <Form key={`new-group-${groups.length}`} method="post" action={action} className="manage-form" aria-label="New category group">
          <input type="hidden" name="intent" value="create-group" />
          <div className="field">
            <label htmlFor="new-group-name">New group</label>
            <input id="new-group-name" name="name" required maxLength={100} />
          </div>
          <label className="rw-check">
            <input type="checkbox" name="major" /> Special (major)
          </label>
          <label className="rw-check">
            <input type="checkbox" name="search" /> In the recipe filters
          </label>
          <button type="submit" className="btn btn-secondary btn-sm">
            Add group
          </button>
        </Form>
        <FormNotice formKey="create-group:" />
        <FormNotice formKey="create-category:" />
        <ol className="manage-list">
          {groups.map((g, gi) => (
            <li key={g.id} className="manage-group">
              <div className="manage-row">
                <Form method="post" action={action} className="manage-form" aria-label={`Group ${g.name}`}>
                  <input type="hidden" name="intent" value="update-group" />
                  <input type="hidden" name="id" value={g.id} />
                  <input type="hidden" name="seq" value={g.seq} />
                  <div className="field">
                    <label htmlFor={`group-${g.id}`}>Group name</label>
                    <input id={`group-${g.id}`} name="name" defaultValue={g.name} required maxLength={100} />
                  </div>
                  <label className="rw-check">
                    <input type="checkbox" name="major" defaultChecked={g.major} /> Special
                  </label>
                  <label className="rw-check">
                    <input type="checkbox" name="search" defaultChecked={g.search} /> Filters
                  </label>
                  <button type="submit" className="btn btn-ghost btn-sm">
                    Save
                  </button>
                </Form>
                <div className="rw-row-actions">
                  <MoveButtons intent="move-group" id={g.id} name={g.name} first={gi === 0} last={gi === groups.length - 1} action={action} />
                  <DeleteButton id={deleteKey("group", g.id)} itemName={`group ${g.name}`} action={action} />
                </div>
              </div>
              <FormNotice formKey={`update-group:${g.id}`} />
              <FormNotice formKey={`move-group:${g.id}`} />
              <ul className="manage-sublist">
                {g.group.map((c, ci) => (
                  <li key={c.id}>
                    <div className="manage-row">
                      <Form method="post" action={action} className="manage-form" aria-label={`Category ${c.name}`}>
                        <input type="hidden" name="intent" value="update-category" />
                        <input type="hidden" name="id" value={c.id} />
                        <label className="visually-hidden" htmlFor={`category-${c.id}`}>
                          Category name
                        </label>
                        <input id={`category-${c.id}`} name="name" defaultValue={c.name} required maxLength={100} />
                        <button type="submit" className="btn btn-ghost btn-sm">
                          Rename
                        </button>
                      </Form>
                      <div className="rw-row-actions">
                        <MoveButtons intent="move-category" id={c.id} name={c.name} first={ci === 0} last={ci === g.group.length - 1} action={action} />
                        <DeleteButton id={deleteKey("category", c.id)} itemName={`category ${c.name}`} action={action} />
                      </div>
                    </div>
                    <FormNotice formKey={`update-category:${c.id}`} />
                  </li>
                ))}
                <li>
                  <Form key={`new-category-${g.group.length}`} method="post" action={action} className="manage-form" aria-label={`New category in ${g.name}`}>
                    <input type="hidden" name="intent" value="create-category" />
                    <input type="hidden" name="group" value={g.id} />
                    <input type="hidden" name="seq" value={g.group.length + 1} />
                    <label className="visually-hidden" htmlFor={`new-category-${g.id}`}>
                      New category in {g.name}
                    </label>
                    <input id={`new-category-${g.id}`} name="name" placeholder="New category" required maxLength={100} />
                    <button type="submit" className="btn btn-ghost btn-sm">
                      Add category to {g.name}
                    </button>
                  </Form>
                </li>
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}
