/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { IMAGE_HINT, IMAGE_TYPES, imageTypeLabel, MIN_PHOTO_WIDTH, PHOTO_RATIO, TESTIMONIAL_MSG } from "../../codes";
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

const typeOptions = IMAGE_TYPES.map((o) => ({ value: o.value, label: `${o.value} — ${o.label}` }));

function photoWarnings(i: TestimonialImageJson): string[] {
  const out: string[] = [];
  if (i.width < MIN_PHOTO_WIDTH) out.push(`Only ${i.width} px wide: it may look blurred.`);
  if (i.type !== "Z" && Math.abs(i.width / i.height - PHOTO_RATIO) > 0.08) out.push("Not 2 × 3: the preview crops it.");
  return out;
}

function PhotosForm({ memberName, images, backHref }: { memberName: string; images: TestimonialImageJson[]; backHref: string }) {
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
  const refusal = useRefusalNotice(form.allErrors, reply, TESTIMONIAL_MSG.imageInvalid);
  return (
    <div className="stack-lg">
      <p className="muted">
        Photos of {memberName} kept for testimonials: before (B), after (A), unknown (X) and the signed authorization (Z). They are private: only staff and{" "}
        {memberName} can open them, and the authorization shows only here.
      </p>
      <DeleteConfirmStep />
      <RefusalNotice notice={refusal.notice} />
      {images.length === 0 ? (
        <p className="empty-note">No images yet. Upload the before and after photos and the signed authorization.</p>
      ) : (
        <ul className="plain-list photo-grid" aria-label="Images">
          {images.map((image, index) => (
            <li key={image.id}>{rows[index] ? <ImageCard image={image} row={rows[index]} formId={form.id} /> : null}</li>
          ))}
        </ul>
      )}
      {/* A fresh form after each upload. */}
      <UploadForm key={images.length} />
      <Form method="post" {...formProps(form)} className="form-actions wizard-footer" preventScrollReset onSubmitCapture={refusal.onTry}>
        <Link to={backHref} className="btn btn-ghost" preventScrollReset>
          Back
        </Link>
        <SubmitButton intent="save-images-next">Save and next</SubmitButton>
      </Form>
    </div>
  );
}

type ImageRow = ReturnType<ReturnType<typeof useSchemaForm<typeof imagesFormSchema>>[1]["images"]["getFieldList"]>[number];

function ImageCard({ image: i, row, formId }: { image: TestimonialImageJson; row: ImageRow; formId: string }) {
  const { weightUnit } = useLoaderData<EditorData>();
  const f = row.getFieldset();
  const warnings = photoWarnings(i);
  return (
    <article className={`photo-card photo-type-${i.type}`} aria-labelledby={`image-${i.id}-title`}>
      <a href={i.photo_l} target="_blank" rel="noreferrer" className="photo-thumb">
        <img src={i.photo_m} alt={`${imageTypeLabel(i.type)}: ${i.name}`} loading="lazy" />
      </a>
      <h3 id={`image-${i.id}-title`} className="photo-title">
        <span className={`photo-type photo-type-tag-${i.type}`}>{imageTypeLabel(i.type)}</span> {i.primary ? <span className="tag">Primary</span> : null}
      </h3>
      <p className="small muted">
        {i.width} × {i.height} px
      </p>
      {warnings.length ? (
        <ul className="plain-list photo-warnings small">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <div className="stack photo-form">
        <HiddenField meta={f.id} />
        <Field meta={f.name} label="Name" />
        <SelectField meta={f.type} label="Type" options={typeOptions} />
        <div className="form-grid">
          <NumberField meta={f.weight} label={`Weight (${weightUnit})`} />
          <NumberField meta={f.week} label="Week" integer />
        </div>
        <CheckboxField meta={f.primary} label="Primary picture of its type" />
      </div>
      <div className="row-actions">
        <SubmitButton intent="save-images" className="btn btn-secondary btn-sm" form={formId}>
          Save
        </SubmitButton>
        <DeleteButton id={i.id} itemName={i.name} />
      </div>
    </article>
  );
}

function UploadForm() {
  const { weightUnit } = useLoaderData<EditorData>();
  const reply = useReplyFor("upload-image");
  const [form, fields] = useSchemaForm({ id: "upload-image", schema: imageUploadFormSchema, lastResult: reply?.result, defaultValue: { type: "B", week: "0" } });
  const refusal = useRefusalNotice(form.allErrors, reply, TESTIMONIAL_MSG.imageInvalid);
  return (
    <section className="upload-panel" aria-labelledby="upload-title">
      <h3 id="upload-title">Upload an image</h3>
      <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack" preventScrollReset onSubmitCapture={refusal.onTry}>
        <RefusalNotice notice={refusal.notice} />
        <FileField meta={fields.photo_o} label="Image file" hint={IMAGE_HINT} accept="image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpeg,.png,.gif,.bmp" />
        <div className="form-grid">
          <Field meta={fields.name} label="Name" />
          <SelectField meta={fields.type} label="Type" options={typeOptions} />
          <NumberField meta={fields.weight} label={`Weight (${weightUnit})`} />
          <NumberField meta={fields.week} label="Week" integer />
        </div>
        <CheckboxField meta={fields.primary} label="Primary picture of its type" />
        <div className="form-actions">
          <SubmitButton intent="upload-image" busyLabel="Uploading…">
            Upload
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
