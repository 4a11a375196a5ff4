import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { CheckboxField, FormNotice, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { TestimonialImageJson } from "~/testimonials/images.server";
import type { TestimonialJson } from "~/testimonials/testimonials.server";
import { beforeAndAfter } from "../../preview";
import { publishSchema } from "../../schemas";
import { editorStepHref, type EditorData } from "./common";

/** Step 3, Final Version Preview: the testimonial as the public will see it, and Publish. */

function Photo({ image, type }: { image: TestimonialImageJson | null; type: "B" | "A" }) {
  const { t } = useTranslation("testimonials");
  const f = useFormat();
  const label = t(`editor.imageTypes.${type}`);
  return (
    <figure className="preview-photo">
      {image ? (
        <img src={image.photo_m} alt={t("editor.preview.photoAlt", { label, week: image.week })} />
      ) : (
        <div className="preview-photo-empty">{type === "B" ? t("editor.preview.noBefore") : t("editor.preview.noAfter")}</div>
      )}
      <figcaption>
        <strong>{label}</strong>
        {image ? t("editor.preview.photoFacts", { weight: f.number(image.weight), week: image.week }) : ""}
      </figcaption>
    </figure>
  );
}

export function PreviewStep() {
  const { testimonial: item, images, problem } = useLoaderData<EditorData>();
  const { t } = useTranslation("testimonials");
  const msg = useMessage();
  const reply = useReplyFor("publish");
  const { pathname } = useLocation();
  const [form, fields] = useSchemaForm({
    id: "publish",
    schema: publishSchema,
    lastResult: reply?.result,
    defaultValue: { featured: item.featured ? "on" : undefined, homepage: item.homepage ? "on" : undefined },
  });
  const { before, after } = beforeAndAfter(images);
  const lost = before && after ? before.weight - after.weight : null;
  return (
    <div className="stack-lg">
      <p className="muted">{t("editor.preview.intro")}</p>
      <PublicTestimonial item={item} before={before} after={after} lost={lost} />
      {problem ? (
        <p className="notice notice-info" role="status">
          {msg(problem.message)}{" "}
          <Link to={`${pathname}?step=${problem.field === "images" ? 2 : 1}`}>{t("editor.preview.goTo", { step: t(problem.field === "images" ? "editor.step.2" : "editor.step.1") })}</Link>
        </p>
      ) : null}
      <Form method="post" {...formProps(form)} className="stack publish-form" preventScrollReset>
        <FormNotice reply={reply} />
        <div className="check-row-group">
          <CheckboxField meta={fields.featured} label={t("editor.preview.featured")} hint={t("editor.preview.featuredHint")} />
          <CheckboxField meta={fields.homepage} label={t("editor.preview.homepage")} hint={t("editor.preview.homepageHint")} />
        </div>
        <div className="form-actions">
          <Link to={editorStepHref(item.id, 2)} className="btn btn-ghost" preventScrollReset>
            {t("editor.preview.back")}
          </Link>
          {item.active ? (
            <SubmitButton intent="unpublish" className="btn btn-danger-outline">
              {t("editor.preview.unpublish")}
            </SubmitButton>
          ) : null}
          <SubmitButton intent="publish" busyLabel={t("editor.preview.publishing")}>
            {item.active ? t("editor.preview.update") : t("editor.preview.publish")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function PublicTestimonial({ item, before, after, lost }: { item: TestimonialJson; before: TestimonialImageJson | null; after: TestimonialImageJson | null; lost: number | null }) {
  const { t } = useTranslation("testimonials");
  const f = useFormat();
  const d = item.member_details;
  const who = { first: d.first_name, initial: d.last_initial, city: d.city, state: d.state };
  return (
    <article className="public-testimonial" aria-label={t("editor.preview.label")}>
      {item.quotes ? <p className="public-quote">{t("editor.preview.quote", { quote: item.quotes })}</p> : null}
      {item.blurb ? <p className="public-blurb">{item.blurb}</p> : null}
      <div className="public-photos">
        <Photo image={before} type="B" />
        <Photo image={after} type="A" />
      </div>
      {lost !== null && lost > 0 && before && after ? <p className="public-result">{t("editor.preview.lost", { pounds: f.number(lost), weeks: after.week - before.week })}</p> : null}
      {/* Sanitized on save and again when read (app/testimonials/html.server.ts); the placeholder is our own key. */}
      <div className="public-text" dangerouslySetInnerHTML={{ __html: item.fulltext_html || t("editor.preview.noText") }} />
      <p className="public-signature">
        {d.city ? t("editor.preview.signaturePlace", who) : t("editor.preview.signature", who)}
        {item.country_name && item.country !== "US" ? t("editor.preview.country", { country: item.country_name }) : ""}
      </p>
      <p className="public-disclaimer">{t("editor.preview.disclaimer", { first: d.first_name })}</p>
    </article>
  );
}
