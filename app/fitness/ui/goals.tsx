import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { formProps, FormError, FormNotice, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { goalSchema } from "../schemas";
import type { GoalProgress } from "../summaries";

/** The week's goal cards: what was done against each goal, the share capped at 100 %. */
export function GoalCards({ progress, hasGoal }: { progress: GoalProgress[]; hasGoal: boolean }) {
  const { t } = useTranslation("fitness");
  const f = useFormat();
  return (
    <ul className="fitness-goals">
      {progress.map((p) => {
        // "1 session", "2 sessions": the unit agrees with the figure it follows.
        const unit = t(`goals.units.${p.key}`, { count: hasGoal ? p.goal : p.done });
        return (
          <li key={p.key} className={`card fitness-goal fitness-goal-${p.key}`}>
            <h3>{t(`goals.cards.${p.key}`)}</h3>
            <p className="fitness-goal-figure">
              {hasGoal ? (
                <Trans
                  t={t}
                  i18nKey="goals.figureOf"
                  values={{ done: f.count(p.done), goal: f.count(p.goal), unit }}
                  components={[<strong key="done" />, <span key="goal" className="muted" />, <span key="unit" className="fitness-goal-unit" />]}
                />
              ) : (
                <Trans t={t} i18nKey="goals.figure" values={{ done: f.count(p.done), unit }} components={[<strong key="done" />, <span key="unit" className="fitness-goal-unit" />]} />
              )}
            </p>
            <div className="fitness-goal-bar" aria-hidden="true">
              <span style={{ width: `${p.percent}%` }} />
            </div>
            <p className="fitness-goal-percent">{hasGoal ? t("goals.percent", { percent: p.percent }) : t("goals.none")}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** Adjust Goal: edits this week's goal when it has an id, otherwise creates one (spec part 3 §4). */
export function GoalForm({ goal, today }: { goal: { id: number | null; cardio: number; resistance: number; flexibility: number; calories_burned: number } | null; today: string }) {
  const { t } = useTranslation("fitness");
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
      <NumberField meta={fields.cardio} label={t("goals.form.cardio")} integer hint={t("goals.form.cardioHint")} />
      <NumberField meta={fields.resistance} label={t("goals.form.resistance")} integer />
      <NumberField meta={fields.flexibility} label={t("goals.form.flexibility")} integer />
      <NumberField meta={fields.calories_burned} label={t("goals.form.calories")} />
      <div className="form-actions">
        <SubmitButton intent="goal">{t("goals.form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
