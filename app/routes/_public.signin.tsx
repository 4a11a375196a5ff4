import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { subscribeNewsletter } from "~/accounts/accounts.server";
import { loginSchema, newsletterSchema } from "~/accounts/schemas";
import { beginWebSession, createAuthenticator, SignInError } from "~/auth/auth.server";
import { paths, safeRedirect } from "~/paths";
import { useRootData } from "~/root";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { Field, FormError } from "~/ui/forms";
import { NewsletterPanel, type NewsletterResult } from "~/ui/newsletter";

export const meta: MetaFunction = () => [{ title: "Sign in · Patient Portal" }];

const GENERIC_LOGIN_ERROR = "Something went wrong. Please try later!";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  const intent = formData.get("intent") ?? "login";
  switch (intent) {
    case "login":
      return login(request, context, formData);
    case "newsletter":
      return newsletter(formData);
    default:
      return Response.json({ intent: "unknown" }, { status: 400 });
  }
}

async function login(request: Request, context: ActionFunctionArgs["context"], formData: FormData) {
  enforceRateLimit("signin", request, context);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return Response.json({ intent: "login", result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await createAuthenticator(context).authenticate("form", request);
    const cookie = await beginWebSession(user, request, context);
    return redirect(safeRedirect(submission.value.redirectTo, paths.home()), { headers: { "Set-Cookie": cookie } });
  } catch (e) {
    const message = e instanceof SignInError ? e.message : GENERIC_LOGIN_ERROR;
    if (!(e instanceof SignInError)) console.error("[signin]", e instanceof Error ? e.message : e);
    return Response.json(
      { intent: "login", result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
}

async function newsletter(formData: FormData): Promise<Response> {
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return Response.json({ intent: "newsletter", subscribed: false, result: submission.reply() } satisfies NewsletterResult, { status: 400 });
  }
  await subscribeNewsletter(submission.value.email);
  return Response.json({ intent: "newsletter", subscribed: true } satisfies NewsletterResult);
}

type ActionData = { intent: "login"; result: SubmissionResult<string[]> } | NewsletterResult;

export default function SignIn() {
  const data = useActionData<ActionData>();
  const lastResult = data?.intent === "login" ? data.result : undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const root = useRootData();
  const [form, fields] = useForm({
    id: "signin",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // The spec: the sign-in error clears as soon as any field gains focus.
  const [dismissed, setDismissed] = useState<unknown>(null);
  // Only a real change: a no-op state update re-renders this component without its fields, and
  // conform then stops showing their errors.
  const clearError = () => {
    if (dismissed !== lastResult) setDismissed(lastResult);
  };
  const formErrors = dismissed === lastResult ? undefined : form.errors;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") !== "newsletter";
  return (
    <div className="stack-lg">
      <section className="card auth-card" aria-labelledby="signin-title">
        <h1 id="signin-title">Sign in to your portal</h1>
        <Form method="post" {...getFormProps(form)} className="stack">
          <input type="hidden" name="intent" value="login" />
          <FormError id={form.errorId} errors={formErrors} />
          <Field meta={fields.email} label="Email" type="email" autoComplete="username" onFocus={clearError} />
          <Field meta={fields.password} label="Password" type="password" autoComplete="current-password" onFocus={clearError} />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? "Signing in…" : "Login"}
          </button>
        </Form>
        <ul className="auth-links">
          <li>
            <Link to={paths.forgotPassword()}>Forgot your password</Link>
          </li>
          <li>
            <a href={root?.config.helpUrl} target="_blank" rel="noreferrer">
              Need Help
            </a>
          </li>
          <li>
            New patient? <Link to={paths.register()}>Register Now</Link>
          </li>
        </ul>
      </section>
      <NewsletterPanel noJsResult={data?.intent === "newsletter" ? data : undefined} />
    </div>
  );
}
