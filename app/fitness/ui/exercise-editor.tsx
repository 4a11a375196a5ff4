/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { paths } from "~/paths";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { useResetAfterSuccess } from "~/ui/form-reset";
import { CheckboxField, Field, FormError, FormNotice, formProps, NumberField, SelectField, SubmitButton, TextareaField, useBusy, useReplyFor, useSchemaForm } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stepHref } from "~/ui/wizard/steps";
import { WizardPanel, WizardTabs } from "~/ui/wizard/wizard";
import { ACTIVITY_TYPES, RELATED_LABELS } from "../codes";
import { EXERCISE_EDITOR } from "../editor";
import { FLAME_LABELS, intensityOf } from "../energy";
import type { ExerciseDetail } from "../exercises.server";
import { exerciseSchema, relatedSchema, videoSchema } from "../schemas";
import { ExerciseImage } from "./exercise-image";
import { slugOf } from "../text";
import { GroupedSelectField } from "./fields";
import { exerciseGroups, type ExerciseChoice } from "./journal-form";
import { compareNames } from "~/db/name-compare";

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
  return (
    <section className="page fitness-editor">
      <PageHeader
        title={`Edit ${exercise.name}`}
        subtitle={`${exercise.type} · Compendium ${exercise.compendium_code}`}
        actions={
          <div className="button-row">
            <Link to={paths.exerciseDetails(exercise.id)} className="btn btn-ghost btn-sm">
              View exercise
            </Link>
            <Link to={paths.exercises()} className="btn btn-ghost btn-sm">
              Back to exercises
            </Link>
          </div>
        }
      />
      <WizardTabs def={EXERCISE_EDITOR} current={data.step} enabled hrefFor={(key) => stepHref(EXERCISE_EDITOR, base, key)} label="Exercise editor" />
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
  const kinds = [...new Set([...data.categories, e.type])].sort(compareNames);
  const metValue = Number(fields.met.value);
  const suggested = Number.isFinite(metValue) && metValue > 0 ? FLAME_LABELS[intensityOf(metValue)] : null;
  return (
    <Form method="post" {...formProps(form)} className="stack">
      <input type="hidden" name="intent" value="details" />
      <FormError id={form.errorId} errors={form.errors} />
      <FormNotice reply={reply} />
      <div className="form-grid">
        <Field meta={fields.name} label="Name" />
        <SelectField meta={fields.type} label="Kind of activity" options={kinds.map((k) => ({ value: k, label: k }))} />
        <SelectField meta={fields.type_of_activity} label="Type of activity" options={ACTIVITY_TYPES.map((t) => ({ value: t, label: t }))} />
        <SelectField
          meta={fields.flame}
          label="Intensity (flames)"
          options={([1, 2, 3] as const).map((f) => ({ value: f, label: `${f} – ${FLAME_LABELS[f]}` }))}
          hint={suggested ? `The MET value suggests ${suggested.toLowerCase()} (light under 3, moderate 3–5.9, vigorous 6 and over).` : undefined}
        />
      </div>
      <fieldset className="fitness-editor-fieldset">
        <legend>Compendium of Physical Activities</legend>
        <div className="form-grid">
          <Field meta={fields.compendium_code} label="Activity code" inputMode="numeric" hint="Five digits, as in the 2011 Compendium." />
          <NumberField meta={fields.met} label="MET value" hint="Calories are worked out from it: (MET − 1) × kg × hours." />
        </div>
        <TextareaField meta={fields.compendium_description} label="Compendium wording" rows={2} />
      </fieldset>
      <CheckboxField meta={fields.featured} label="Featured (shown first on the home page)" />
      <TextareaField meta={fields.description} label="Description" rows={6} hint="Plain text, or HTML: paragraphs, lists, bold, italics and links are kept." />
      <TextareaField meta={fields.instructions} label="Instructions" rows={8} hint="Plain text, or HTML (a numbered list reads best)." />
      <div className="form-actions">
        <SubmitButton intent="details">Save &amp; Next</SubmitButton>
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
  return (
    <div className="stack-lg">
      <section aria-labelledby="pictures-title">
        <h2 id="pictures-title">Pictures</h2>
        {e.image_list.length === 0 ? <p className="muted">No picture yet: the exercise shows a plain placeholder.</p> : null}
        <ul className="fitness-editor-media">
          {e.image_list.map((img, i) => (
            <li key={img.id} className="fitness-editor-item">
              <ExerciseImage image={img} size="s" />
              <div className="fitness-editor-item-actions">
                {i === 0 ? (
                  <span className="fitness-featured">Main picture</span>
                ) : (
                  <Form method="post" className="inline">
                    <input type="hidden" name="intent" value="main-image" />
                    <input type="hidden" name="id" value={img.id} />
                    <button type="submit" className="btn btn-ghost btn-sm">
                      Make main
                    </button>
                  </Form>
                )}
                <DeleteButton id={`image-${img.id}`} label="Remove" itemName={`picture ${i + 1}`} />
              </div>
            </li>
          ))}
        </ul>
        <Form method="post" encType="multipart/form-data" className="fitness-editor-add" onSubmit={resetAfterUpload}>
          <input type="hidden" name="intent" value="add-image" />
          <div className="field">
            <label htmlFor="exercise-photo">Add a picture</label>
            <input id="exercise-photo" type="file" name="photo" accept="image/jpeg,image/png,image/gif,image/bmp" aria-describedby="exercise-photo-hint" />
            <p className="field-hint" id="exercise-photo-hint">
              JPEG, PNG, GIF or BMP, up to 10 MB. Landscape pictures (4 × 3) fit the cards best.
            </p>
          </div>
          <FormNotice reply={imageReply} />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={busyImage}>
            {busyImage ? "Uploading…" : "Add picture"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="videos-title">
        <h2 id="videos-title">Videos</h2>
        {e.videos.length === 0 ? <p className="muted">No video yet.</p> : null}
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
              <DeleteButton id={`video-${v.id}`} label="Remove" itemName={`video ${v.title}`} />
            </li>
          ))}
        </ul>
        <Form method="post" {...formProps(videoForm)} className="fitness-editor-add">
          <input type="hidden" name="intent" value="add-video" />
          <FormNotice reply={videoReply} />
          <div className="form-grid">
            <Field meta={videoFields.youtube} label="YouTube link or video id" placeholder="https://www.youtube.com/watch?v=…" />
            <Field meta={videoFields.title} label="Title (optional)" />
          </div>
          <div>
            <SubmitButton intent="add-video" className="btn btn-secondary btn-sm" busyLabel="Adding…">
              Add video
            </SubmitButton>
          </div>
          <p className="field-hint">Videos play from youtube-nocookie.com; the thumbnail is made here, so nothing loads from YouTube until a member presses play.</p>
        </Form>
      </section>
      <div className="form-actions">
        <Link to={stepHref(EXERCISE_EDITOR, paths.exerciseEdit(e.id), "related")} className="btn btn-primary">
          Next: Related
        </Link>
      </div>
    </div>
  );
}

function RelatedTab({ data }: { data: EditorData }) {
  const reply = useReplyFor("add-related");
  const [form, fields] = useSchemaForm({ id: "exercise-related", schema: relatedSchema, lastResult: reply?.result, defaultValue: { label: RELATED_LABELS[1] } });
  return (
    <div className="stack-lg">
      {RELATED_LABELS.map((label) => {
        const rows = data.related.filter((r) => r.label === label);
        return (
          <section key={label} aria-labelledby={`related-${slugOf(label)}`}>
            <h2 id={`related-${slugOf(label)}`}>{label}</h2>
            {rows.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ul className="fitness-editor-related">
                {rows.map((r) => (
                  <li key={r.id}>
                    <Link to={paths.exerciseDetails(r.related_id)}>{r.name}</Link>
                    <DeleteButton id={`related-${r.id}`} label="Remove" itemName={r.name} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <Form method="post" {...formProps(form)} className="fitness-editor-add">
        <h2>Add a related exercise</h2>
        <input type="hidden" name="intent" value="add-related" />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="form-grid">
          <GroupedSelectField meta={fields.related} label="Exercise" groups={exerciseGroups(data.choices)} empty="Choose an exercise" />
          <SelectField meta={fields.label} label="List it under" options={RELATED_LABELS.map((l) => ({ value: l, label: l }))} />
        </div>
        <div>
          <SubmitButton intent="add-related" className="btn btn-secondary btn-sm" busyLabel="Adding…">
            Add related exercise
          </SubmitButton>
        </div>
      </Form>
      <div className="form-actions">
        <Link to={paths.exerciseDetails(data.exercise.id)} className="btn btn-primary">
          Finish
        </Link>
      </div>
    </div>
  );
}
