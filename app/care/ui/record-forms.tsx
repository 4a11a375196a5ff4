import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { fluidControls, GOAL_KINDS } from "~/journal/codes";
import { goalSchemaFor } from "~/journal/schemas";
import type { JournalGoal } from "~/journal/types";
import { fluidOf, UNIT_NAMES, type Units } from "~/domain/units";
import { goalFormSchemaFor } from "~/progress/schemas";
import { CheckboxField, DayField, Field, FormError, formProps, NumberField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useFormat } from "~/i18n/react";
import type { FlagCode } from "~/clinical/flag-codes";
import { noteSchema, reviewSchema } from "../schemas";

/**
 * The record's forms: each a plain POST to the record with its own intent, so each works before
 * JavaScript loads; the same schemas check them in the browser and in the action.
 */

/** The patient's nutrition goals from today: the journal shows them as "Set by your clinic". Drinks in the staff member's units. */
export function GoalsForm({ goal, units }: { goal: JournalGoal | null; units: Units }) {
  const reply = useReplyFor("goals");
  const { t } = useTranslation("care");
  const { t: tj } = useTranslation("journal");
  const f = useFormat();
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
        {goal ? t(goal.set_by_clinic ? "forms.goalsSince" : "forms.goalsSincePatient", { day: f.shortDate(goal.date) }) : t("forms.noGoal")}
        {t("forms.goalsApply")}
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid form-grid-3">
        {GOAL_KINDS.map((k) => (
          <NumberField key={k.key} meta={fields[k.goal]} label={t("forms.goalLabel", { label: tj(`goals.${k.key}`), unit: tj(`units.${isFluid(k) ? fluidControls(units).unit : k.unit}`) })} integer={k.step === 1} />
        ))}
      </div>
      <div className="form-actions">
        <SubmitButton intent="goals">{t("forms.saveGoals")}</SubmitButton>
      </div>
    </Form>
  );
}

/** The goal weight, in the staff member's own units (docs/decisions/0134). */
export function GoalWeightForm({ current, units }: { current: number | null; units: Units }) {
  const reply = useReplyFor("goal-weight");
  const { t } = useTranslation("care");
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
      <NumberField meta={fields.goal_weight} label={t("forms.goalWeight", { unit: UNIT_NAMES[units].weight })} />
      {askConfirm ? (
        <div className="notice notice-warning">
          <CheckboxField meta={fields.confirm} label={t("forms.confirm")} />
        </div>
      ) : null}
      <SubmitButton intent="goal-weight" className="btn btn-secondary">
        {t("forms.saveGoalWeight")}
      </SubmitButton>
    </Form>
  );
}

/** A note for the patient on a day of their journal (they see it on that day). */
export function NoteForm({ day, today }: { day: string; today: string }) {
  const reply = useReplyFor("note");
  const { t } = useTranslation("care");
  const [form, fields] = useSchemaForm({ id: `care-note-${day}`, schema: noteSchema, lastResult: reply?.result, defaultValue: { date: day } });
  return (
    <Form method="post" {...formProps(form)} className="stack note-form" preventScrollReset>
      <DayField meta={fields.date} label={t("forms.journalDay")} max={today} />
      <TextareaField meta={fields.text} label={t("forms.note")} rows={3} hint={t("forms.noteHint")} />
      <div className="form-actions">
        <SubmitButton intent="note" busyLabel={t("forms.sending")}>
          {t("forms.sendNote")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Marks one open flag reviewed, with a short note (it stays quiet until it clears and comes back). */
export function ReviewForm({ code }: { code: FlagCode }) {
  const key = `review:${code}`;
  const reply = useReplyFor(key);
  const { t, i18n } = useTranslation("care");
  const [form, fields] = useSchemaForm({ id: `care-review-${code}`, schema: reviewSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="inline-form review-form" preventScrollReset>
      <input type="hidden" name="code" value={code} />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.note} label={t("forms.reviewNote", { flag: t(`flagLabels.${code}`).toLocaleLowerCase(i18n.language) })} placeholder={t("forms.reviewPlaceholder")} />
      <SubmitButton intent="review" className="btn btn-secondary" busyLabel={t("forms.saving")}>
        {t("forms.markReviewed")}
      </SubmitButton>
    </Form>
  );
}
