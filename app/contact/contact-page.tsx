import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { contactFormSchema } from "~/account/registration-schemas";
import { Captcha, type FallbackQuestion } from "~/captcha/captcha";
import { paths } from "~/paths";
import { Field, FormError, formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";
import { useHydrated } from "~/ui/hydrated";

/**
 * The one contact form behind /request-information and /schedule-an-appointment; the subject
 * is the page title. The submit button waits for a solved captcha once JavaScript runs.
 */
export function ContactPage({ page }: { page: "requestInformation" | "scheduleAppointment" }) {
  const { t } = useTranslation("contact");
  const { fallback, referralCode } = useLoaderData<{ fallback: FallbackQuestion; referralCode: string }>();
  const data = useReplyFor("contact");
  const hydrated = useHydrated();
  const [solved, setSolved] = useState(false);
  const [form, fields] = useSchemaForm({
    id: "contact",
    schema: contactFormSchema,
    lastResult: data?.result,
    defaultValue: referralCode ? { referral_code: referralCode } : undefined,
  });
  const waitingForCaptcha = hydrated && !solved;
  return (
    <section className="card auth-card" aria-labelledby="contact-title">
      <h1 id="contact-title">{t(`${page}.title`)}</h1>
      <p className="muted">{t(`${page}.intro`)}</p>
      {data?.notice ? <ToastView toast={{ type: "error", message: data.notice, duration: 5000 }} /> : null}
      <Form method="post" {...formProps(form)} className="stack">
        <FormError id={form.errorId} errors={form.errors} />
        <Field meta={fields.first_name} label={t("form.firstName")} autoComplete="given-name" />
        <Field meta={fields.email} label={t("form.email")} type="email" autoComplete="email" />
        <Field meta={fields.zip} label={t("form.zip")} inputMode="numeric" autoComplete="postal-code" />
        <TextareaField meta={fields.comments} label={t("form.comments")} />
        <Field
          meta={fields.referral_code}
          label={t("form.referralCode")}
          autoComplete="off"
          hint={referralCode ? t("form.referralShared") : t("form.referralHint")}
        />
        <Captcha fallback={fallback} onSolvedChange={setSolved} />
        <div className="form-actions">
          <Link to={paths.signin()} className="btn btn-ghost">
            {t("form.cancel")}
          </Link>
          <SubmitButton disabled={waitingForCaptcha} busyLabel={t("form.sending")}>
            {t("form.submit")}
          </SubmitButton>
        </div>
        {waitingForCaptcha ? <p className="field-hint">{t("form.captchaFirst")}</p> : null}
      </Form>
    </section>
  );
}
