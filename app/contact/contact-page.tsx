/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
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
export function ContactPage({ title, intro }: { title: string; intro: string }) {
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
      <h1 id="contact-title">{title}</h1>
      <p className="muted">{intro}</p>
      {data?.notice ? <ToastView toast={{ type: "error", message: data.notice, duration: 5000 }} /> : null}
      <Form method="post" {...formProps(form)} className="stack">
        <FormError id={form.errorId} errors={form.errors} />
        <Field meta={fields.first_name} label="First name" autoComplete="given-name" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field meta={fields.zip} label="Zip code" inputMode="numeric" autoComplete="postal-code" />
        <TextareaField meta={fields.comments} label="Comments" />
        <Field
          meta={fields.referral_code}
          label="Referral code (optional)"
          autoComplete="off"
          hint={referralCode ? "A friend shared this code with you: it tells the clinic who to thank." : "If a friend gave you a referral card, type its code here."}
        />
        <Captcha fallback={fallback} onSolvedChange={setSolved} />
        <div className="form-actions">
          <Link to={paths.signin()} className="btn btn-ghost">
            Cancel
          </Link>
          <SubmitButton disabled={waitingForCaptcha} busyLabel="Sending…">
            Submit
          </SubmitButton>
        </div>
        {waitingForCaptcha ? <p className="field-hint">Please complete the captcha to enable Submit.</p> : null}
      </Form>
    </section>
  );
}
