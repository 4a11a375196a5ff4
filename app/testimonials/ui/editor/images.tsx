import { Form, Link, useLoaderData } from "@remix-run/react";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { CheckboxField, Field, FieldErrors, FormNotice, formProps, NumberField, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { TestimonialImageJson } from "~/testimonials/images.server";
import { IMAGE_HINT, IMAGE_TYPES, imageTypeLabel, MIN_PHOTO_WIDTH, PHOTO_RATIO } from "../../codes";
import { imageEditFormSchema, imageUploadFormSchema } from "../../schemas";
import { editorStepHref, type EditorData } from "./common";

/** Step 2, Images: the member's photos with their details, and the upload form. */

function photoWarnings(i: TestimonialImageJson): string[] {
  const out: string[] = [];
  if (i.width < MIN_PHOTO_WIDTH) out.push(`Only ${i.width} px wide: it may look blurred.`);
  if (i.type !== "Z" && Math.abs(i.width / i.height - PHOTO_RATIO) > 0.08) out.push("Not 2 × 3: the preview crops it.");
  return out;
}

export function ImagesStep() {
  const { testimonial: t, images } = useLoaderData<EditorData>();
  return (
    <div className="stack-lg">
      <p className="muted">
        Photos of {t.member.first_name} kept for testimonials: before (B), after (A), unknown (X) and the signed authorization (Z). They are private: only
        staff and {t.member.first_name} can open them, and the authorization shows only here.
      </p>
      <DeleteConfirmStep />
      {images.length === 0 ? (
        <p className="empty-note">No images yet. Upload the before and after photos and the signed authorization.</p>
      ) : (
        <ul className="plain-list photo-grid" aria-label="Images">
          {images.map((i) => (
            <li key={i.id}>
              <ImageCard image={i} />
            </li>
          ))}
        </ul>
      )}
      {/* A fresh form after each upload. */}
      <UploadForm key={images.length} />
      <div className="form-actions wizard-footer">
        <Link to={editorStepHref(t.id, 1)} className="btn btn-ghost" preventScrollReset>
          Back
        </Link>
        <Link to={editorStepHref(t.id, 3)} className="btn btn-primary" preventScrollReset>
          Save and next
        </Link>
      </div>
    </div>
  );
}

function ImageCard({ image: i }: { image: TestimonialImageJson }) {
  const key = `update-image:${i.id}`;
  const reply = useReplyFor(key);
  const [form, fields] = useSchemaForm({
    id: `image-${i.id}`,
    schema: imageEditFormSchema,
    lastResult: reply?.result,
    defaultValue: { name: i.name, type: i.type, weight: String(i.weight), week: String(i.week), primary: i.primary ? "on" : undefined },
  });
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
      <Form method="post" {...formProps(form)} className="stack photo-form" preventScrollReset>
        <input type="hidden" name="image" value={i.id} />
        <FormNotice reply={reply} />
        <Field meta={fields.name} label="Name" />
        <SelectField meta={fields.type} label="Type" options={IMAGE_TYPES.map((o) => ({ value: o.value, label: `${o.value} — ${o.label}` }))} />
        <div className="form-grid">
          <NumberField meta={fields.weight} label="Weight (lb)" />
          <NumberField meta={fields.week} label="Week" integer />
        </div>
        <CheckboxField meta={fields.primary} label="Primary picture of its type" />
        <div className="row-actions">
          <SubmitButton intent="update-image" className="btn btn-secondary btn-sm">
            Save
          </SubmitButton>
          <DeleteButton id={i.id} itemName={i.name} />
        </div>
      </Form>
    </article>
  );
}

function UploadForm() {
  const reply = useReplyFor("upload-image");
  const schema = imageUploadFormSchema;
  const [form, fields] = useSchemaForm({ id: "upload-image", schema, lastResult: reply?.result, defaultValue: { type: "B", week: "0" } });
  return (
    <section className="upload-panel" aria-labelledby="upload-title">
      <h3 id="upload-title">Upload an image</h3>
      <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack" preventScrollReset>
        <FormNotice reply={reply} />
        <div className="field">
          <label htmlFor={fields.photo_o.id}>Image file</label>
          <input
            type="file"
            id={fields.photo_o.id}
            name={fields.photo_o.name}
            accept="image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpeg,.png,.gif,.bmp"
            aria-describedby={`${fields.photo_o.id}-hint`}
            aria-invalid={fields.photo_o.errors ? true : undefined}
          />
          <p className="field-hint" id={`${fields.photo_o.id}-hint`}>
            {IMAGE_HINT}
          </p>
          <FieldErrors id={fields.photo_o.errorId} errors={fields.photo_o.errors} />
        </div>
        <div className="form-grid">
          <Field meta={fields.name} label="Name" />
          <SelectField meta={fields.type} label="Type" options={IMAGE_TYPES.map((o) => ({ value: o.value, label: `${o.value} — ${o.label}` }))} />
          <NumberField meta={fields.weight} label="Weight (lb)" />
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
