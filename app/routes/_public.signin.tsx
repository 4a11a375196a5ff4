import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, redirect } from "@remix-run/react";
import { useState } from "react";
import { Trans } from "~/i18n/use-translation";
import { subscribeNewsletter } from "~/account/accounts.server";
import { loginSchema, newsletterSchema } from "~/account/registration-schemas";
import { createAuthenticator, SignInError } from "~/account/sign-in.server";
import { beginWebSession, landingOf } from "~/auth/auth.server";
import { message } from "~/i18n/languages";
import { paths, safeRedirect } from "~/paths";
import { useRootData } from "~/root";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { formDone, formFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent } from "~/page/intents.server";
import { param, readParams } from "~/page/params.server";
import { Field, FormError, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { useQuietT } from "~/account/ui/language";
import { NewsletterPanel } from "~/account/ui/newsletter";

export const handle = { i18n: ["public"], title: "public:pageTitle.signin" };

const GENERIC_LOGIN_ERROR = message("public:signin.failed");

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request.clone());
  const intent = formData.get("intent") ?? "login";
  return dispatchIntent<"login" | "newsletter">(String(intent), {
    login: () => login(request, context, formData),
    newsletter: () => newsletter(formData, request, context),
  });
}

async function login(request: Request, context: ActionFunctionArgs["context"], formData: FormData) {
  await enforceRateLimit("signin", request, context);
  const parsed = parseForm("login", formData, loginSchema);
  const submission = parsed.submission;
  if (!parsed.ok) return formFailure("login", { result: submission.reply({ hideFields: ["password"] }) });
  try {
    const user = await createAuthenticator(context).authenticate("form", request);
    const cookie = await beginWebSession(user, request, context);
    // Where to go next is in this page's address, as the guard that sent the visitor here wrote it
    // (`/signin?redirectTo=…`): the form posts back to the address it was drawn at.
    const { redirectTo } = readParams(request, { redirectTo: param.raw() });
    return redirect(safeRedirect(redirectTo, landingOf(user)), { headers: { "Set-Cookie": cookie } });
  } catch (e) {
    const message = e instanceof SignInError ? e.message : GENERIC_LOGIN_ERROR;
    if (!(e instanceof SignInError)) console.error("[signin]", e instanceof Error ? e.message : e);
    return formFailure("login", { result: submission.reply({ formErrors: [message], hideFields: ["password"] }) });
  }
}

async function newsletter(formData: FormData, request: Request, context: ActionFunctionArgs["context"]) {
  // Too many tries is a refusal the panel shows in place (the page stays), like a bad address.
  const limited = await enforceRateLimit("newsletter", request, context).then(
    () => null,
    (e: unknown) => (e instanceof Response && e.status === 429 ? e : Promise.reject(e)),
  );
  if (limited) return formFailure("newsletter", { notice: await limited.text() }, 429);
  const parsed = parseForm("newsletter", formData, newsletterSchema);
  if (!parsed.ok) return parsed.response;
  await subscribeNewsletter(parsed.value.email);
  return formDone("newsletter");
}

export default function SignIn() {
  const lastResult = useReplyFor("login")?.result;
  const newsletterReply = useReplyFor("newsletter");
  const root = useRootData();
  // Not useTranslation: its re-render on i18next's events makes conform stop showing this form's errors.
  const t = useQuietT("public");
  const [form, fields] = useSchemaForm({ id: "signin", schema: loginSchema, lastResult, validateOn: "onSubmit" });
  // The spec: the sign-in error clears as soon as any field gains focus.
  const [dismissed, setDismissed] = useState<unknown>(null);
  // Only a real change: a no-op state update re-renders this component without its fields, and
  // conform then stops showing their errors.
  const clearError = () => {
    if (dismissed !== lastResult) setDismissed(lastResult);
  };
  const formErrors = dismissed === lastResult ? undefined : form.errors;
  return (
    <div className="stack-lg">
      <section className="card auth-card" aria-labelledby="signin-title">
        <h1 id="signin-title">{t("signin.title")}</h1>
        <Form method="post" {...formProps(form)} className="stack">
          <FormError id={form.errorId} errors={formErrors} />
          <Field meta={fields.email} label={t("signin.email")} type="email" autoComplete="username" onFocus={clearError} />
          <Field meta={fields.password} label={t("signin.password")} type="password" autoComplete="current-password" onFocus={clearError} />
          <SubmitButton intent="login" className="btn btn-primary btn-block" busyLabel={t("signin.busy")}>
            {t("signin.submit")}
          </SubmitButton>
        </Form>
        <ul className="auth-links">
          <li>
            <Link to={paths.forgotPassword()}>{t("signin.forgot")}</Link>
          </li>
          <li>
            <a href={root?.config.helpUrl} target="_blank" rel="noreferrer">
              {t("signin.help")}
            </a>
          </li>
          <li>
            <Trans t={t} i18nKey="signin.newPatient" components={[<Link key="register" to={paths.register()} />]} />
          </li>
        </ul>
      </section>
      <NewsletterPanel noJsResult={newsletterReply} />
    </div>
  );
}
