import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requestPasswordReset } from "~/account/accounts.server";
import { forgotPasswordSchema } from "~/account/registration-schemas";
import { message } from "~/i18n/languages";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { redirectWithToast } from "~/toast/toast.server";
import { parseForm, readForm } from "~/page/form.server";
import { Field, formProps, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";

export const handle = { i18n: ["public"], title: "public:pageTitle.forgot" };

export const forgotPasswordNotice = (email: string) => message("public:forgot.notice", { email });

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
  const { t } = useTranslation("public");
  const [form, fields] = useSchemaForm({ id: "forgot-password", schema: forgotPasswordSchema, lastResult: useReplyFor("forgot-password")?.result });
  return (
    <section className="card auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("forgot.title")}</h1>
      <p className="muted">{t("forgot.intro")}</p>
      <Form method="post" {...formProps(form)} className="stack">
        <Field meta={fields.email} label={t("forgot.email")} type="email" autoComplete="email" />
        <SubmitButton className="btn btn-primary btn-block" busyLabel={t("forgot.busy")}>
          {t("forgot.submit")}
        </SubmitButton>
      </Form>
      <p className="auth-links">
        <Link to={paths.signin()}>{t("forgot.back")}</Link>
      </p>
    </section>
  );
}
