import { Form, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { formProps, FormError, FormNotice, NumberField, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useFormat } from "~/i18n/react";
import { netKcal } from "../energy";
import { logSchema } from "../schemas";
import { DateField } from "./fields";

export interface LogFormProps {
  /** The action's intent; the form's reply key is `${intent}:${exercise.id}` unless given. */
  intent: string;
  formKey?: string;
  exercise: { id: number; name: string; met: number };
  /** The date done it opens with (the exercise's log date: today, or the tab's weekday). */
  defaultDate: string;
  today: string;
  /** The member's latest weight, for the estimate shown as they type the minutes. */
  weightKg: number | null;
  submitLabel?: string;
  /** Extra hidden fields the action needs (the plan row, the tab). */
  hidden?: Record<string, string>;
  defaults?: { duration?: number; calories?: number | null; notes?: string };
}

/**
 * The exercise log form (log_exercises): date done (not in the future), duration, calories —
 * computed from the one energy rule when left empty — and notes.
 */
export function LogForm({ intent, formKey, exercise, defaultDate, today, weightKg, submitLabel, hidden, defaults }: LogFormProps) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const key = formKey ?? `${intent}:${exercise.id}`;
  const reply = useReplyFor(key);
  const [form, fields] = useSchemaForm({
    id: `log-${key}`,
    schema: logSchema,
    lastResult: reply?.result,
    defaultValue: {
      exercise: String(exercise.id),
      datedone: defaultDate,
      duration: defaults?.duration ? String(defaults.duration) : "",
      calories: defaults?.calories ? String(defaults.calories) : "",
      notes: defaults?.notes ?? "",
    },
  });
  const [minutes, setMinutes] = useState<number | null>(defaults?.duration ?? null);
  const estimate = weightKg && minutes && minutes > 0 ? Math.round(netKcal(exercise.met, weightKg, minutes)) : null;
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="fitness-log-form"
      preventScrollReset
      onChange={(e) => {
        const value = Number(new FormData(e.currentTarget).get("duration"));
        setMinutes(Number.isFinite(value) && value > 0 ? value : null);
      }}
      // Empty again after a log (the kit resets the form): so is the estimate.
      onReset={() => setMinutes(defaults?.duration ?? null)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="exercise" value={exercise.id} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError id={form.errorId} errors={form.errors} />
      <FormNotice reply={reply} />
      <div className="fitness-form-row">
        <DateField meta={fields.datedone} label={t("log.exercise.date")} max={today} />
        <NumberField meta={fields.duration} label={t("log.exercise.duration")} integer />
        <NumberField
          meta={fields.calories}
          label={t("log.exercise.calories")}
          hint={estimate !== null ? t("log.entry.estimate", { value: f.count(estimate) }) : weightKg ? t("log.entry.workedOut") : t("log.entry.needsWeight")}
        />
      </div>
      <TextareaField meta={fields.notes} label={t("log.exercise.notes")} rows={2} />
      <div className="form-actions">
        <SubmitButton intent={intent}>{submitLabel ?? t("log.exercise.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

/** A check mark beside a text that says the same (hidden from screen readers). */
const CHECK = "✓";

/** An "Add to My Plan" button that stays on the page (a fetcher), with a plain form post without JavaScript. */
export function AddToPlanButton({ exerciseId, inPlan }: { exerciseId: number; inPlan: boolean }) {
  const { t } = useTranslation("fitness");
  const fetcher = useFetcher({ key: `add-to-plan-${exerciseId}` });
  const busy = fetcher.state !== "idle";
  if (inPlan) {
    return (
      <span className="fitness-in-plan" role="status">
        <span aria-hidden="true">{CHECK}</span> {t("log.addToPlan.inPlan")}
      </span>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="add-to-plan" />
      <input type="hidden" name="exercise" value={exerciseId} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t("log.addToPlan.busy") : t("log.addToPlan.action")}
      </button>
    </fetcher.Form>
  );
}
