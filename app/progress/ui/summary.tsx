import { Form, Link } from "@remix-run/react";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { formatNumber, formatShortDate } from "~/ui/format";
import { FormNotice, formProps, NumberField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { goalFormSchemaFor, heightCmFormSchema, heightFormSchema } from "../schemas";
import type { ProgressOverview } from "../weights.server";

/** /progress above the charts: the figures at a glance, the height asked once, the goal form; in the member's units. */

export function Summary({ overview: o, goalHref }: { overview: ProgressOverview; goalHref: string }) {
  const unit = UNIT_NAMES[o.units].weight;
  const w = (v: number | null, signed = false) => (v === null ? "—" : `${signed && v > 0 ? "+" : ""}${formatNumber(v)} ${unit}`);
  return (
    <ul className="plain-list progress-stats" aria-label="Summary">
      <li className="card stat-card">
        <p className="stat-label">Current weight</p>
        <p className="stat-value">{w(o.current?.weight ?? null)}</p>
        <p className="stat-note">{o.current ? `on ${formatShortDate(o.current.date)}` : "No weigh-in yet"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Change since start</p>
        <p className="stat-value">{w(o.change, true)}</p>
        <p className="stat-note">
          {o.start ? `from ${w(o.start.weight)} on ${formatShortDate(o.start.date)}` : "—"}
          {o.change_pct !== null && o.change !== 0 ? ` (${o.change_pct > 0 ? "+" : ""}${formatNumber(o.change_pct)} %)` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Trend</p>
        <p className="stat-value">{w(o.trend)}</p>
        <p className="stat-note">{o.trend_28d !== null ? `${w(o.trend_28d, true)} over 4 weeks` : "Needs a few weeks of weigh-ins"}</p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">BMI</p>
        <p className="stat-value">{o.bmi === null ? "—" : formatNumber(o.bmi)}</p>
        <p className="stat-note">
          {o.bmi_category ?? (o.height_in === null ? "Tell us your height" : "No weigh-in yet")}
          {o.height_label ? ` · height ${o.height_label}` : ""}
        </p>
      </li>
      <li className="card stat-card">
        <p className="stat-label">Goal weight</p>
        <p className="stat-value">{w(o.goal_weight)}</p>
        <p className="stat-note">
          {o.to_goal === null ? "No goal set. " : o.to_goal === 0 ? "Goal reached! " : `${w(o.to_goal)} to go. `}
          <Link to={goalHref} preventScrollReset>
            {o.goal_weight === null ? "Set a goal" : "Change goal"}
          </Link>
        </p>
      </li>
    </ul>
  );
}

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
