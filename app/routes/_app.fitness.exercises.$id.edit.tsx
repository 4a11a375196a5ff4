import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { domainFailure, formFailure, formId, noticeFailure, parseForm, readPageForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { dispatchIntent, intentOf, type IntentArgs, TRY_AGAIN } from "~/page/intents.server";
import { FITNESS_TOAST } from "~/fitness/codes";
import { EXERCISE_EDITOR, parseDeleteId, type EditorIntent } from "~/fitness/editor";
import { addExerciseImage, addExerciseVideo, addRelated, relatedRows, removeExerciseImage, removeExerciseVideo, removeRelated, setMainImage, UPLOAD_MSG, type Upload } from "~/fitness/exercise-media.server";
import { exerciseCategories, exerciseChoices, getExercise, updateExercise } from "~/fitness/exercises.server";
import { exerciseSchema, relatedSchema, videoSchema } from "~/fitness/schemas";
import { ExerciseEditor } from "~/fitness/ui/exercise-editor";
import { paths } from "~/paths";
import { redirectWithToast } from "~/toast/toast.server";
import wizardCss from "~/styles/wizard.css";
import { stylesheets } from "~/ui/stylesheets";
import { stepFrom, stepHref, nextStep } from "~/ui/wizard/steps";
import fitnessEditorCss from "~/styles/fitness-editor.css";


export const links = stylesheets(wizardCss, fitnessEditorCss);
export const handle = {
  i18n: ["fitness"],
  title: (data: unknown) => {
    const name = (data as { exercise?: { name: string } } | undefined)?.exercise?.name;
    return name ? { key: "fitness:exercises.editor.titleOf", values: { name } } : { key: "fitness:exercises.editor.title" };
  },
};

/**
 * The staff exercise editor (spec part 3 §2, every exercise field): Details, Media (pictures and
 * videos) and Related, each a tab at ?step= with its own forms. A patient is sent to "/".
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const exercise = foundOr404(await getExercise(user, id));
  const step = stepFrom(EXERCISE_EDITOR, readParams(request, { step: param.text() }).step, true);
  const [categories, choices, related] = await Promise.all([
    step === "details" ? exerciseCategories(user) : Promise.resolve([]),
    step === "related" ? exerciseChoices(user) : Promise.resolve([]),
    step === "related" ? relatedRows(user, id) : Promise.resolve([]),
  ]);
  return { exercise, step, categories, choices: choices.filter((c) => c.id !== id), related };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("add-image", { notice: read.message });
  const args = { request, context, user, form: read.form };
  return dispatchIntent<EditorIntent>(intentOf(read.form), {
    details: () => details(args, id),
    "add-image": () => addImage(args, id),
    "main-image": () => mainImage(args, id),
    "add-video": () => addVideo(args, id),
    "add-related": () => addRelatedIntent(args, id),
    delete: () => remove(args, id),
  });
}

/** Saved: the editor at `step`, with the toast. */
const savedAt = (id: number, step: "details" | "media" | "related", message: string) =>
  redirectWithToast(stepHref(EXERCISE_EDITOR, paths.exerciseEdit(id), step), { type: "success", message });

async function details({ user, form }: IntentArgs, id: number) {
  const parsed = parseForm("details", form, exerciseSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateExercise(user, id, parsed.value));
  if (!outcome.ok) return domainFailure("details", parsed.submission, outcome.errors);
  return savedAt(id, nextStep(EXERCISE_EDITOR, "details") ?? "details", FITNESS_TOAST.exerciseUpdated);
}

async function addImage({ user, form }: IntentArgs, id: number) {
  const file = form.get("photo");
  const outcome = pageOutcome(await addExerciseImage(user, id, file instanceof File ? (file as Upload) : null));
  if (!outcome.ok) return noticeFailure("add-image", outcome.errors, UPLOAD_MSG.uploadOne);
  if (!outcome.data.created) return redirectWithToast(stepHref(EXERCISE_EDITOR, paths.exerciseEdit(id), "media"), { type: "info", message: FITNESS_TOAST.pictureExists });
  return savedAt(id, "media", FITNESS_TOAST.exerciseUpdated);
}

async function mainImage({ user, form }: IntentArgs, id: number) {
  pageOutcome(await setMainImage(user, id, formId(form)));
  return savedAt(id, "media", FITNESS_TOAST.exerciseUpdated);
}

async function addVideo({ user, form }: IntentArgs, id: number) {
  const parsed = parseForm("add-video", form, videoSchema);
  if (!parsed.ok) return parsed.response;
  pageOutcome(await addExerciseVideo(user, id, parsed.value));
  return savedAt(id, "media", FITNESS_TOAST.exerciseUpdated);
}

async function addRelatedIntent({ user, form }: IntentArgs, id: number) {
  const parsed = parseForm("add-related", form, relatedSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addRelated(user, id, parsed.value));
  if (!outcome.ok) return domainFailure("add-related", parsed.submission, outcome.errors);
  return savedAt(id, "related", FITNESS_TOAST.exerciseUpdated);
}

/** A picture, a video or a related exercise: the form's id says which (`image:12`). */
async function remove({ user, form }: IntentArgs, id: number) {
  const target = parseDeleteId(form.get("id"));
  if (!target) return formFailure("delete", { notice: TRY_AGAIN });
  const removeOne = { image: removeExerciseImage, video: removeExerciseVideo, related: removeRelated }[target.kind];
  pageOutcome(await removeOne(user, id, target.id));
  return savedAt(id, target.kind === "related" ? "related" : "media", FITNESS_TOAST.removed);
}

export default function EditExercisePage() {
  return <ExerciseEditor />;
}
