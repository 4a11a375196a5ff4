/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { UNIT_NAMES, UNIT_SYSTEMS, type Units } from "~/domain/units";
import { formatDate } from "~/ui/format";
import { Field, FormError, FormNotice, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { Profile } from "../profile.server";
import { emailChangeSchema, passwordChangeSchema, profileDetailsSchema, unitsSchema } from "../schemas";

/** The forms of /profile: each posts its own intent to the page's action and works without JavaScript. */

export function DetailsForm({ profile }: { profile: Profile }) {
  const reply = useReplyFor("details");
  const [form, fields] = useSchemaForm({
    id: "details",
    schema: profileDetailsSchema,
    lastResult: reply?.result,
    defaultValue: { first_name: profile.first_name, middle_name: profile.middle_name, last_name: profile.last_name, phone: profile.phone },
  });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <div className="form-grid profile-names">
        <Field meta={fields.first_name} label="First name" autoComplete="given-name" />
        <Field meta={fields.middle_name} label="Middle name" autoComplete="additional-name" hint="Optional" />
        <Field meta={fields.last_name} label="Last name" autoComplete="family-name" />
      </div>
      <Field meta={fields.phone} label="Phone" type="tel" autoComplete="tel" hint="Optional. Your clinic may call this number." />
      <div className="form-actions">
        <SubmitButton intent="details">Save details</SubmitButton>
      </div>
    </Form>
  );
}

/** What the clinic keeps for the member: shown, not changed here. */
export function ClinicRecord({ profile }: { profile: Profile }) {
  return (
    <dl className="facts">
      <div className="facts-row">
        <dt>Clinic</dt>
        <dd>{profile.clinic ? `${profile.clinic.name}, ${profile.clinic.city}, ${profile.clinic.state}` : "—"}</dd>
      </div>
      <div className="facts-row">
        <dt>City and state</dt>
        <dd>{profile.city || profile.state ? `${profile.city}, ${profile.state}` : "—"}</dd>
      </div>
      <div className="facts-row">
        <dt>Date of birth</dt>
        <dd>{profile.date_of_birth ? formatDate(profile.date_of_birth) : "Not on record"}</dd>
      </div>
    </dl>
  );
}

export function UnitsForm({ units }: { units: Units }) {
  const reply = useReplyFor("units");
  const [form, fields] = useSchemaForm({ id: "units", schema: unitsSchema, lastResult: reply?.result, defaultValue: { units } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <fieldset className="choice-group" aria-describedby="units-hint">
        <legend>Show and enter weights and lengths in</legend>
        {UNIT_SYSTEMS.map((u) => (
          <label key={u} className="choice">
            <input type="radio" name={fields.units.name} value={u} defaultChecked={units === u} />
            {UNIT_NAMES[u].label} ({UNIT_NAMES[u].weight}, {UNIT_NAMES[u].length})
          </label>
        ))}
        <FormError id={fields.units.errorId} errors={fields.units.errors} />
      </fieldset>
      <p className="field-hint" id="units-hint">
        Every page follows your choice: weight progress, the fitness journal, your home page. Your records stay exactly as measured.
      </p>
      <div className="form-actions">
        <SubmitButton intent="units">Save units</SubmitButton>
      </div>
    </Form>
  );
}

export function EmailForm({ email, pending }: { email: string; pending: string | null }) {
  const reply = useReplyFor("email");
  const [form, fields] = useSchemaForm({ id: "email", schema: emailChangeSchema, lastResult: reply?.result });
  return (
    <div className="stack">
      <p>
        You sign in with <strong>{email}</strong>.
      </p>
      {pending ? (
        <div className="notice notice-info" role="status">
          <p>
            Waiting for you to follow the link we sent to <strong>{pending}</strong>. Until then you sign in with your current address.
          </p>
          <Form method="post" preventScrollReset>
            <SubmitButton intent="cancel-email" className="btn btn-secondary btn-sm" busyLabel="Cancelling…">
              Cancel the change
            </SubmitButton>
          </Form>
        </div>
      ) : null}
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <FormNotice reply={reply} />
        <Field meta={fields.email} label="New email address" type="email" autoComplete="email" hint="We send a confirmation link there; the change happens when you follow it." />
        <Field meta={fields.current_password} label="Current password" type="password" autoComplete="current-password" />
        <div className="form-actions">
          <SubmitButton intent="email" busyLabel="Sending…">
            Send confirmation link
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export function PasswordForm() {
  const reply = useReplyFor("password");
  const [form, fields] = useSchemaForm({ id: "password", schema: passwordChangeSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <Field meta={fields.current_password} label="Current password" type="password" autoComplete="current-password" />
      <Field meta={fields.password} label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
      <Field meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
      <p className="field-hint">Changing it signs you out everywhere else: other browsers and the mobile app.</p>
      <div className="form-actions">
        <SubmitButton intent="password">Change password</SubmitButton>
      </div>
    </Form>
  );
}
