import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { fullName } from "~/domain/users";
import type { SessionUser } from "~/auth/users.server";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { domainFailure, formFailure, formId, parseForm, readPageForm } from "~/page/form.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { IMAGE_MSG, oneImage } from "~/uploads/schemas";
import progressStyles from "~/styles/progress.css";
import testimonialStyles from "~/styles/testimonials.css";
import wizardStyles from "~/styles/wizard.css";
import { IMAGE_HINT, IMAGE_TYPES, imageTypeLabel, MIN_PHOTO_WIDTH, PHOTO_RATIO, TESTIMONIAL_MSG, TESTIMONIAL_WIZARD, type TestimonialStep } from "~/testimonials/codes";
import { COUNTRIES } from "~/testimonials/countries";
import { beforeAndAfter } from "~/testimonials/preview";
import { deleteTestimonialImage, memberImages, updateTestimonialImage, uploadTestimonialImage, type TestimonialImageJson } from "~/testimonials/images.server";
import { REPLACEMENTS } from "~/testimonials/replacements";
import { applyReplacementsSchema, finalVersionSchema, imageEditFormSchema, imageUploadSchema, publishSchema } from "~/testimonials/schemas";
import { getTestimonial, publishProblem, saveFinalVersion, setPublished, type TestimonialJson } from "~/testimonials/testimonials.server";
import { redirectWithToast } from "~/toast/toast.server";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { formatDate, formatNumber } from "~/ui/format";
import {
  CheckboxField,
  Field,
  FieldErrors,
  FormNotice,
  formProps,
  NumberField,
  SelectField,
  SubmitButton,
  TextareaField,
  useReplyFor,
  useSchemaForm,
} from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stepFrom, stepHref as wizardStepHref } from "~/ui/wizard/steps";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { auditHealth } from "~/security/audit.server";

export const meta: MetaFunction = () => [{ title: "Edit testimonial · Patient Portal" }];
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: progressStyles },
  { rel: "stylesheet", href: testimonialStyles },
  { rel: "stylesheet", href: wizardStyles },
];

/**
 * The staff testimonial editor (spec part 3 §2 "Testimonial approval", §4), on the wizard kit
 * (decision 0034): three steps as ?step= tabs, each with its own forms and named intents, so every step works without
 * JavaScript. Final Version Edit (save moves to Images), Images (upload, change, delete; save and
 * next moves to Preview), Final Version Preview (publish, back to /testimonials).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const { step: asked } = readParams(request, { step: param.text() });
  const step = Number(stepFrom(TESTIMONIAL_WIZARD, asked, true));
  const testimonial = foundOr404(await getTestimonial(user, id));
  await auditHealth({ request, context }, { actor: user, patientId: testimonial.member.id, action: "read", record: "testimonial", recordId: id, detail: "page" });
  let images: TestimonialImageJson[] = [];
  if (step > 1) {
    images = pageData(await memberImages(user, testimonial.member.id));
    await auditHealth({ request, context }, { actor: user, patientId: testimonial.member.id, action: "read", record: "testimonial_image", detail: "page" });
  }
  const problem = step === 3 ? await publishProblem(testimonial) : null;
  return { testimonial, step, images, problem };
}

type Args = { request: Request; context: ActionFunctionArgs["context"]; user: SessionUser; id: number; form: FormData };

const stepHref = (id: number, step: 1 | 2 | 3) => wizardStepHref(TESTIMONIAL_WIZARD, paths.testimonialEdit(id), String(step) as TestimonialStep);

async function saveFinal({ request, context, user, id, form }: Args, intent: "save-final" | "apply-replacements") {
  const parsed = parseForm(intent, form, intent === "apply-replacements" ? applyReplacementsSchema : finalVersionSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await saveFinalVersion(user, id, parsed.value));
  if (!outcome.ok) return domainFailure(intent, parsed.submission, outcome.errors);
  await auditHealth({ request, context }, { actor: user, patientId: outcome.data.testimonial.member.id, action: "update", record: "testimonial", recordId: id, detail: "page" });
  if (intent === "apply-replacements") {
    return redirectWithToast(stepHref(id, 1), { type: "success", message: TESTIMONIAL_MSG.replaced(outcome.data.changes) });
  }
  return redirectWithToast(stepHref(id, 2), { type: "success", message: TESTIMONIAL_MSG.saved });
}

const uploadFormSchema = imageUploadSchema.omit({ member: true }).extend({ photo_o: oneImage() });

async function uploadImage({ request, context, user, id, form }: Args, memberId: number) {
  const parsed = parseForm("upload-image", form, uploadFormSchema);
  if (!parsed.ok) return parsed.response;
  const { photo_o, ...meta } = parsed.value;
  const outcome = pageOutcome(await uploadTestimonialImage(user, memberId, meta, photo_o));
  if (!outcome.ok) return domainFailure("upload-image", parsed.submission, outcome.errors);
  const { image, created } = outcome.data;
  await auditHealth({ request, context }, { actor: user, patientId: memberId, action: created ? "create" : "read", record: "testimonial_image", recordId: image.id, detail: "page" });
  return redirectWithToast(stepHref(id, 2), created ? { type: "success", message: TESTIMONIAL_MSG.imageAdded } : { type: "info", message: TESTIMONIAL_MSG.imageExists });
}

async function memberOwns(user: SessionUser, memberId: number, imageId: number) {
  return pageData(await memberImages(user, memberId)).some((i) => i.id === imageId);
}

async function updateImage({ request, context, user, id, form }: Args, memberId: number) {
  const imageId = Number(form.get("image"));
  const key = `update-image:${imageId}`;
  const parsed = parseForm(key, form, imageEditFormSchema);
  if (!parsed.ok) return parsed.response;
  // Only the images of this testimonial's member are edited from its screen.
  if (imageId === 0 || !(await memberOwns(user, memberId, imageId))) return formFailure(key, { notice: TESTIMONIAL_MSG.tryAgain });
  const outcome = pageOutcome(await updateTestimonialImage(user, imageId, parsed.value));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  await auditHealth({ request, context }, { actor: user, patientId: memberId, action: "update", record: "testimonial_image", recordId: imageId, detail: "page" });
  return redirectWithToast(stepHref(id, 2), { type: "success", message: TESTIMONIAL_MSG.imageUpdated });
}

async function deleteImage({ request, context, user, id, form }: Args, memberId: number) {
  const imageId = formId(form);
  if (imageId === 0 || !(await memberOwns(user, memberId, imageId))) return formFailure("delete", { notice: TESTIMONIAL_MSG.tryAgain });
  pageOutcome(await deleteTestimonialImage(user, imageId));
  await auditHealth({ request, context }, { actor: user, patientId: memberId, action: "delete", record: "testimonial_image", recordId: imageId, detail: "page" });
  return redirectWithToast(stepHref(id, 2), { type: "success", message: TESTIMONIAL_MSG.removed });
}

async function publish({ request, context, user, id, form }: Args, active: boolean) {
  const parsed = parseForm("publish", form, publishSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setPublished(user, id, active ? { active, ...parsed.value } : { active }));
  if (!outcome.ok) return formFailure("publish", { notice: Object.values(outcome.errors)[0]?.[0] ?? TESTIMONIAL_MSG.tryAgain });
  await auditHealth({ request, context }, { actor: user, patientId: outcome.data.member.id, action: "update", record: "testimonial", recordId: id, detail: "page" });
  if (!active) return redirectWithToast(stepHref(id, 3), { type: "success", message: TESTIMONIAL_MSG.unpublished });
  return redirectWithToast(paths.testimonials(), { type: "success", message: TESTIMONIAL_MSG.published });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const body = await readPageForm(request);
  if (!body.ok) {
    return formFailure("upload-image", { notice: body.message || IMAGE_MSG.tooLarge });
  }
  const form = body.form;
  const testimonial = foundOr404(await getTestimonial(user, id));
  const args = { request, context, user, id, form };
  const intent = String(form.get("intent") ?? "");
  const member = testimonial.member.id;
  switch (intent) {
    case "save-final":
    case "apply-replacements":
      return saveFinal(args, intent);
    case "upload-image":
      return uploadImage(args, member);
    case "update-image":
      return updateImage(args, member);
    case "delete":
      return deleteImage(args, member);
    case "publish":
      return publish(args, true);
    case "unpublish":
      return publish(args, false);
    default:
      return formFailure(intent || "unknown", { notice: TESTIMONIAL_MSG.tryAgain });
  }
}

export default function EditTestimonialPage() {
  const { testimonial: t, step } = useLoaderData<typeof loader>();
  const current = String(step) as TestimonialStep;
  const clinic = t.member.clinic;
  return (
    <section className="page testimonial-editor" aria-labelledby="editor-step">
      <PageHeader
        title="Edit testimonial"
        subtitle={`${fullName(t.member)}${clinic ? ` · ${clinic.name}` : ""} · sent ${formatDate(t.created)}${t.active ? " · published" : ""}`}
        actions={
          <Link to={paths.testimonials()} className="btn btn-ghost">
            Back to testimonials
          </Link>
        }
      />
      <WizardTabs def={TESTIMONIAL_WIZARD} current={current} hrefFor={(key) => wizardStepHref(TESTIMONIAL_WIZARD, paths.testimonialEdit(t.id), key)} enabled label="Testimonial steps" />
      <WizardPanel current={current} className="wizard-card">
        <h2 id="editor-step">{TESTIMONIAL_WIZARD.steps[step - 1].label}</h2>
        {/* Remounted after each save, so the form shows what was stored (replacements applied). */}
        {step === 1 ? <FinalVersionStep key={t.saved_last ?? "unsaved"} /> : null}
        {step === 2 ? <ImagesStep /> : null}
        {step === 3 ? <PreviewStep /> : null}
      </WizardPanel>
    </section>
  );
}

/* ---------- 1. Final Version Edit ---------- */

function FinalVersionStep() {
  const { testimonial: t } = useLoaderData<typeof loader>();
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

/* ---------- 2. Images ---------- */

function photoWarnings(i: TestimonialImageJson): string[] {
  const out: string[] = [];
  if (i.width < MIN_PHOTO_WIDTH) out.push(`Only ${i.width} px wide: it may look blurred.`);
  if (i.type !== "Z" && Math.abs(i.width / i.height - PHOTO_RATIO) > 0.08) out.push("Not 2 × 3: the preview crops it.");
  return out;
}

function ImagesStep() {
  const { testimonial: t, images } = useLoaderData<typeof loader>();
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
        <Link to={stepHref(t.id, 1)} className="btn btn-ghost" preventScrollReset>
          Back
        </Link>
        <Link to={stepHref(t.id, 3)} className="btn btn-primary" preventScrollReset>
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
  const schema = uploadFormSchema;
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

/* ---------- 3. Final Version Preview ---------- */

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

function PreviewStep() {
  const { testimonial: t, images, problem } = useLoaderData<typeof loader>();
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
          {problem.message}{" "}
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
          <Link to={stepHref(t.id, 2)} className="btn btn-ghost" preventScrollReset>
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
