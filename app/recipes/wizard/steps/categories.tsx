import { Form, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { RECIPE_MSG } from "~/recipes/schemas";
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
  const { t } = useTranslation("recipes");
  if (!recipe) return null;
  const saved = recipe.categories;
  const fresh = unsaved.categories;
  return (
    <div className="stack-lg">
      <section aria-labelledby="category-rows">
        <h3 id="category-rows">{t("wizard.categories.rows")}</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{t("empty.categories")}</p>
        ) : (
          <ul className="chip-list">
            {saved.map((c) => (
              <li key={c.id} className="chip">
                <span>
                  <span className="chip-group">{t("wizard.categories.groupOf", { group: c.category__group__name })}</span> {c.category__name}
                </span>
                <DeleteButton id={deleteKey("rc", c.id)} label={t("wizard.delete")} itemName={c.category__name} action={action} />
              </li>
            ))}
            {fresh.map((c, i) => (
              <li key={`new-${c.row.category}`} className="chip chip-new">
                <span>
                  <span className="chip-group">{t("wizard.categories.groupOf", { group: c.group })}</span> {c.name} <span className="rw-badge badge-new">{t("wizard.new")}</span>
                </span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("categories", i)} aria-label={t("wizard.removeNamed", { name: c.name })}>
                  {t("wizard.remove")}
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
  const { t } = useTranslation("recipes");
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
        <label htmlFor={fields.category.id}>{t("wizard.categories.category")}</label>
        <select {...selectProps(fields.category)} key={fields.category.key}>
          <option value="">{t("wizard.categories.select")}</option>
          {groups.map((g) => (
            <optgroup key={g.id} label={g.major ? t("wizard.categories.special", { name: g.name }) : g.name}>
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
        {t("wizard.categories.add")}
      </button>
    </Form>
  );
}

/** Up and down buttons: one small form each, so reordering works without JavaScript. */
function MoveButtons({ intent, id, name, first, last, action }: { intent: string; id: number; name: string; first: boolean; last: boolean; action: string }) {
  const { t } = useTranslation("recipes");
  return (
    <>
      <Form method="post" action={action} className="inline">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="dir" value="up" className="btn btn-ghost btn-sm btn-icon" disabled={first} aria-label={t("wizard.categories.moveUp", { name })}>
          ↑
        </button>
      </Form>
      <Form method="post" action={action} className="inline">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="dir" value="down" className="btn btn-ghost btn-sm btn-icon" disabled={last} aria-label={t("wizard.categories.moveDown", { name })}>
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
  const { t } = useTranslation("recipes");
  return (
    <details className="wizard-manage" open={params.has("manage")}>
      <summary>{t("wizard.categories.manage")}</summary>
      <div className="stack">
        {/* Keyed by the count, so a created group's name does not linger in the box. */}
        <Form key={`new-group-${groups.length}`} method="post" action={action} className="manage-form" aria-label={t("wizard.categories.newGroupForm")}>
          <input type="hidden" name="intent" value="create-group" />
          <div className="field">
            <label htmlFor="new-group-name">{t("wizard.categories.newGroup")}</label>
            <input id="new-group-name" name="name" required maxLength={100} />
          </div>
          <label className="rw-check">
            <input type="checkbox" name="major" /> {t("wizard.categories.major")}
          </label>
          <label className="rw-check">
            <input type="checkbox" name="search" /> {t("wizard.categories.inFilters")}
          </label>
          <button type="submit" className="btn btn-secondary btn-sm">
            {t("wizard.categories.addGroup")}
          </button>
        </Form>
        <FormNotice formKey="create-group:" />
        <FormNotice formKey="create-category:" />
        <ol className="manage-list">
          {groups.map((g, gi) => (
            <li key={g.id} className="manage-group">
              <div className="manage-row">
                <Form method="post" action={action} className="manage-form" aria-label={t("wizard.categories.groupForm", { name: g.name })}>
                  <input type="hidden" name="intent" value="update-group" />
                  <input type="hidden" name="id" value={g.id} />
                  <input type="hidden" name="seq" value={g.seq} />
                  <div className="field">
                    <label htmlFor={`group-${g.id}`}>{t("wizard.categories.groupName")}</label>
                    <input id={`group-${g.id}`} name="name" defaultValue={g.name} required maxLength={100} />
                  </div>
                  <label className="rw-check">
                    <input type="checkbox" name="major" defaultChecked={g.major} /> {t("wizard.categories.specialShort")}
                  </label>
                  <label className="rw-check">
                    <input type="checkbox" name="search" defaultChecked={g.search} /> {t("wizard.categories.filters")}
                  </label>
                  <button type="submit" className="btn btn-ghost btn-sm">
                    {t("wizard.categories.save")}
                  </button>
                </Form>
                <div className="rw-row-actions">
                  <MoveButtons intent="move-group" id={g.id} name={g.name} first={gi === 0} last={gi === groups.length - 1} action={action} />
                  <DeleteButton id={deleteKey("group", g.id)} itemName={t("wizard.categories.groupItem", { name: g.name })} action={action} />
                </div>
              </div>
              <FormNotice formKey={`update-group:${g.id}`} />
              <FormNotice formKey={`move-group:${g.id}`} />
              <ul className="manage-sublist">
                {g.group.map((c, ci) => (
                  <li key={c.id}>
                    <div className="manage-row">
                      <Form method="post" action={action} className="manage-form" aria-label={t("wizard.categories.categoryForm", { name: c.name })}>
                        <input type="hidden" name="intent" value="update-category" />
                        <input type="hidden" name="id" value={c.id} />
                        <label className="visually-hidden" htmlFor={`category-${c.id}`}>
                          {t("wizard.categories.categoryName")}
                        </label>
                        <input id={`category-${c.id}`} name="name" defaultValue={c.name} required maxLength={100} />
                        <button type="submit" className="btn btn-ghost btn-sm">
                          {t("wizard.categories.rename")}
                        </button>
                      </Form>
                      <div className="rw-row-actions">
                        <MoveButtons intent="move-category" id={c.id} name={c.name} first={ci === 0} last={ci === g.group.length - 1} action={action} />
                        <DeleteButton id={deleteKey("category", c.id)} itemName={t("wizard.categories.categoryItem", { name: c.name })} action={action} />
                      </div>
                    </div>
                    <FormNotice formKey={`update-category:${c.id}`} />
                  </li>
                ))}
                <li>
                  <Form key={`new-category-${g.group.length}`} method="post" action={action} className="manage-form" aria-label={t("wizard.categories.newCategoryForm", { group: g.name })}>
                    <input type="hidden" name="intent" value="create-category" />
                    <input type="hidden" name="group" value={g.id} />
                    <input type="hidden" name="seq" value={g.group.length + 1} />
                    <label className="visually-hidden" htmlFor={`new-category-${g.id}`}>
                      {t("wizard.categories.newCategoryForm", { group: g.name })}
                    </label>
                    <input id={`new-category-${g.id}`} name="name" placeholder={t("wizard.categories.newCategoryPlaceholder")} required maxLength={100} />
                    <button type="submit" className="btn btn-ghost btn-sm">
                      {t("wizard.categories.addTo", { group: g.name })}
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
