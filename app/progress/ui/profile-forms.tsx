/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link } from "@remix-run/react";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { CheckboxField, FormNotice, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { goalFormSchemaFor, heightCmFormSchema, heightFormSchema } from "../schemas";

/** The body profile's forms, in the member's units: the height a member gives once, and their goal weight (intents set-height, set-goal, remove-goal). */

export function HeightPrompt({ units }: { units: Units }) {
  const reply = useReplyFor("set-height");
  const [form, fields] = useSchemaForm({ id: `set-height-${units}`, schema: units === "metric" ? heightCmFormSchema : heightFormSchema, lastResult: reply?.result });
  return (
    <section className="card height-prompt" aria-labelledby="height-title">
      <h2 id="height-title">What is your height?</h2>
      <p className="muted">We use it to work out your BMI. You only need to tell us once: after that it is part of your clinic record.</p>
      <Form method="post" {...formProps(form)} className="inline-form" preventScrollReset>
        <FormNotice reply={reply} />
        {units === "metric" ? (
          <NumberField meta={fields.height_cm} label="Centimetres" />
        ) : (
          <>
            <NumberField meta={fields.height_ft} label="Feet" integer />
            <NumberField meta={fields.height_in} label="Inches" />
          </>
        )}
        <SubmitButton intent="set-height">Save height</SubmitButton>
      </Form>
    </section>
  );
}

export function GoalForm({ current, cancelTo, units }: { current: number | null; cancelTo: string; units: Units }) {
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
      <p className="muted">Your goal shows as a line on the weight chart. Agree it with your clinic team.</p>
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <NumberField meta={fields.goal_weight} label={`Goal weight (${UNIT_NAMES[units].weight})`} />
        {askConfirm ? (
          <div className="notice notice-warning">
            <CheckboxField meta={fields.confirm} label="Yes, this goal is right" />
          </div>
        ) : null}
        <div className="form-actions">
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            Cancel
          </Link>
          <SubmitButton intent="set-goal">Save goal</SubmitButton>
        </div>
      </Form>
      {current !== null ? (
        <Form method="post" preventScrollReset>
          <SubmitButton intent="remove-goal" className="btn btn-danger-outline">
            Remove my goal
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
