import { Form, Link } from "@remix-run/react";
import {
  FormError,
  NumberField,
  SubmitButton,
  formProps,
  useReplyFor,
  useSchemaForm,
} from "~/ui/forms";
import type { Units } from "~/domain/units";
import { useTranslation } from "~/i18n/use-translation";
import { useFormat } from "~/i18n/react";
import { fluidControls, GOAL_KINDS } from "../codes";
import { goalFormSchemaFor } from "../schemas";
import type { JournalGoal } from "../types";

/**
 * Adjust Goal (today only): the goal in force, edited. It keeps its id, so the domain updates
 * today's goal or starts a new one today (docs/decisions/0041-journal-goals.md); without a goal,
 * one is created.
 */
export function GoalForm({
  goal,
  closeHref,
  units,
}: {
  goal: JournalGoal | null;
  closeHref: string;
  units: Units;
}) {
  const reply = useReplyFor("goal");
  const { t } = useTranslation("journal");
  const f = useFormat();
  // Hydration and electrolyte in the member's unit; `goal` comes in it too (journalDayIn).
  const fluidUnit = fluidControls(units).unit;
  const unitOf = (k: (typeof GOAL_KINDS)[number]) =>
    k.key === "hydration" || k.key === "electrolyte" ? fluidUnit : k.unit;
  const [form, fields] = useSchemaForm({
    id: "journal-goal",
    schema: goalFormSchemaFor(units),
    lastResult: reply?.result,
    defaultValue: Object.fromEntries(
      GOAL_KINDS.map((k) => [k.goal, goal ? String(goal[k.goal]) : ""])
    ),
  });
  return (
    <Form
      method="post"
      {...formProps(form)}
      className="stack journal-goal-form"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="goal" />
      {goal ? <input type="hidden" name="id" value={goal.id} /> : null}
      {goal?.set_by_clinic ? (
        <p className="small">
          {t("msg.clinicGoals", { date: f.longDate(goal.date) })}
        </p>
      ) : null}
      <p className="muted small">
        {goal ? t("goalForm.changes") : t("goalForm.new")}
      </p>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="form-grid">
        {GOAL_KINDS.map((k) => (
          <NumberField
            key={k.key}
            meta={fields[k.goal]}
            label={t("goalForm.label", {
              label: t(`goals.${k.key}`),
              unit: t(`units.${unitOf(k)}`, { defaultValue: unitOf(k) }),
            })}
            integer={k.step === 1}
            hint={k.step === 1 ? t("goalForm.whole") : t("goalForm.tenths")}
          />
        ))}
      </div>
      <div className="form-actions">
        <Link to={closeHref} className="btn btn-ghost" preventScrollReset>
          {t("goalForm.cancel")}
        </Link>
        <SubmitButton intent="goal">{t("goalForm.save")}</SubmitButton>
      </div>
    </Form>
  );
}
