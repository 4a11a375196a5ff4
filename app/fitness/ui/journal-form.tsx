import { Form } from "@remix-run/react";
import { useState } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { formProps, FormError, FormNotice, NumberField, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useFormat } from "~/i18n/react";
import { ACTIVITY_TYPES, type ActivityType } from "../codes";
import { netKcal } from "../energy";
import type { Units } from "~/domain/units";
import { journalSchemaFor } from "../schemas";
import { DateField, GroupedSelectField, type OptionGroup } from "./fields";

export interface ExerciseChoice {
  id: number;
  name: string;
  type: string;
  type_of_activity: ActivityType;
  met: number;
}

export function exerciseGroups(choices: ExerciseChoice[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const c of choices) {
    const g = groups.get(c.type) ?? { label: c.type, options: [] };
    g.options.push({ value: c.id, label: c.name });
    groups.set(c.type, g);
  }
  return [...groups.values()];
}

/**
 * A fitness journal entry: exercise, type of activity, weight lifted (lb), reps, sets, minutes
 * and calories burned. Minutes are required, and weight, reps and sets for resistance; calories
 * are worked out when left empty.
 */
export function JournalForm({
  intent,
  choices,
  defaultDate,
  today,
  weightKg,
  entry,
  fixedExercise,
  submitLabel,
  hidden,
  units,
}: {
  intent: string;
  /** The member's units: the weight lifted is typed in pounds or kilograms. */
  units: Units;
  choices: ExerciseChoice[];
  defaultDate: string;
  today: string;
  weightKg: number | null;
  /** The entry being edited. */
  entry?: { id: number; date: string; exercise: number; type_of_activity: ActivityType; weight_lifted: number | null; reps: number | null; number_of_sets: number | null; minutes: number; calories_burned: number | null; calories_entered: boolean };
  /** Journal This: the form is for this exercise only. */
  fixedExercise?: ExerciseChoice;
  submitLabel?: string;
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  const formKey = entry ? `${intent}:${entry.id}` : intent;
  const reply = useReplyFor(formKey);
  const first = fixedExercise ?? choices.find((c) => c.id === entry?.exercise);
  const [form, fields] = useSchemaForm({
    id: `journal-${formKey}`,
    schema: journalSchemaFor(units),
    lastResult: reply?.result,
    defaultValue: {
      date: entry?.date ?? defaultDate,
      exercise: first ? String(first.id) : "",
      type_of_activity: entry?.type_of_activity ?? first?.type_of_activity ?? "Cardio",
      weight_lifted: entry?.weight_lifted === null || entry?.weight_lifted === undefined ? "" : String(entry.weight_lifted),
      reps: entry?.reps === null || entry?.reps === undefined ? "" : String(entry.reps),
      number_of_sets: entry?.number_of_sets === null || entry?.number_of_sets === undefined ? "" : String(entry.number_of_sets),
      minutes: entry ? String(entry.minutes) : "",
      calories_burned: entry?.calories_entered && entry.calories_burned !== null ? String(entry.calories_burned) : "",
    },
  });
  const [picked, setPicked] = useState<ExerciseChoice | undefined>(first);
  const [minutes, setMinutes] = useState<number | null>(entry?.minutes ?? null);
  const type = (fields.type_of_activity.value as ActivityType | undefined) ?? picked?.type_of_activity;
  const estimate = picked && weightKg && minutes ? Math.round(netKcal(picked.met, weightKg, minutes)) : null;
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="stack fitness-journal-form"
      preventScrollReset
      onChange={(e) => {
        const value = Number(new FormData(e.currentTarget).get("minutes"));
        setMinutes(Number.isFinite(value) && value > 0 ? value : null);
      }}
      // Empty again after an entry (the kit resets the form): so are the pick and the estimate.
      onReset={() => {
        setPicked(first);
        setMinutes(entry?.minutes ?? null);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {entry ? <input type="hidden" name="id" value={entry.id} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError id={form.errorId} errors={form.errors} />
      <FormNotice reply={reply} />
      <DateField meta={fields.date} label={t("log.entry.date")} max={today} />
      {fixedExercise ? (
        <>
          <input type="hidden" name="exercise" value={fixedExercise.id} />
          <p className="fitness-fixed-exercise">
            <span className="muted">{t("log.entry.exercise")}</span> <strong>{fixedExercise.name}</strong>
          </p>
        </>
      ) : (
        <GroupedSelectField
          meta={fields.exercise}
          label={t("log.entry.exercise")}
          groups={exerciseGroups(choices)}
          empty={t("log.entry.choose")}
          onChange={(value) => {
            const c = choices.find((x) => String(x.id) === value);
            setPicked(c);
            if (c) form.update({ name: fields.type_of_activity.name, value: c.type_of_activity });
          }}
        />
      )}
      <SelectField meta={fields.type_of_activity} label={t("log.entry.type")} options={ACTIVITY_TYPES.map((a) => ({ value: a, label: t(`log.types.${a}`) }))} />
      <fieldset className="fitness-strength-fields">
        <legend>
          <Trans t={t} i18nKey={type === "Resistance" ? "log.entry.strengthRequired" : "log.entry.strengthOptional"} components={[<span key="note" className="muted" />]} />
        </legend>
        <div className="form-grid fitness-grid-3">
          <NumberField meta={fields.weight_lifted} label={t(`log.entry.weightLifted.${units}`)} />
          <NumberField meta={fields.reps} label={t("log.entry.reps")} integer />
          <NumberField meta={fields.number_of_sets} label={t("log.entry.sets")} integer />
        </div>
      </fieldset>
      <div className="form-grid">
        <NumberField meta={fields.minutes} label={t("log.entry.minutes")} integer />
        <NumberField
          meta={fields.calories_burned}
          label={t("log.entry.calories")}
          hint={estimate !== null ? t("log.entry.estimate", { value: f.count(estimate) }) : weightKg ? t("log.entry.workedOut") : t("log.entry.needsWeight")}
        />
      </div>
      <div className="form-actions">
        <SubmitButton intent={intent}>{submitLabel ?? t("log.entry.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
