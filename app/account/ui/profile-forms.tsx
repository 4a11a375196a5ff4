import type { LanguageChoice } from "~/i18n/languages";
import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { UNIT_SYSTEMS, type Units } from "~/domain/units";
import { useFormat } from "~/i18n/react";
import { Field, FormError, FormNotice, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import type { Profile } from "../profile.server";
import { emailChangeSchema, languageSchema, passwordChangeSchema, profileDetailsSchema, unitsSchema } from "../schemas";

/** The forms of /profile: each posts its own intent to the page's action and works without JavaScript. */

export function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
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
        <Field meta={fields.first_name} label={t("details.firstName")} autoComplete="given-name" />
        <Field meta={fields.middle_name} label={t("details.middleName")} autoComplete="additional-name" hint={t("details.optional")} />
        <Field meta={fields.last_name} label={t("details.lastName")} autoComplete="family-name" />
      </div>
      <Field meta={fields.phone} label={t("details.phone")} type="tel" autoComplete="tel" hint={t("details.phoneHint")} />
      <div className="form-actions">
        <SubmitButton intent="details">{t("details.save")}</SubmitButton>
      </div>
    </Form>
  );
}

/** What the clinic keeps for the member: shown, not changed here. */
export function ClinicRecord({ profile }: { profile: Profile }) {
  const { t } = useTranslation("account");
  const f = useFormat();
  return (
    <dl className="facts">
      <div className="facts-row">
        <dt>{t("record.clinic")}</dt>
        <dd>{profile.clinic ? t("record.clinicValue", { ...profile.clinic }) : "—"}</dd>
      </div>
      <div className="facts-row">
        <dt>{t("record.place")}</dt>
        <dd>{profile.city || profile.state ? t("record.placeValue", { city: profile.city, state: profile.state }) : "—"}</dd>
      </div>
      <div className="facts-row">
        <dt>{t("record.dateOfBirth")}</dt>
        <dd>{profile.date_of_birth ? f.date(profile.date_of_birth) : t("record.notOnRecord")}</dd>
      </div>
    </dl>
  );
}

export function UnitsForm({ units }: { units: Units }) {
  const reply = useReplyFor("units");
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm({ id: "units", schema: unitsSchema, lastResult: reply?.result, defaultValue: { units } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <fieldset className="choice-group" aria-describedby="units-hint">
        <legend>{t("units.legend")}</legend>
        {UNIT_SYSTEMS.map((u) => (
          <label key={u} className="choice">
            <input type="radio" name={fields.units.name} value={u} defaultChecked={units === u} />
            {t(`units.${u}`)}
          </label>
        ))}
        <FormError id={fields.units.errorId} errors={fields.units.errors} />
      </fieldset>
      <p className="field-hint" id="units-hint">
        {t("units.hint")}
      </p>
      <div className="form-actions">
        <SubmitButton intent="units">{t("units.save")}</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The member's language (issue 41): the portal's languages, each named in itself. Saved with the
 * member; the page comes back in it. `chosen` is their saved choice (null: the page's own language
 * is checked, the one detection gave).
 */
export function LanguageForm({ chosen, page, languages }: { chosen: string | null; page: string; languages: LanguageChoice[] }) {
  const reply = useReplyFor("language");
  const { t } = useTranslation("account");
  const current = chosen ?? page;
  const [form, fields] = useSchemaForm({ id: "language", schema: languageSchema, lastResult: reply?.result, defaultValue: { language: current } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <fieldset className="choice-group" aria-describedby="language-hint">
        <legend>{t("language.legend")}</legend>
        {languages.map((l) => (
          <label key={l.code} className="choice" lang={l.code}>
            <input type="radio" name={fields.language.name} value={l.code} defaultChecked={current === l.code} />
            {l.name}
          </label>
        ))}
        <FormError id={fields.language.errorId} errors={fields.language.errors} />
      </fieldset>
      <p className="field-hint" id="language-hint">
        {t("language.hint")}
      </p>
      <div className="form-actions">
        <SubmitButton intent="language">{t("language.save")}</SubmitButton>
      </div>
    </Form>
  );
}

export function EmailForm({ email, pending }: { email: string; pending: string | null }) {
  const { t } = useTranslation("account");
  const reply = useReplyFor("email");
  const [form, fields] = useSchemaForm({ id: "email", schema: emailChangeSchema, lastResult: reply?.result });
  return (
    <div className="stack">
      <p>
        <Trans t={t} i18nKey="email.current" values={{ email }} components={[<strong key="email" />]} />
      </p>
      {pending ? (
        <div className="notice notice-info" role="status">
          <p>
            <Trans t={t} i18nKey="email.pending" values={{ email: pending }} components={[<strong key="email" />]} />
          </p>
          <Form method="post" preventScrollReset>
            <SubmitButton intent="cancel-email" className="btn btn-secondary btn-sm" busyLabel={t("email.cancelling")}>
              {t("email.cancel")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
      <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
        <FormNotice reply={reply} />
        <Field meta={fields.email} label={t("email.new")} type="email" autoComplete="email" hint={t("email.newHint")} />
        <Field meta={fields.current_password} label={t("email.currentPassword")} type="password" autoComplete="current-password" />
        <div className="form-actions">
          <SubmitButton intent="email" busyLabel={t("email.sending")}>
            {t("email.send")}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export function PasswordForm() {
  const { t } = useTranslation("account");
  const reply = useReplyFor("password");
  const [form, fields] = useSchemaForm({ id: "password", schema: passwordChangeSchema, lastResult: reply?.result });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <Field meta={fields.current_password} label={t("password.current")} type="password" autoComplete="current-password" />
      <Field meta={fields.password} label={t("password.new")} type="password" autoComplete="new-password" hint={t("password.newHint")} />
      <Field meta={fields.confirmPassword} label={t("password.confirm")} type="password" autoComplete="new-password" />
      <p className="field-hint">{t("password.hint")}</p>
      <div className="form-actions">
        <SubmitButton intent="password">{t("password.save")}</SubmitButton>
      </div>
    </Form>
  );
}
