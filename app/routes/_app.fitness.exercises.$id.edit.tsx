import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { domainFailure, formFailure, formId, noticeFailure, parseForm, readPageForm } from "~/page/form.server";
import { foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { dispatchIntent, intentOf, TRY_AGAIN } from "~/page/intents.server";
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


export const links = stylesheets(wizardCss);
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Edit ${data?.exercise.name ?? "exercise"} · Patient Portal` }];

/**
 * The staff exercise editor (spec part 3 §2, every exercise field): Details, Media (pictures and
 * videos) and Related, each a tab at ?step= with its own forms. A patient is sent to "/".
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const exercise = foundOr404(await getExercise(id, user));
  const step = stepFrom(EXERCISE_EDITOR, readParams(request, { step: param.text() }).step, true);
  const [categories, choices, related] = await Promise.all([
    step === "details" ? exerciseCategories() : Promise.resolve([]),
    step === "related" ? exerciseChoices() : Promise.resolve([]),
    step === "related" ? relatedRows(id) : Promise.resolve([]),
  ]);
  return { exercise, step, categories, choices: choices.filter((c) => c.id !== id), related };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = requireIdParam(params.id);
  const base = paths.exerciseEdit(id);
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("add-image", { notice: read.message });
  const form = read.form;
  const intent = intentOf(form);
  const back = (step: "details" | "media" | "related", message: string) => redirectWithToast(stepHref(EXERCISE_EDITOR, base, step), { type: "success", message });

  return dispatchIntent<EditorIntent>(intent, {
    details: async () => {
      const parsed = parseForm(intent, form, exerciseSchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await updateExercise(id, parsed.value, user));
      if (!outcome.ok) return domainFailure(intent, parsed.submission, outcome.errors);
      return back(nextStep(EXERCISE_EDITOR, "details") ?? "details", FITNESS_TOAST.exerciseUpdated);
    },
    "add-image": async () => {
      const file = form.get("photo");
      const outcome = pageOutcome(await addExerciseImage(id, file instanceof File ? (file as Upload) : null, user));
      if (!outcome.ok) return noticeFailure(intent, outcome.errors, UPLOAD_MSG.uploadOne);
      return back("media", FITNESS_TOAST.exerciseUpdated);
    },
    "main-image": async () => {
      pageOutcome(await setMainImage(id, formId(form), user));
      return back("media", FITNESS_TOAST.exerciseUpdated);
    },
    "add-video": async () => {
      const parsed = parseForm(intent, form, videoSchema);
      if (!parsed.ok) return parsed.response;
      pageOutcome(await addExerciseVideo(id, parsed.value, user));
      return back("media", FITNESS_TOAST.exerciseUpdated);
    },
    "add-related": async () => {
      const parsed = parseForm(intent, form, relatedSchema);
      if (!parsed.ok) return parsed.response;
      const outcome = pageOutcome(await addRelated(id, parsed.value, user));
      if (!outcome.ok) return domainFailure(intent, parsed.submission, outcome.errors);
      return back("related", FITNESS_TOAST.exerciseUpdated);
    },
    delete: async () => {
      const target = parseDeleteId(form.get("id"));
      if (!target) return formFailure(intent, { notice: TRY_AGAIN });
      const remove = { image: removeExerciseImage, video: removeExerciseVideo, related: removeRelated }[target.kind];
      pageOutcome(await remove(id, target.id, user));
      return back(target.kind === "related" ? "related" : "media", FITNESS_TOAST.removed);
    },
  });
}

export default function EditExercisePage() {
  return <ExerciseEditor />;
}
