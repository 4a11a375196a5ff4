/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, useLoaderData } from "@remix-run/react";
import { formatDate } from "~/i18n/format";
import { FieldErrors, FormNotice, formProps, Field, SelectField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { COUNTRIES } from "../../countries";
import { REPLACEMENTS } from "../../replacements";
import { finalVersionSchema } from "../../schemas";
import type { EditorData } from "./common";

/** Step 1, Final Version Edit: the member's words beside the final version, and the standard replacements. */

export function FinalVersionStep() {
  const { testimonial: t } = useLoaderData<EditorData>();
  const save = useReplyFor("save-final");
  const apply = useReplyFor("apply-replacements");
  const reply = save ?? apply;
  const [form, fields] = useSchemaForm({
    id: "final-version",
    schema: finalVersionSchema,
    lastResult: reply?.result,
    defaultValue: { country: t.country ?? "US", quotes: t.quotes, blurb: t.blurb, fulltext_html: t.fulltext_html || t.fulltext },
  });
  const replacementErrors = form.allErrors.replacements;
  return (
    <div className="editor-grid">
      <section className="editor-original" aria-labelledby="original-title">
        <h3 id="original-title">The member&apos;s words</h3>
        <p className="muted small">As sent on {formatDate(t.created)}. They stay as they are; the final version is what the public reads.</p>
        <blockquote className="pre-line">{t.fulltext}</blockquote>
      </section>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <FormNotice reply={reply} />
        <SelectField meta={fields.country} label="Country" options={COUNTRIES.map((c) => ({ value: c.code, label: c.name }))} empty="Choose a country" />
        <Field meta={fields.quotes} label="Quote" hint="A short line in the member's words for the headline, 100 characters at most." />
        <TextareaField meta={fields.blurb} label="Blurb" rows={3} hint="A sentence or two introducing the member, 250 characters at most." />
        <TextareaField
          meta={fields.fulltext_html}
          label="Final version"
          rows={12}
          hint="Separate paragraphs with a blank line. <p>, <strong>, <em>, lists and quotes are kept; anything else is removed when saved."
        />
        <fieldset className="form-section replacements">
          <legend>Standard replacements</legend>
          <p className="field-hint">Tick the ones to apply to the final version; they are applied when you apply or save.</p>
          <ul className="plain-list replacement-list">
            {REPLACEMENTS.map((r) => (
              <li key={r.id}>
                <input type="checkbox" name="replacements" value={r.id} id={`replacement-${r.id}`} aria-describedby={`replacement-${r.id}-desc`} />{" "}
                <label htmlFor={`replacement-${r.id}`}>
                  <strong>{r.name}</strong>
                </label>
                <span className="muted small" id={`replacement-${r.id}-desc`}>
                  {" "}
                  — {r.description}
                </span>
              </li>
            ))}
          </ul>
          <FieldErrors id="replacements-errors" errors={replacementErrors} />
        </fieldset>
        <div className="form-actions">
          <SubmitButton intent="apply-replacements" className="btn btn-secondary" busyLabel="Applying…">
            Apply replacements
          </SubmitButton>
          <SubmitButton intent="save-final">Save and continue</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
