import type { ActionFunctionArgs } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { registerMember } from "~/account/accounts.server";
import { registerSchema } from "~/account/registration-schemas";
import { pageLanguage } from "~/i18n/i18n.server";
import { message } from "~/i18n/languages";
import { useMessage } from "~/i18n/react";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { TOAST_LONG_MS } from "~/toast/toast";
import { redirectWithToast } from "~/toast/toast.server";
import { formFailure, parseForm, readForm } from "~/page/form.server";
import { Field, formProps, useReplyFor, useSchemaForm } from "~/ui/forms";
import { ToastView } from "~/ui/toaster";

export const handle = { i18n: ["public"], title: "public:pageTitle.register" };

/** The fields' labels (keys of the public namespace), also naming them in the error toast. */
const LABELS: Record<string, string> = {
  unique_id: "register.code",
  email: "register.email",
  password: "register.password",
  confirmPassword: "register.confirmPassword",
};

export async function action({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit("register", request, context);
  const parsed = parseForm("register", await readForm(request), registerSchema);
  if (!parsed.ok) {
    const reply = parsed.submission.reply({ hideFields: ["password", "confirmPassword"] });
    return formFailure("register", { result: reply });
  }
  // The new member keeps the language this page was shown in: their emails come in it (issue 41).
  const language = await pageLanguage(request, null);
  const result = await registerMember({ ...parsed.value, language }, clientOf(request, context));
  if (!result.ok) {
    return formFailure("register", { result: parsed.submission.reply({ fieldErrors: result.errors, hideFields: ["password", "confirmPassword"] }) });
  }
  return redirectWithToast(paths.signin(), { type: "success", message: message("public:register.done") });
}

export default function Register() {
  const lastResult = useReplyFor("register")?.result;
  const [form, fields] = useSchemaForm({ id: "register", schema: registerSchema, lastResult });
  // Disabled after submit and kept disabled, whatever the answer, until a field changes (spec
  // part 1 §4). Set in the submit and change handlers only, never in an effect: a no-op state
  // update re-renders this component without its fields, and conform then stops showing their errors.
  const [submitted, setSubmitted] = useState(false);
  const { t } = useTranslation("public");
  const say = useMessage();
  const serverErrors = (lastResult as { error?: Record<string, string[] | null> } | undefined)?.error;
  const notice = serverErrors
    ? Object.entries(serverErrors)
        .filter(([, m]) => m?.length)
        .map(([k, m]) => t("register.problem", { field: LABELS[k] ? t(LABELS[k]) : k, messages: m!.map(say).join(", ") }))
        .join("\n")
    : "";
  return (
    <section className="card auth-card" aria-labelledby="register-title">
      <h1 id="register-title">{t("register.title")}</h1>
      <p className="muted">{t("register.intro")}</p>
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
          label={t(LABELS.unique_id)}
          inputMode="numeric"
          autoComplete="off"
          hint={t("register.codeHint")}
        />
        <Field meta={fields.email} label={t(LABELS.email)} type="email" autoComplete="email" />
        <Field meta={fields.password} label={t(LABELS.password)} type="password" autoComplete="new-password" hint={t("register.passwordHint")} />
        <Field meta={fields.confirmPassword} label={t(LABELS.confirmPassword)} type="password" autoComplete="new-password" />
        <button type="submit" className="btn btn-primary btn-block" disabled={submitted}>
          {t("register.submit")}
        </button>
      </Form>
      <p className="auth-links">
        <Trans t={t} i18nKey="register.already" components={[<Link key="signin" to={paths.signin()} />]} />
      </p>
    </section>
  );
}
