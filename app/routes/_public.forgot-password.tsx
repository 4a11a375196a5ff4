import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { requestPasswordReset } from "~/accounts/accounts.server";
import { forgotPasswordSchema } from "~/accounts/schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { Field } from "~/ui/forms";

export const meta: MetaFunction = () => [{ title: "Forgot your password · Patient Portal" }];

export const forgotPasswordNotice = (email: string) =>
  `If an account exists for ${email}, password reset instructions will be sent.`;

export async function action({ request, context }: ActionFunctionArgs) {
  enforceRateLimit("forgot", request, context);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  await requestPasswordReset(submission.value.email, clientOf(request, context));
  return redirectWithToast(paths.signin(), { type: "success", message: forgotPasswordNotice(submission.value.email) });
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      <p className="muted">Enter the email you sign in with and we will send you a link to choose a new password.</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary btn-block" disabled={navigation.state !== "idle"}>
          Send reset instructions
        </button>
      </Form>
      <p className="auth-links">
        <Link to={paths.signin()}>Back to sign in</Link>
      </p>
    </section>
  );
}
