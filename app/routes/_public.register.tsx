import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useState } from "react";
import { registerMember } from "~/accounts/accounts.server";
import { registerSchema } from "~/accounts/schemas";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { TOAST_LONG_MS } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { Field } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";

export const meta: MetaFunction = () => [{ title: "Register · Patient Portal" }];

const LABELS: Record<string, string> = {
  unique_id: "Registration code",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm password",
};

export async function action({ request, context }: ActionFunctionArgs) {
  enforceRateLimit("register", request, context);
  const submission = parseWithZod(await request.formData(), { schema: registerSchema });
  if (submission.status !== "success") {
    return Response.json(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  const result = await registerMember(submission.value, clientOf(request, context));
  if (!result.ok) {
    return Response.json(submission.reply({ fieldErrors: result.errors, hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  return redirectWithToast(paths.signin(), { type: "success", message: "Registration Successfull!" });
}

export default function Register() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Disabled after submit, enabled again as soon as a field changes or the answer arrives (spec
  // part 1 §4). Derived from the result it waits for, never reset in an effect: a no-op state
  // update re-renders this component without its fields, and conform then stops showing their errors.
  const [submittedAt, setSubmittedAt] = useState<{ result: unknown } | null>(null);
  const submitted = submittedAt !== null && submittedAt.result === lastResult;
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
        {...getFormProps(form)}
        className="stack"
        onSubmit={(e) => {
          form.onSubmit(e);
          if (!e.defaultPrevented) setSubmittedAt({ result: lastResult });
        }}
        onChange={() => {
          if (submittedAt) setSubmittedAt(null);
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
