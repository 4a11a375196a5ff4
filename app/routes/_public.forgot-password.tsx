/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { requestPasswordReset } from "~/account/accounts.server";
import { forgotPasswordSchema } from "~/account/registration-schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { parseForm, readForm } from "~/page/form.server";
import { Field, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";

export const meta: MetaFunction = () => [{ title: "Forgot your password · Patient Portal" }];

export const forgotPasswordNotice = (email: string) =>
  `If an account exists for ${email}, password reset instructions will be sent.`;

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit("forgot", request, context);
  const parsed = parseForm("forgot-password", await readForm(request), forgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  await requestPasswordReset(parsed.value.email, clientOf(request, context));
  // The email goes to the visitor's cookie, never into the stored toast (decision 0084).
  return redirectWithToast(paths.signin(), { type: "success", message: forgotPasswordNotice("{email}") }, {}, { email: parsed.value.email });
}

export default function ForgotPassword() {
  // The error clears as soon as the email is typed again (the kit revalidates on input).
  const [form, fields] = useSchemaForm({ id: "forgot-password", schema: forgotPasswordSchema, lastResult: useReplyFor("forgot-password")?.result });
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      <p className="muted">Enter the email you sign in with and we will send you a link to choose a new password.</p>
      <Form method="post" {...formProps(form)} className="stack">
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton className="btn btn-primary btn-block" busyLabel="Sending…">
          Send reset instructions
        </SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to={paths.signin()}>Back to sign in</Link>
      </p>
    </section>
  );
}
