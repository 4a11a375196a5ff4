import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { UNIT_NAMES } from "~/domain/units";
import { fullName } from "~/domain/users";
import { domainFailure, formFailure, formId, parseForm, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import progressStyles from "~/styles/progress.css";
import testimonialStyles from "~/styles/testimonials.css";
import wizardStyles from "~/styles/wizard.css";
import { TESTIMONIAL_MSG, TESTIMONIAL_WIZARD, type TestimonialStep } from "~/testimonials/codes";
import { deleteTestimonialImage, memberImages, updateTestimonialImage, uploadTestimonialImage, type TestimonialImageJson } from "~/testimonials/images.server";
import { applyReplacementsSchema, finalVersionSchema, imagesFormSchema, imageUploadFormSchema, publishSchema } from "~/testimonials/schemas";
import { getTestimonial, publishProblem, saveFinalVersion, setPublished } from "~/testimonials/testimonials.server";
import { editorStepHref, type EditorData } from "~/testimonials/ui/editor/common";
import { FinalVersionStep } from "~/testimonials/ui/editor/final-version";
import { IMAGES_FORM, ImagesStep } from "~/testimonials/ui/editor/images";
import { PreviewStep } from "~/testimonials/ui/editor/preview";
import { redirectWithToast } from "~/toast/toast.server";
import { IMAGE_MSG } from "~/validation/images";
import { useFormat } from "~/i18n/react";
import { PageHeader } from "~/ui/page";
import { stepFrom, stepHref as wizardStepHref } from "~/ui/wizard/steps";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { stylesheets } from "~/ui/stylesheets";

export const handle = { i18n: ["testimonials"], title: "testimonials:editor.title" };
export const links = stylesheets(progressStyles, testimonialStyles, wizardStyles);

/**
 * The staff testimonial editor (spec part 3 §2 "Testimonial approval", §4), on the wizard kit
 * (decision 0034): three steps as ?step= tabs, each with its own forms and named intents, so every step works without
 * JavaScript. Final Version Edit (save moves to Images), Images (upload, change, delete; save and
 * next moves to Preview), Final Version Preview (publish, back to /testimonials).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<EditorData> {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const { step: asked } = readParams(request, { step: param.text() });
  const step = Number(stepFrom(TESTIMONIAL_WIZARD, asked, true));
  const testimonial = foundOr404(await getTestimonial(user, id));
  await auditStaff({ request, context, user }, testimonial.member.id, "read", "testimonial", { recordId: id });
  let images: TestimonialImageJson[] = [];
  if (step > 1) {
    // The staff member's units while editing; the preview is the public page, in pounds.
    images = pageData(await memberImages(user, testimonial.member.id, step === 3 ? "imperial" : user.units));
    await auditStaff({ request, context, user }, testimonial.member.id, "read", "testimonial_image");
  }
  const problem = step === 3 ? await publishProblem(testimonial) : null;
  return { testimonial, step, images, problem, weightUnit: UNIT_NAMES[user.units].weight };
}

type Intent = "save-final" | "apply-replacements" | "upload-image" | "save-images" | "save-images-next" | "delete" | "publish" | "unpublish";

/** An intent of this testimonial (`id`): the page's path names it. */
type Args = IntentArgs & { id: number };

async function saveFinal({ request, context, user, id, form }: Args, intent: "save-final" | "apply-replacements") {
  const parsed = parseForm(intent, form, intent === "apply-replacements" ? applyReplacementsSchema : finalVersionSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await saveFinalVersion(user, id, parsed.value));
  if (!outcome.ok) return domainFailure(intent, parsed.submission, outcome.errors);
  await auditStaff({ request, context, user }, outcome.data.testimonial.member.id, "update", "testimonial", { recordId: id });
  if (intent === "apply-replacements") {
    return redirectWithToast(editorStepHref(id, 1), { type: "success", message: TESTIMONIAL_MSG.replaced(outcome.data.changes) });
  }
  return redirectWithToast(editorStepHref(id, 2), { type: "success", message: TESTIMONIAL_MSG.saved });
}

async function uploadImage({ request, context, user, id, form }: Args, memberId: number) {
  const parsed = parseForm("upload-image", form, imageUploadFormSchema);
  if (!parsed.ok) return parsed.response;
  const { photo_o, ...meta } = parsed.value;
  const outcome = pageOutcome(await uploadTestimonialImage(user, memberId, meta, photo_o, user.units));
  if (!outcome.ok) return domainFailure("upload-image", parsed.submission, outcome.errors);
  const { image, created } = outcome.data;
  await auditStaff({ request, context, user }, memberId, created ? "create" : "read", "testimonial_image", { recordId: image.id });
  return redirectWithToast(editorStepHref(id, 2), created ? { type: "success", message: TESTIMONIAL_MSG.imageAdded } : { type: "info", message: TESTIMONIAL_MSG.imageExists });
}

async function memberOwns(user: IntentArgs["user"], memberId: number, imageId: number) {
  return pageData(await memberImages(user, memberId)).some((i) => i.id === imageId);
}

/**
 * Every photo's details at once (the step's one form): only what changed is written, each change
 * audited; "Save and next" then goes on to the preview, errors keep the step open with them.
 */
async function saveImages({ request, context, user, id, form }: Args, memberId: number, next: boolean) {
  const parsed = parseForm(IMAGES_FORM, form, imagesFormSchema);
  if (!parsed.ok) return parsed.response;
  const current = new Map(pageData(await memberImages(user, memberId, user.units)).map((i) => [i.id, i]));
  // Only the images of this testimonial's member are edited from its screen.
  if (parsed.value.images.some((i) => !current.has(i.id))) return formFailure(IMAGES_FORM, { notice: TESTIMONIAL_MSG.tryAgain });
  const changed = parsed.value.images.filter(({ id: imageId, ...meta }) => {
    const was = current.get(imageId)!;
    return meta.name !== was.name || meta.type !== was.type || meta.weight !== was.weight || meta.week !== was.week || meta.primary !== was.primary;
  });
  for (const { id: imageId, ...meta } of changed) {
    pageOutcome(await updateTestimonialImage(user, imageId, meta, user.units));
    await auditStaff({ request, context, user }, memberId, "update", "testimonial_image", { recordId: imageId });
  }
  const to = editorStepHref(id, next ? 3 : 2);
  if (changed.length === 0) return next ? redirect(to) : redirectWithToast(to, { type: "info", message: TESTIMONIAL_MSG.nothingChanged });
  return redirectWithToast(to, { type: "success", message: TESTIMONIAL_MSG.imagesSaved(changed.length) });
}

async function deleteImage({ request, context, user, id, form }: Args, memberId: number) {
  const imageId = formId(form);
  if (imageId === 0 || !(await memberOwns(user, memberId, imageId))) return formFailure("delete", { notice: TESTIMONIAL_MSG.tryAgain });
  pageOutcome(await deleteTestimonialImage(user, imageId));
  await auditStaff({ request, context, user }, memberId, "delete", "testimonial_image", { recordId: imageId });
  return redirectWithToast(editorStepHref(id, 2), { type: "success", message: TESTIMONIAL_MSG.removed });
}

async function publish({ request, context, user, id, form }: Args, active: boolean) {
  const parsed = parseForm("publish", form, publishSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await setPublished(user, id, active ? { active, ...parsed.value } : { active }));
  if (!outcome.ok) return formFailure("publish", { notice: Object.values(outcome.errors)[0]?.[0] ?? TESTIMONIAL_MSG.tryAgain });
  await auditStaff({ request, context, user }, outcome.data.member.id, "update", "testimonial", { recordId: id });
  if (!active) return redirectWithToast(editorStepHref(id, 3), { type: "success", message: TESTIMONIAL_MSG.unpublished });
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
  const member = foundOr404(await getTestimonial(user, id)).member.id;
  const args = { request, context, user, id, form };
  return dispatchIntent<Intent>(intentOf(form), {
    "save-final": () => saveFinal(args, "save-final"),
    "apply-replacements": () => saveFinal(args, "apply-replacements"),
    "upload-image": () => uploadImage(args, member),
    "save-images": () => saveImages(args, member, false),
    "save-images-next": () => saveImages(args, member, true),
    delete: () => deleteImage(args, member),
    publish: () => publish(args, true),
    unpublish: () => publish(args, false),
  });
}

export default function EditTestimonialPage() {
  const { testimonial: item, step } = useLoaderData<typeof loader>();
  const { t } = useTranslation("testimonials");
  const f = useFormat();
  const current = String(step) as TestimonialStep;
  const clinic = item.member.clinic;
  // The tabs' labels in the page's language; the steps' keys and order are the wizard's.
  const wizard = { ...TESTIMONIAL_WIZARD, steps: TESTIMONIAL_WIZARD.steps.map((s) => ({ ...s, label: t(`editor.step.${s.key}`) })) };
  const facts = { name: fullName(item.member), clinic: clinic?.name ?? "", date: f.date(item.created) };
  const subtitle = clinic
    ? t(item.active ? "editor.subtitleClinicPublished" : "editor.subtitleClinic", facts)
    : t(item.active ? "editor.subtitlePublished" : "editor.subtitle", facts);
  return (
    <section className="page testimonial-editor" aria-labelledby="editor-step">
      <PageHeader
        title={t("editor.title")}
        subtitle={subtitle}
        actions={
          <Link to={paths.testimonials()} className="btn btn-ghost">
            {t("editor.back")}
          </Link>
        }
      />
      <WizardTabs def={wizard} current={current} hrefFor={(key) => wizardStepHref(TESTIMONIAL_WIZARD, paths.testimonialEdit(item.id), key)} enabled label={t("editor.steps")} />
      <WizardPanel current={current} className="wizard-card">
        <h2 id="editor-step">{wizard.steps[step - 1].label}</h2>
        {/* Remounted after each save, so the form shows what was stored (replacements applied). */}
        {step === 1 ? <FinalVersionStep key={item.saved_last ?? "unsaved"} /> : null}
        {step === 2 ? <ImagesStep /> : null}
        {step === 3 ? <PreviewStep /> : null}
      </WizardPanel>
    </section>
  );
}
