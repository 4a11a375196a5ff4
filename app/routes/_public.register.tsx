/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { registerMember } from "~/account/accounts.server";
import { registerSchema } from "~/account/registration-schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { TOAST_LONG_MS } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure, parseForm, readForm } from "~/page/form.server";
import { Field, formProps, useReplyFor, useSchemaForm } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";

export const meta: MetaFunction = () => [{ title: "Register · Patient Portal" }];

const LABELS: Record<string, string> = {
  unique_id: "Registration code",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
};

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit("register", request, context);
  const parsed = parseForm("register", await readForm(request), registerSchema);
  if (!parsed.ok) {
    const reply = parsed.submission.reply({ hideFields: ["password", "confirmPassword"] });
    return formFailure("register", { result: reply });
  }
  const result = await registerMember(parsed.value, clientOf(request, context));
  if (!result.ok) {
    return formFailure("register", { result: parsed.submission.reply({ fieldErrors: result.errors, hideFields: ["password", "confirmPassword"] }) });
  }
  return redirectWithToast(paths.signin(), { type: "success", message: "Registration Successfull!" });
}

export default function Register() {
  const lastResult = useReplyFor("register")?.result;
  const [form, fields] = useSchemaForm({ id: "register", schema: registerSchema, lastResult });
  // Disabled after submit and kept disabled, whatever the answer, until a field changes (spec
  // part 1 §4). Set in the submit and change handlers only, never in an effect: a no-op state
  // update re-renders this component without its fields, and conform then stops showing their errors.
  const [submitted, setSubmitted] = useState(false);
  const serverErrors = (lastResult as { error?: Record<string, string[] | null> } | undefined)?.error;
  const notice = serverErrors
    ? Object.entries(serverErrors)
        .filter(([, m]) => m?.length)
        .map(([k, m]) => `${LABELS[k] ?? k}: ${m!.join(", ")}`)
        .join("\n")
    : "";
  return (
    <section className="card auth-card" aria-labelledby="register-title">
      <h1 id="register-title">Register</h1>
      <p className="muted">Create your portal account with the registration code your clinic gave you.</p>
      {notice ? <ToastView toast={{ type: "error", message: notice, duration: TOAST_LONG_MS }} /> : null}
      <Form
        method="post"
        {...formProps(form)}
        className="stack"
        onSubmit={(e) => {
          form.onSubmit(e);
          if (!e.defaultPrevented) setSubmitted(true);
        }}
        onChange={() => {
          if (submitted) setSubmitted(false);
        }}
      >
        <Field
          meta={fields.unique_id}
          label={LABELS.unique_id}
          inputMode="numeric"
          autoComplete="off"
          hint="The 10-digit code found on your receipt. Any format works: dashes are ignored."
        />
        <Field meta={fields.email} label={LABELS.email} type="email" autoComplete="email" />
        <Field meta={fields.password} label={LABELS.password} type="password" autoComplete="new-password" hint="At least 8 characters." />
        <Field meta={fields.confirmPassword} label={LABELS.confirmPassword} type="password" autoComplete="new-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitted}>
          Register
        </button>
      </Form>
      <p className="auth-links">
        Already registered? <Link to={paths.signin()}>Sign in</Link>
      </p>
    </section>
  );
}
