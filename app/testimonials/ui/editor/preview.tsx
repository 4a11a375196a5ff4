/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { formatNumber } from "~/i18n/format";
import { CheckboxField, FormNotice, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { TestimonialImageJson } from "~/testimonials/images.server";
import type { TestimonialJson } from "~/testimonials/testimonials.server";
import { beforeAndAfter } from "../../preview";
import { publishSchema } from "../../schemas";
import { editorStepHref, type EditorData } from "./common";
import { Said } from "~/i18n/react";

/** Step 3, Final Version Preview: the testimonial as the public will see it, and Publish. */

function Photo({ image, label }: { image: TestimonialImageJson | null; label: string }) {
  return (
    <figure className="preview-photo">
      {image ? <img src={image.photo_m} alt={`${label}, week ${image.week}`} /> : <div className="preview-photo-empty">No {label.toLowerCase()} photo</div>}
      <figcaption>
        <strong>{label}</strong>
        {image ? ` · ${formatNumber(image.weight)} lb · week ${image.week}` : ""}
      </figcaption>
    </figure>
  );
}

export function PreviewStep() {
  const { testimonial: t, images, problem } = useLoaderData<EditorData>();
  const reply = useReplyFor("publish");
  const { pathname } = useLocation();
  const [form, fields] = useSchemaForm({
    id: "publish",
    schema: publishSchema,
    lastResult: reply?.result,
    defaultValue: { featured: t.featured ? "on" : undefined, homepage: t.homepage ? "on" : undefined },
  });
  const { before, after } = beforeAndAfter(images);
  const lost = before && after ? before.weight - after.weight : null;
  return (
    <div className="stack-lg">
      <p className="muted">The testimonial as the public will see it.</p>
      <PublicTestimonial t={t} before={before} after={after} lost={lost} />
      {problem ? (
        <p className="notice notice-info" role="status">
          <Said text={problem.message} />{" "}
          <Link to={`${pathname}?step=${problem.field === "images" ? 2 : 1}`}>Go to {problem.field === "images" ? "Images" : "Final Version Edit"}</Link>
        </p>
      ) : null}
      <Form method="post" {...formProps(form)} className="stack publish-form" preventScrollReset>
        <FormNotice reply={reply} />
        <div className="check-row-group">
          <CheckboxField meta={fields.featured} label="Featured" hint="Shown first among the programme's testimonials." />
          <CheckboxField meta={fields.homepage} label="On the home page" hint="Shown on the programme's home page." />
        </div>
        <div className="form-actions">
          <Link to={editorStepHref(t.id, 2)} className="btn btn-ghost" preventScrollReset>
            Back
          </Link>
          {t.active ? (
            <SubmitButton intent="unpublish" className="btn btn-danger-outline">
              Unpublish
            </SubmitButton>
          ) : null}
          <SubmitButton intent="publish" busyLabel="Publishing…">
            {t.active ? "Update and publish" : "Publish"}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function PublicTestimonial({ t, before, after, lost }: { t: TestimonialJson; before: TestimonialImageJson | null; after: TestimonialImageJson | null; lost: number | null }) {
  const d = t.member_details;
  return (
    <article className="public-testimonial" aria-label="Preview">
      {t.quotes ? <p className="public-quote">“{t.quotes}”</p> : null}
      {t.blurb ? <p className="public-blurb">{t.blurb}</p> : null}
      <div className="public-photos">
        <Photo image={before} label="Before" />
        <Photo image={after} label="After" />
      </div>
      {lost !== null && lost > 0 && before && after ? (
        <p className="public-result">
          Lost {formatNumber(lost)} pounds in {after.week - before.week} weeks
        </p>
      ) : null}
      {/* Sanitized on save and again when read (app/testimonials/html.server.ts). */}
      <div className="public-text" dangerouslySetInnerHTML={{ __html: t.fulltext_html || "<p><em>No final version yet.</em></p>" }} />
      <p className="public-signature">
        — {d.first_name} {d.last_initial}.{d.city ? `, ${d.city}, ${d.state}` : ""}
        {t.country_name && t.country !== "US" ? ` (${t.country_name})` : ""}
      </p>
      <p className="public-disclaimer">Results vary. {d.first_name} followed the programme with the care of a clinic&apos;s medical team.</p>
    </article>
  );
}
