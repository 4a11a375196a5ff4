import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import { contactFormSchema } from "~/accounts/schemas";
import { Captcha, type FallbackQuestion } from "~/captcha/captcha";
import { paths } from "~/paths";
import { Field, FormError, TextareaField } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";
import { useHydrated } from "~/ui/hydrated";

export type ContactActionData = { result: SubmissionResult<string[]>; notice: string };

/**
 * The one contact form behind /request-information and /schedule-an-appointment; the subject
 * is the page title. The submit button waits for a solved captcha once JavaScript runs.
 */
export function ContactPage({ title, intro }: { title: string; intro: string }) {
  const { fallback, referralCode } = useLoaderData<{ fallback: FallbackQuestion; referralCode: string }>();
  const data = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [solved, setSolved] = useState(false);
  const [form, fields] = useForm<z.input<typeof contactFormSchema>>({
    id: "contact",
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: referralCode ? { referral_code: referralCode } : undefined,
  });
  const waitingForCaptcha = hydrated && !solved;
  return (
    <section className="card auth-card" aria-labelledby="contact-title">
      <h1 id="contact-title">{title}</h1>
      <p className="muted">{intro}</p>
      {data?.notice ? <ToastView toast={{ type: "error", message: data.notice, duration: 5000 }} /> : null}
      <Form method="post" {...getFormProps(form)} className="stack">
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
          <button type="submit" className="btn btn-primary" disabled={waitingForCaptcha || navigation.state !== "idle"}>
            Submit
          </button>
        </div>
        {waitingForCaptcha ? <p className="field-hint">Please complete the captcha to enable Submit.</p> : null}
      </Form>
    </section>
  );
}
