/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { fluidControls, GOAL_KINDS } from "~/journal/codes";
import { goalSchemaFor } from "~/journal/schemas";
import type { JournalGoal } from "~/journal/types";
import { fluidOf, UNIT_NAMES, type Units } from "~/domain/units";
import { goalFormSchemaFor } from "~/progress/schemas";
import { CheckboxField, DayField, Field, FormError, formProps, NumberField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { formatShortDate } from "~/i18n/format";
import { FLAG_LABELS, type FlagCode } from "~/clinical/flag-codes";
import { noteSchema, reviewSchema } from "../schemas";

/**
 * The record's forms: each a plain POST to the record with its own intent, so each works before
 * JavaScript loads; the same schemas check them in the browser and in the action.
 */

/** The patient's nutrition goals from today: the journal shows them as "Set by your clinic". Drinks in the staff member's units. */
export function GoalsForm({ goal, units }: { goal: JournalGoal | null; units: Units }) {
  const reply = useReplyFor("goals");
  const isFluid = (k: (typeof GOAL_KINDS)[number]) => k.key === "hydration" || k.key === "electrolyte";
  const [form, fields] = useSchemaForm({
    id: "care-goals",
    schema: goalSchemaFor(units),
    lastResult: reply?.result,
    defaultValue: Object.fromEntries(GOAL_KINDS.map((k) => [k.goal, goal ? String(isFluid(k) ? fluidOf(goal[k.goal], units) : goal[k.goal]) : ""])),
  });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <p className="muted small">
        {goal ? `In force since ${formatShortDate(goal.date)}, ${goal.set_by_clinic ? "set by the clinic" : "set by the patient"}. ` : "No goal yet. "}
        New values apply from the patient&apos;s today; earlier days keep theirs.
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        {GOAL_KINDS.map((k) => (
          <NumberField key={k.key} meta={fields[k.goal]} label={`${k.label} (${isFluid(k) ? fluidControls(units).unit : k.unit})`} integer={k.step === 1} />
        ))}
      </div>
      <div className="form-actions">
        <SubmitButton intent="goals">Save nutrition goals</SubmitButton>
      </div>
    </Form>
  );
}

/** The goal weight, in the staff member's own units (docs/decisions/0134). */
export function GoalWeightForm({ current, units }: { current: number | null; units: Units }) {
  const reply = useReplyFor("goal-weight");
  // Asked to confirm a goal above the patient's current weight: the box stays until the form is sent again.
  const askConfirm = Boolean(reply?.result?.error?.confirm?.length);
  const [form, fields] = useSchemaForm({
    id: "care-goal-weight",
    schema: goalFormSchemaFor(units),
    lastResult: reply?.result,
    defaultValue: current === null ? undefined : { goal_weight: String(current) },
  });
  return (
    <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
      <NumberField meta={fields.goal_weight} label={`Goal weight (${UNIT_NAMES[units].weight})`} />
      {askConfirm ? (
        <div className="notice notice-warning">
          <CheckboxField meta={fields.confirm} label="Yes, this goal is right" />
        </div>
      ) : null}
      <SubmitButton intent="goal-weight" className="btn btn-secondary">
        Save goal weight
      </SubmitButton>
    </Form>
  );
}

/** A note for the patient on a day of their journal (they see it on that day). */
export function NoteForm({ day, today }: { day: string; today: string }) {
  const reply = useReplyFor("note");
  const [form, fields] = useSchemaForm({ id: `care-note-${day}`, schema: noteSchema, lastResult: reply?.result, defaultValue: { date: day } });
  return (
    <Form method="post" {...formProps(form)} className="stack note-form" preventScrollReset>
      <DayField meta={fields.date} label="Journal day" max={today} />
      <TextareaField meta={fields.text} label="Note for the patient" rows={3} hint="The patient sees it on that day of their journal, with your name." />
      <div className="form-actions">
        <SubmitButton intent="note" busyLabel="Sending…">
          Send note
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Marks one open flag reviewed, with a short note (it stays quiet until it clears and comes back). */
export function ReviewForm({ code }: { code: FlagCode }) {
  const key = `review:${code}`;
  const reply = useReplyFor(key);
  const [form, fields] = useSchemaForm({ id: `care-review-${code}`, schema: reviewSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form review-form" preventScrollReset>
      <input type="hidden" name="code" value={code} />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.note} label={`Review note for ${FLAG_LABELS[code].toLowerCase()}`} placeholder="What you did or decided" />
      <SubmitButton intent="review" className="btn btn-secondary" busyLabel="Saving…">
        Mark reviewed
      </SubmitButton>
    </Form>
  );
}
