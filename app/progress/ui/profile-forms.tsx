import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { CheckboxField, FormNotice, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { goalFormSchemaFor, heightCmFormSchema, heightFormSchema } from "../schemas";

/** The body profile's forms, in the member's units: the height a member gives once, and their goal weight (intents set-height, set-goal, remove-goal). */

export function HeightPrompt({ units }: { units: Units }) {
  const { t } = useTranslation("progress");
  const reply = useReplyFor("set-height");
  const [form, fields] = useSchemaForm({ id: `set-height-${units}`, schema: units === "metric" ? heightCmFormSchema : heightFormSchema, lastResult: reply?.result });
  return (
    <section className="card height-prompt" aria-labelledby="height-title">
      <h2 id="height-title">{t("profile.heightTitle")}</h2>
      <p className="muted">{t("profile.heightText")}</p>
      <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
        <FormNotice reply={reply} />
        {units === "metric" ? (
          <NumberField meta={fields.height_cm} label={t("profile.cm")} />
        ) : (
          <>
            <NumberField meta={fields.height_ft} label={t("profile.feet")} integer />
            <NumberField meta={fields.height_in} label={t("profile.inches")} />
          </>
        )}
        <SubmitButton intent="set-height">{t("profile.saveHeight")}</SubmitButton>
      </Form>
    </section>
  );
}

export function GoalForm({ current, cancelTo, units }: { current: number | null; cancelTo: string; units: Units }) {
  const { t } = useTranslation("progress");
  const reply = useReplyFor("set-goal");
  // The server asks to confirm a goal above the current weight: the box stays until the form is sent again.
  const askConfirm = Boolean(reply?.result?.error?.confirm?.length);
  const [form, fields] = useSchemaForm({
    id: `set-goal-${units}`,
    schema: goalFormSchemaFor(units),
    lastResult: reply?.result,
    defaultValue: current === null ? undefined : { goal_weight: String(current) },
  });
  return (
    <div className="stack">
      <p className="muted">{t("profile.goalText")}</p>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <NumberField meta={fields.goal_weight} label={t("profile.goalWeight", { unit: UNIT_NAMES[units].weight })} />
        {askConfirm ? (
          <div className="notice notice-warning">
            <CheckboxField meta={fields.confirm} label={t("profile.goalConfirm")} />
          </div>
        ) : null}
        <div className="form-actions">
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            {t("profile.cancel")}
          </Link>
          <SubmitButton intent="set-goal">{t("profile.saveGoal")}</SubmitButton>
        </div>
      </Form>
      {current !== null ? (
        <Form method="post" preventScrollReset>
          <SubmitButton intent="remove-goal" className="btn btn-danger-outline">
            {t("profile.removeGoal")}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
