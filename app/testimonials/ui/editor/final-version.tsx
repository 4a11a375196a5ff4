import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { useFormat } from "~/i18n/react";
import { FieldErrors, FormNotice, formProps, Field, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { COUNTRIES } from "../../countries";
import { REPLACEMENTS } from "../../replacements";
import { finalVersionSchema } from "../../schemas";
import type { EditorData } from "./common";

/** Step 1, Final Version Edit: the member's words beside the final version, and the standard replacements. */

export function FinalVersionStep() {
  const { testimonial: item } = useLoaderData<EditorData>();
  const { t, i18n } = useTranslation("testimonials");
  const f = useFormat();
  // The list's own names in English (the spec's); another language names each region through Intl.
  const regions = i18n.language === DEFAULT_LANGUAGE ? null : new Intl.DisplayNames([f.locale], { type: "region" });
  const save = useReplyFor("save-final");
  const apply = useReplyFor("apply-replacements");
  const reply = save ?? apply;
  const [form, fields] = useSchemaForm({
    id: "final-version",
    schema: finalVersionSchema,
    lastResult: reply?.result,
    defaultValue: { country: item.country ?? "US", quotes: item.quotes, blurb: item.blurb, fulltext_html: item.fulltext_html || item.fulltext },
  });
  const replacementErrors = form.allErrors.replacements;
  return (
    <div className="editor-grid">
      <section className="editor-original" aria-labelledby="original-title">
        <h3 id="original-title">{t("editor.final.originalTitle")}</h3>
        <p className="muted small">{t("editor.final.originalNote", { date: f.date(item.created) })}</p>
        <blockquote className="pre-line">{item.fulltext}</blockquote>
      </section>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <FormNotice reply={reply} />
        <SelectField meta={fields.country} label={t("editor.final.country")} options={COUNTRIES.map((c) => ({ value: c.code, label: regions?.of(c.code) ?? c.name }))} empty={t("editor.final.chooseCountry")} />
        <Field meta={fields.quotes} label={t("editor.final.quote")} hint={t("editor.final.quoteHint")} />
        <TextareaField meta={fields.blurb} label={t("editor.final.blurb")} rows={3} hint={t("editor.final.blurbHint")} />
        <TextareaField
          meta={fields.fulltext_html}
          label={t("editor.final.text")}
          rows={12}
          hint={t("editor.final.textHint")}
        />
        <fieldset className="form-section replacements">
          <legend>{t("editor.final.replacements")}</legend>
          <p className="field-hint">{t("editor.final.replacementsHint")}</p>
          <ul className="plain-list replacement-list">
            {REPLACEMENTS.map((r) => (
              <li key={r.id}>
                <input type="checkbox" name="replacements" value={r.id} id={`replacement-${r.id}`} aria-describedby={`replacement-${r.id}-desc`} />{" "}
                <label htmlFor={`replacement-${r.id}`}>
                  <strong>{t(`editor.replacements.${r.id}.name`)}</strong>
                </label>
                <span className="muted small" id={`replacement-${r.id}-desc`}>
                  {" "}
                  {t("editor.final.replacementLine", { description: t(`editor.replacements.${r.id}.description`) })}
                </span>
              </li>
            ))}
          </ul>
          <FieldErrors id="replacements-errors" errors={replacementErrors} />
        </fieldset>
        <div className="form-actions">
          <SubmitButton intent="apply-replacements" className="btn btn-secondary" busyLabel={t("editor.final.applying")}>
            {t("editor.final.apply")}
          </SubmitButton>
          <SubmitButton intent="save-final">{t("editor.final.save")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
