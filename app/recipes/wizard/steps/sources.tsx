import { Form, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { RECIPE_MSG } from "~/recipes/schemas";
import type { SourceRow } from "~/recipes/types";
import { DeleteButton } from "~/ui/confirm-delete";
import { FieldErrors, FormError, formProps, NumberField, selectProps, useSchemaForm } from "~/ui/forms";
import { deleteKey, sourcePickSchema } from "../schemas";
import { rowsJson, useActionFor, useStepAction, useWizard, useWizardData } from "../state";
import { useManageAction } from "./categories";
import { FormNotice, SaveNext } from "./common";

/** Step 4, Sources: where the recipe comes from; staff also keep the list of sources. */
export function SourcesStep() {
  const { recipe, sources } = useWizardData();
  const { unsaved, drop } = useWizard();
  const action = useStepAction();
  const { t } = useTranslation("recipes");
  if (!recipe) return null;
  const saved = recipe.main_sources;
  const fresh = unsaved.sources;
  return (
    <div className="stack-lg">
      <section aria-labelledby="source-rows">
        <h3 id="source-rows">{t("wizard.sources.rows")}</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{t("empty.sources")}</p>
        ) : (
          <table className="table wizard-table">
            <thead>
              <tr>
                <th scope="col">{t("wizard.seq")}</th>
                <th scope="col">{t("wizard.sources.source")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("wizard.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {saved.map((s) => (
                <tr key={s.id}>
                  <td>{s.seq}</td>
                  <td>{s.source_data.name}</td>
                  <td className="rw-row-actions">
                    <DeleteButton id={deleteKey("rs", s.id)} itemName={s.source_data.name} action={action} />
                  </td>
                </tr>
              ))}
              {fresh.map((s, i) => (
                <tr key={`new-${s.row.source}`} className="row-new">
                  <td>{s.row.seq}</td>
                  <td>
                    {s.name} <span className="rw-badge badge-new">{t("wizard.new")}</span>
                  </td>
                  <td className="rw-row-actions">
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("sources", i)} aria-label={t("wizard.removeNamed", { name: s.name })}>
                      {t("wizard.remove")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <AddSource sources={sources} nextSeq={Math.max(0, ...saved.map((s) => s.seq), ...fresh.map((s) => s.row.seq)) + 1} />
      <ManageSources sources={sources} />
      <SaveNext intent="save-sources" rows={rowsJson(fresh)} />
    </div>
  );
}

function AddSource({ sources, nextSeq }: { sources: SourceRow[]; nextSeq: number }) {
  const { recipe } = useWizardData();
  const { unsaved, add, warn } = useWizard();
  const answer = useActionFor("add-source");
  const action = useStepAction();
  const { t } = useTranslation("recipes");
  const [form, fields] = useSchemaForm({
    id: `add-source-${nextSeq}`,
    lastResult: answer?.result,
    defaultValue: { recipe: String(recipe?.id ?? ""), seq: String(nextSeq) },
    schema: sourcePickSchema,
    validateOn: "onSubmit",
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success" || !recipe) return;
      const id = submission.value.source;
      if (recipe.main_sources.some((s) => s.source === id) || unsaved.sources.some((s) => s.row.source === id)) {
        warn(RECIPE_MSG.duplicateSource);
        return;
      }
      const source = sources.find((s) => s.id === id);
      if (source) add("sources", { isNew: true, row: submission.value, name: source.name });
    },
  });
  return (
    <Form method="post" action={action} {...formProps(form)} className="wizard-panel inline-form">
      <input type="hidden" name="intent" value="add-source" />
      <input type="hidden" name={fields.recipe.name} value={recipe?.id ?? ""} />
      <div className="field">
        <label htmlFor={fields.source.id}>{t("wizard.sources.source")}</label>
        <select {...selectProps(fields.source)} key={fields.source.key}>
          <option value="">{t("wizard.sources.select")}</option>
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.source.errorId} errors={fields.source.errors} />
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <NumberField meta={fields.seq} label={t("wizard.seq")} integer className="field field-narrow" />
      <button type="submit" className="btn btn-secondary">
        {t("wizard.sources.add")}
      </button>
    </Form>
  );
}

function SourceFields({ source, idPrefix }: { source?: SourceRow; idPrefix: string }) {
  const { t } = useTranslation("recipes");
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>{t("wizard.sources.name")}</label>
        <input id={`${idPrefix}-name`} name="name" defaultValue={source?.name} required maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-url`}>{t("wizard.sources.url")}</label>
        <input id={`${idPrefix}-url`} name="url" type="url" defaultValue={source?.url} maxLength={250} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-title`}>{t("wizard.sources.urlTitle")}</label>
        <input id={`${idPrefix}-title`} name="url_title" defaultValue={source?.url_title} maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-notes`}>{t("wizard.sources.notes")}</label>
        <input id={`${idPrefix}-notes`} name="notes" defaultValue={source?.notes} maxLength={2000} />
      </div>
    </>
  );
}

function ManageSources({ sources }: { sources: SourceRow[] }) {
  const [params] = useSearchParams();
  const action = useManageAction();
  const { t } = useTranslation("recipes");
  return (
    <details className="wizard-manage" open={params.has("manage")}>
      <summary>{t("wizard.sources.manage")}</summary>
      <div className="stack">
        <Form key={`new-source-${sources.length}`} method="post" action={action} className="manage-form manage-form-wide" aria-label={t("wizard.sources.newForm")}>
          <input type="hidden" name="intent" value="create-source" />
          <SourceFields idPrefix="new-source" />
          <button type="submit" className="btn btn-secondary btn-sm">
            {t("wizard.sources.addNew")}
          </button>
        </Form>
        <FormNotice formKey="create-source:" />
        <ul className="manage-list">
          {sources.map((s) => (
            <li key={s.id} className="manage-group">
              <div className="manage-row">
                <Form method="post" action={action} className="manage-form manage-form-wide" aria-label={t("wizard.sources.sourceForm", { name: s.name })}>
                  <input type="hidden" name="intent" value="update-source" />
                  <input type="hidden" name="id" value={s.id} />
                  <SourceFields source={s} idPrefix={`source-${s.id}`} />
                  <button type="submit" className="btn btn-ghost btn-sm">
                    {t("wizard.sources.save")}
                  </button>
                </Form>
                <div className="rw-row-actions">
                  <DeleteButton id={deleteKey("source", s.id)} itemName={t("wizard.sources.sourceItem", { name: s.name })} action={action} />
                </div>
              </div>
              <FormNotice formKey={`update-source:${s.id}`} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
