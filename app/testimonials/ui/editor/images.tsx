import { Form, Link, useLoaderData } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { IMAGE_TYPES, MIN_PHOTO_WIDTH, PHOTO_RATIO } from "../../codes";
import type { TestimonialImageJson } from "~/testimonials/images.server";
import { imageUploadFormSchema, imagesFormSchema } from "../../schemas";
import { editorStepHref, type EditorData } from "./common";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { CheckboxField, Field, FileField, formProps, HiddenField, NumberField, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { RefusalNotice, useRefusalNotice } from "~/ui/refusal-notice";

/**
 * Step 2 of the staff testimonial editor: the member's photos. Every photo's details belong to
 * one form ("save-images"), so any Save, and "Save and next", saves what was changed on any photo
 * (issue 24: "Save and next" was a link and lost the edits). The inputs sit in their cards and
 * join the form by its id, so each card's Delete (a form of its own, in a dialog) is never inside
 * another form. Works without JavaScript. A refused upload or save says what is wrong in one line,
 * the joined messages (spec part 3 §8), above the messages under the fields.
 */
export const IMAGES_FORM = "save-images";

/** The step's texts: the testimonials namespace's `t`, the type options, and the refusal's joined messages (spec part 3 §8). */
function useImageTexts() {
  const { t } = useTranslation("testimonials");
  const msg = useMessage();
  const typeOptions = IMAGE_TYPES.map((o) => ({ value: o.value, label: t("editor.images.typeOption", { code: o.value, label: t(`editor.imageTypes.${o.value}`) }) }));
  const joined = (messages: readonly string[]) => t("editor.images.joined", { messages: messages.map(msg).join(", ") });
  return { t, typeOptions, joined };
}

function photoWarnings(t: TFunction<"testimonials">, i: TestimonialImageJson): string[] {
  const out: string[] = [];
  if (i.width < MIN_PHOTO_WIDTH) out.push(t("editor.images.narrow", { width: i.width }));
  if (i.type !== "Z" && Math.abs(i.width / i.height - PHOTO_RATIO) > 0.08) out.push(t("editor.images.ratio"));
  return out;
}

function PhotosForm({ memberName, images, backHref }: { memberName: string; images: TestimonialImageJson[]; backHref: string }) {
  const { t, joined } = useImageTexts();
  const reply = useReplyFor(IMAGES_FORM);
  const [form, fields] = useSchemaForm({
    id: IMAGES_FORM,
    schema: imagesFormSchema,
    lastResult: reply?.result,
    defaultValue: {
      images: images.map((i) => ({ id: String(i.id), name: i.name, type: i.type, weight: String(i.weight), week: String(i.week), primary: i.primary ? "on" : undefined })),
    },
  });
  const rows = fields.images.getFieldList();
  const refusal = useRefusalNotice(form.allErrors, reply, joined);
  return (
    <div className="stack-lg">
      <p className="muted">{t("editor.images.intro", { name: memberName })}</p>
      <DeleteConfirmStep />
      <RefusalNotice notice={refusal.notice} />
      {images.length === 0 ? (
        <p className="empty-note">{t("editor.images.empty")}</p>
      ) : (
        <ul className="plain-list photo-grid" aria-label={t("editor.images.list")}>
          {images.map((image, index) => (
            <li key={image.id}>{rows[index] ? <ImageCard image={image} row={rows[index]} formId={form.id} /> : null}</li>
          ))}
        </ul>
      )}
      {/* A fresh form after each upload. */}
      <UploadForm key={images.length} />
      <Form method="post" {...formProps(form)} className="form-actions wizard-footer" preventScrollReset onSubmitCapture={refusal.onTry}>
        <Link to={backHref} className="btn btn-ghost" preventScrollReset>
          {t("editor.images.back")}
        </Link>
        <SubmitButton intent="save-images-next">{t("editor.images.saveNext")}</SubmitButton>
      </Form>
    </div>
  );
}

type ImageRow = ReturnType<ReturnType<typeof useSchemaForm<typeof imagesFormSchema>>[1]["images"]["getFieldList"]>[number];

function ImageCard({ image: i, row, formId }: { image: TestimonialImageJson; row: ImageRow; formId: string }) {
  const { weightUnit } = useLoaderData<EditorData>();
  const { t, typeOptions } = useImageTexts();
  const f = row.getFieldset();
  const warnings = photoWarnings(t, i);
  const typeLabel = t(`editor.imageTypes.${i.type}`);
  return (
    <article className={`photo-card photo-type-${i.type}`} aria-labelledby={`image-${i.id}-title`}>
      <a href={i.photo_l} target="_blank" rel="noreferrer" className="photo-thumb">
        <img src={i.photo_m} alt={t("editor.images.alt", { type: typeLabel, name: i.name })} loading="lazy" />
      </a>
      <h3 id={`image-${i.id}-title`} className="photo-title">
        <span className={`photo-type photo-type-tag-${i.type}`}>{typeLabel}</span> {i.primary ? <span className="tag">{t("editor.images.primaryTag")}</span> : null}
      </h3>
      <p className="small muted">{t("editor.images.size", { width: i.width, height: i.height })}</p>
      {warnings.length ? (
        <ul className="plain-list photo-warnings small">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <div className="stack photo-form">
        <HiddenField meta={f.id} />
        <Field meta={f.name} label={t("editor.images.name")} />
        <SelectField meta={f.type} label={t("editor.images.type")} options={typeOptions} />
        <div className="form-grid">
          <NumberField meta={f.weight} label={t("editor.images.weight", { unit: weightUnit })} />
          <NumberField meta={f.week} label={t("editor.images.week")} integer />
        </div>
        <CheckboxField meta={f.primary} label={t("editor.images.primary")} />
      </div>
      <div className="row-actions">
        <SubmitButton intent="save-images" className="btn btn-secondary btn-sm" form={formId}>
          {t("editor.images.save")}
        </SubmitButton>
        <DeleteButton id={i.id} itemName={i.name} />
      </div>
    </article>
  );
}

function UploadForm() {
  const { weightUnit } = useLoaderData<EditorData>();
  const { t, typeOptions, joined } = useImageTexts();
  const reply = useReplyFor("upload-image");
  const [form, fields] = useSchemaForm({ id: "upload-image", schema: imageUploadFormSchema, lastResult: reply?.result, defaultValue: { type: "B", week: "0" } });
  const refusal = useRefusalNotice(form.allErrors, reply, joined);
  return (
    <section className="upload-panel" aria-labelledby="upload-title">
      <h3 id="upload-title">{t("editor.images.uploadTitle")}</h3>
      <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack" preventScrollReset onSubmitCapture={refusal.onTry}>
        <RefusalNotice notice={refusal.notice} />
        <FileField meta={fields.photo_o} label={t("editor.images.file")} hint={t("editor.images.hint")} accept="image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpeg,.png,.gif,.bmp" />
        <div className="form-grid">
          <Field meta={fields.name} label={t("editor.images.name")} />
          <SelectField meta={fields.type} label={t("editor.images.type")} options={typeOptions} />
          <NumberField meta={fields.weight} label={t("editor.images.weight", { unit: weightUnit })} />
          <NumberField meta={fields.week} label={t("editor.images.week")} integer />
        </div>
        <CheckboxField meta={fields.primary} label={t("editor.images.primary")} />
        <div className="form-actions">
          <SubmitButton intent="upload-image" busyLabel={t("editor.images.uploading")}>
            {t("editor.images.upload")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** Step 2, Images: a fresh form whenever the stored photos change (an upload, a save, a delete), as conform keeps the values it started with. */
export function ImagesStep() {
  const { testimonial: t, images } = useLoaderData<EditorData>();
  const version = images.map((i) => [i.id, i.name, i.type, i.weight, i.week, i.primary].join(":")).join("|");
  return <PhotosForm key={version} memberName={t.member.first_name} images={images} backHref={editorStepHref(t.id, 1)} />;
}
