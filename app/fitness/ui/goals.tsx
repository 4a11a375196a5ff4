/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { formatCount } from "~/i18n/format";
import { formProps, FormError, FormNotice, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { goalSchema } from "../schemas";
import type { GoalProgress } from "../summaries";

/** "1 session", "2 sessions". */
const unitOf = (p: GoalProgress, n: number) => (n === 1 ? p.unit.replace(/s$/, "") : p.unit);

/** The week's goal cards: what was done against each goal, the share capped at 100 %. */
export function GoalCards({ progress, hasGoal }: { progress: GoalProgress[]; hasGoal: boolean }) {
  return (
    <ul className="fitness-goals">
      {progress.map((p) => (
        <li key={p.key} className={`card fitness-goal fitness-goal-${p.key}`}>
          <h3>{p.label}</h3>
          <p className="fitness-goal-figure">
            <strong>{formatCount(p.done)}</strong>
            {hasGoal ? <span className="muted"> of {formatCount(p.goal)}</span> : null} <span className="fitness-goal-unit">{unitOf(p, hasGoal ? p.goal : p.done)}</span>
          </p>
          <div className="fitness-goal-bar" aria-hidden="true">
            <span style={{ width: `${p.percent}%` }} />
          </div>
          <p className="fitness-goal-percent">{hasGoal ? `${p.percent}% of this week's goal` : "No goal set"}</p>
        </li>
      ))}
    </ul>
  );
}

/** Adjust Goal: edits this week's goal when it has an id, otherwise creates one (spec part 3 §4). */
export function GoalForm({ goal, today }: { goal: { id: number | null; cardio: number; resistance: number; flexibility: number; calories_burned: number } | null; today: string }) {
  const reply = useReplyFor("goal");
  const [form, fields] = useSchemaForm({
    id: "goal-form",
    schema: goalSchema,
    lastResult: reply?.result,
    defaultValue: {
      date: today,
      cardio: goal ? String(goal.cardio) : "",
      resistance: goal ? String(goal.resistance) : "",
      flexibility: goal ? String(goal.flexibility) : "",
      calories_burned: goal ? String(goal.calories_burned) : "",
    },
  });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <input type="hidden" name="intent" value="goal" />
      <input type="hidden" name="date" value={today} />
      {goal?.id ? <input type="hidden" name="id" value={goal.id} /> : null}
      <FormError id={form.errorId} errors={form.errors} />
      <FormNotice reply={reply} />
      <NumberField meta={fields.cardio} label="Cardio (minutes per week)" integer hint="Health guidelines suggest 150 minutes of moderate activity a week." />
      <NumberField meta={fields.resistance} label="Resistance (sessions per week)" integer />
      <NumberField meta={fields.flexibility} label="Flexibility (sessions per week)" integer />
      <NumberField meta={fields.calories_burned} label="Calories burned per week" />
      <div className="form-actions">
        <SubmitButton intent="goal">Save goal</SubmitButton>
      </div>
    </Form>
  );
}
