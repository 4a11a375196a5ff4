/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, redirect, useLoaderData } from "@remix-run/react";
import { isResetTokenLive, resetPassword } from "~/account/accounts.server";
import { resetPasswordSchema } from "~/account/registration-schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure, parseForm, readForm } from "~/page/form.server";
import { param, readParams } from "~/page/params.server";
import { Field, FormError, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";

const INVALID_TOKEN = "Invalid token!";

// The token in this page's URL never leaves in a Referer header ("strict-origin" sends the origin
// only). Not "no-referrer": that makes the browser post the form with `Origin: null`, which the
// cross-site check (and Remix's own) rightly refuses, so the form could not be sent without JavaScript.
export const meta: MetaFunction = () => [{ title: "Choose a new password · Patient Portal" }, { name: "referrer", content: "strict-origin" }];

/** A spent or unknown link says so at once, instead of offering a form that cannot work. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = readParams(request, { token: param.text() });
  if (!token) throw redirect(paths.signin());
  return { token, live: await isResetTokenLive(token) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit("reset", request, context);
  const parsed = parseForm("reset-password", await readForm(request), resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = await resetPassword(parsed.value.token, parsed.value.password, clientOf(request, context));
  if (outcome === "NOT_FOUND") {
    return formFailure("reset-password", { result: parsed.submission.reply({ formErrors: [INVALID_TOKEN], hideFields: ["password", "confirmPassword"] }) });
  }
  return redirectWithToast(paths.signin(), { type: "success", message: "Password changed successfully. Please login again!" });
}

export default function ResetPassword() {
  const { token, live } = useLoaderData<typeof loader>();
  const [form, fields] = useSchemaForm({ id: "reset-password", schema: resetPasswordSchema, lastResult: useReplyFor("reset-password")?.result });
  if (!live) {
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <div className="form-error" role="alert">
          {INVALID_TOKEN}
        </div>
        <p className="muted">This link has been used already or has expired. You can ask for a new one.</p>
        <p className="auth-links">
          <Link to={paths.forgotPassword()}>Send me a new link</Link> · <Link to={paths.signin()}>Back to sign in</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <Form method="post" {...formProps(form)} className="stack">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <Field meta={fields.password} label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." />
        <Field meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
        <SubmitButton className="btn btn-primary btn-block">Save new password</SubmitButton>
      </Form>
    </section>
  );
}
