import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { useResetAfterSuccess } from "~/ui/form-reset";
import { CheckboxField, Field, FormError, FormNotice, formProps, NumberField, SelectField, SubmitButton, TextareaField, useBusy, useReplyFor, useSchemaForm } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stepHref } from "~/ui/wizard/steps";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { ACTIVITY_TYPES, RELATED_LABELS } from "../codes";
import { EXERCISE_EDITOR } from "../editor";
import { intensityOf } from "../energy";
import type { ExerciseDetail } from "../exercises.server";
import { exerciseSchema, relatedSchema, videoSchema } from "../schemas";
import { ExerciseImage } from "./exercise-image";
import { slugOf } from "../text";
import { GroupedSelectField } from "./fields";
import { vocabOf } from "./vocab";
import { exerciseGroups, type ExerciseChoice } from "./journal-form";
import { compareNames } from "~/db/name-compare";

/** The shape of a YouTube link, shown as the video field's example (a URL, the same in every language). */
const YOUTUBE_EXAMPLE = "https://www.youtube.com/watch?v=…";

interface EditorData {
  exercise: ExerciseDetail;
  step: "details" | "media" | "related";
  categories: string[];
  choices: ExerciseChoice[];
  related: { id: number; label: string; related_id: number; name: string }[];
}

/** The staff exercise editor: every field of an exercise, in three tabs. */
export function ExerciseEditor() {
  const data = useLoaderData<EditorData>();
  const { exercise } = data;
  const base = paths.exerciseEdit(exercise.id);
  const { t } = useTranslation("fitness");
  return (
    <section className="page fitness-editor">
      <PageHeader
        title={t("exercises.editor.titleOf", { name: exercise.name })}
        subtitle={t("exercises.editor.subtitle", { kind: vocabOf(t).category(exercise.type), code: exercise.compendium_code })}
        actions={
          <div className="button-row">
            <Link to={paths.exerciseDetails(exercise.id)} className="btn btn-ghost btn-sm">
              {t("exercises.editor.view")}
            </Link>
            <Link to={paths.exercises()} className="btn btn-ghost btn-sm">
              {t("exercises.editor.back")}
            </Link>
          </div>
        }
      />
      <WizardTabs def={EXERCISE_EDITOR} current={data.step} enabled hrefFor={(key) => stepHref(EXERCISE_EDITOR, base, key)} label={t("exercises.editor.tabs")} />
      <WizardPanel current={data.step} className="fitness-editor-panel">
        <DeleteConfirmStep />
        {data.step === "details" ? <DetailsTab data={data} /> : data.step === "media" ? <MediaTab data={data} /> : <RelatedTab data={data} />}
      </WizardPanel>
    </section>
  );
}

function DetailsTab({ data }: { data: EditorData }) {
  const e = data.exercise;
  const reply = useReplyFor("details");
  const [form, fields] = useSchemaForm({
    id: "exercise-details",
    schema: exerciseSchema,
    lastResult: reply?.result,
    defaultValue: {
      name: e.name,
      compendium_code: e.compendium_code,
      compendium_description: e.compendium_description,
      met: String(e.met),
      type: e.type,
      type_of_activity: e.type_of_activity,
      featured: e.featured ? "on" : undefined,
      flame: String(e.flame),
      description: e.description,
      instructions: e.instructions,
    },
  });
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  const kinds = [...new Set([...data.categories, e.type])].sort(compareNames);
  const metValue = Number(fields.met.value);
  const suggested = Number.isFinite(metValue) && metValue > 0 ? intensityOf(metValue) : null;
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <input type="hidden" name="intent" value="details" />
      <FormError id={form.errorId} errors={form.errors} />
      <FormNotice reply={reply} />
      <div className="form-grid">
        <Field meta={fields.name} label={t("exercises.editor.name")} />
        <SelectField meta={fields.type} label={t("exercises.editor.kind")} options={kinds.map((k) => ({ value: k, label: vocab.category(k) }))} />
        <SelectField meta={fields.type_of_activity} label={t("exercises.editor.type")} options={ACTIVITY_TYPES.map((a) => ({ value: a, label: vocab.activity(a) }))} />
        <SelectField
          meta={fields.flame}
          label={t("exercises.editor.flame")}
          options={([1, 2, 3] as const).map((f) => ({ value: f, label: t("exercises.editor.flameOption", { flame: f, label: t(`vocab.flame.${f}`) }) }))}
          hint={suggested ? t(`exercises.editor.suggested${suggested}`) : undefined}
        />
      </div>
      <fieldset className="fitness-editor-fieldset">
        <legend>{t("exercises.editor.compendium")}</legend>
        <div className="form-grid">
          <Field meta={fields.compendium_code} label={t("exercises.editor.code")} inputMode="numeric" hint={t("exercises.editor.codeHint")} />
          <NumberField meta={fields.met} label={t("exercises.editor.met")} hint={t("exercises.editor.metHint")} />
        </div>
        <TextareaField meta={fields.compendium_description} label={t("exercises.editor.wording")} rows={2} />
      </fieldset>
      <CheckboxField meta={fields.featured} label={t("exercises.editor.featured")} />
      <TextareaField meta={fields.description} label={t("exercises.editor.description")} rows={6} hint={t("exercises.editor.descriptionHint")} />
      <TextareaField meta={fields.instructions} label={t("exercises.editor.instructions")} rows={8} hint={t("exercises.editor.instructionsHint")} />
      <div className="form-actions">
        <SubmitButton intent="details">{t("exercises.editor.saveNext")}</SubmitButton>
      </div>
    </Form>
  );
}

function MediaTab({ data }: { data: EditorData }) {
  const e = data.exercise;
  const imageReply = useReplyFor("add-image");
  const videoReply = useReplyFor("add-video");
  const busyImage = useBusy("add-image");
  // A plain form (a file): the kit's rule empties it after the picture is added.
  const resetAfterUpload = useResetAfterSuccess();
  const [videoForm, videoFields] = useSchemaForm({ id: "exercise-video", schema: videoSchema, lastResult: videoReply?.result });
  const { t } = useTranslation("fitness");
  return (
    <div className="stack-lg">
      <section aria-labelledby="pictures-title">
        <h2 id="pictures-title">{t("exercises.editor.pictures")}</h2>
        {e.image_list.length === 0 ? <p className="muted">{t("exercises.editor.noPicture")}</p> : null}
        <ul className="fitness-editor-media">
          {e.image_list.map((img, i) => (
            <li key={img.id} className="fitness-editor-item">
              <ExerciseImage image={img} size="s" />
              <div className="fitness-editor-item-actions">
                {i === 0 ? (
                  <span className="fitness-featured">{t("exercises.editor.mainPicture")}</span>
                ) : (
                  <Form method="post" className="inline">
                    <input type="hidden" name="intent" value="main-image" />
                    <input type="hidden" name="id" value={img.id} />
                    <button type="submit" className="btn btn-ghost btn-sm">
                      {t("exercises.editor.makeMain")}
                    </button>
                  </Form>
                )}
                <DeleteButton id={`image-${img.id}`} label={t("exercises.editor.remove")} itemName={t("exercises.editor.pictureN", { n: i + 1 })} />
              </div>
            </li>
          ))}
        </ul>
        <Form method="post" encType="multipart/form-data" className="fitness-editor-add" onSubmit={resetAfterUpload}>
          <input type="hidden" name="intent" value="add-image" />
          <div className="field">
            <label htmlFor="exercise-photo">{t("exercises.editor.addPictureLabel")}</label>
            <input id="exercise-photo" type="file" name="photo" accept="image/jpeg,image/png,image/gif,image/bmp" aria-describedby="exercise-photo-hint" />
            <p className="field-hint" id="exercise-photo-hint">
              {t("exercises.editor.pictureHint")}
            </p>
          </div>
          <FormNotice reply={imageReply} />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={busyImage}>
            {busyImage ? t("exercises.editor.uploading") : t("exercises.editor.addPicture")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="videos-title">
        <h2 id="videos-title">{t("exercises.editor.videos")}</h2>
        {e.videos.length === 0 ? <p className="muted">{t("exercises.editor.noVideo")}</p> : null}
        <ul className="fitness-editor-media">
          {e.videos.map((v) => (
            <li key={v.id} className="fitness-editor-item">
              <img src={v.thumbnail_small} alt="" className="fitness-editor-thumb" />
              <div className="fitness-editor-item-text">
                <strong>{v.title}</strong>
                <a href={v.embed_url} target="_blank" rel="noreferrer" className="small">
                  {v.youtube_id}
                </a>
              </div>
              <DeleteButton id={`video-${v.id}`} label={t("exercises.editor.remove")} itemName={t("exercises.editor.videoNamed", { title: v.title })} />
            </li>
          ))}
        </ul>
        <Form method="post" {...formProps(videoForm)} className="fitness-editor-add">
          <input type="hidden" name="intent" value="add-video" />
          <FormNotice reply={videoReply} />
          <div className="form-grid">
            <Field meta={videoFields.youtube} label={t("exercises.editor.youtube")} placeholder={YOUTUBE_EXAMPLE} />
            <Field meta={videoFields.title} label={t("exercises.editor.videoTitle")} />
          </div>
          <div>
            <SubmitButton intent="add-video" className="btn btn-secondary btn-sm" busyLabel={t("exercises.editor.adding")}>
              {t("exercises.editor.addVideo")}
            </SubmitButton>
          </div>
          <p className="field-hint">{t("exercises.editor.videoHint")}</p>
        </Form>
      </section>
      <div className="form-actions">
        <Link to={stepHref(EXERCISE_EDITOR, paths.exerciseEdit(e.id), "related")} className="btn btn-primary">
          {t("exercises.editor.nextRelated")}
        </Link>
      </div>
    </div>
  );
}

function RelatedTab({ data }: { data: EditorData }) {
  const reply = useReplyFor("add-related");
  const [form, fields] = useSchemaForm({ id: "exercise-related", schema: relatedSchema, lastResult: reply?.result, defaultValue: { label: RELATED_LABELS[1] } });
  const { t } = useTranslation("fitness");
  const vocab = vocabOf(t);
  return (
    <div className="stack-lg">
      {RELATED_LABELS.map((label) => {
        const rows = data.related.filter((r) => r.label === label);
        return (
          <section key={label} aria-labelledby={`related-${slugOf(label)}`}>
            <h2 id={`related-${slugOf(label)}`}>{vocab.related(label)}</h2>
            {rows.length === 0 ? (
              <p className="muted">{t("exercises.editor.none")}</p>
            ) : (
              <ul className="fitness-editor-related">
                {rows.map((r) => (
                  <li key={r.id}>
                    <Link to={paths.exerciseDetails(r.related_id)}>{r.name}</Link>
                    <DeleteButton id={`related-${r.id}`} label={t("exercises.editor.remove")} itemName={r.name} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <Form method="post" {...formProps(form)} className="fitness-editor-add">
        <h2>{t("exercises.editor.addRelatedTitle")}</h2>
        <input type="hidden" name="intent" value="add-related" />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="form-grid">
          <GroupedSelectField meta={fields.related} label={t("exercises.editor.exercise")} groups={exerciseGroups(data.choices)} empty={t("exercises.editor.chooseExercise")} />
          <SelectField meta={fields.label} label={t("exercises.editor.listUnder")} options={RELATED_LABELS.map((l) => ({ value: l, label: vocab.related(l) }))} />
        </div>
        <div>
          <SubmitButton intent="add-related" className="btn btn-secondary btn-sm" busyLabel={t("exercises.editor.adding")}>
            {t("exercises.editor.addRelated")}
          </SubmitButton>
        </div>
      </Form>
      <div className="form-actions">
        <Link to={paths.exerciseDetails(data.exercise.id)} className="btn btn-primary">
          {t("exercises.editor.finish")}
        </Link>
      </div>
    </div>
  );
}
