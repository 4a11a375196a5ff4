import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, redirect, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { isResetTokenLive, resetPassword } from "~/account/accounts.server";
import { resetPasswordSchema } from "~/account/registration-schemas";
import { message } from "~/i18n/languages";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure, parseForm, readForm } from "~/page/form.server";
import { param, readParams } from "~/page/params.server";
import { Field, FormError, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";

const INVALID_TOKEN = message("public:reset.invalid");

export const handle = { i18n: ["public"], title: "public:pageTitle.reset" };

// The token in this page's URL never leaves in a Referer header ("strict-origin" sends the origin
// only). Not "no-referrer": that makes the browser post the form with `Origin: null`, which the
// cross-site check (and Remix's own) rightly refuses, so the form could not be sent without JavaScript.
export const meta: MetaFunction = () => [{ name: "referrer", content: "strict-origin" }];

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
  return redirectWithToast(paths.signin(), { type: "success", message: message("public:reset.done") });
}

export default function ResetPassword() {
  const { token, live } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  const [form, fields] = useSchemaForm({ id: "reset-password", schema: resetPasswordSchema, lastResult: useReplyFor("reset-password")?.result });
  if (!live) {
    return (
      <section className="card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t("reset.title")}</h1>
        <div className="form-error" role="alert">
          {t("reset.invalid")}
        </div>
        <p className="muted">{t("reset.spent")}</p>
        <p className="auth-links">
          <Link to={paths.forgotPassword()}>{t("reset.newLink")}</Link> · <Link to={paths.signin()}>{t("reset.back")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="card auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("reset.title")}</h1>
      <Form method="post" {...formProps(form)} className="stack">
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <Field meta={fields.password} label={t("reset.password")} type="password" autoComplete="new-password" hint={t("reset.passwordHint")} />
        <Field meta={fields.confirmPassword} label={t("reset.confirmPassword")} type="password" autoComplete="new-password" />
        <SubmitButton className="btn btn-primary btn-block">{t("reset.submit")}</SubmitButton>
      </Form>
    </section>
  );
}
