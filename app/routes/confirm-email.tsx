import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { confirmEmailChange, emailChangeOfLink } from "~/account/email-change.server";
import { ACCOUNT_MSG } from "~/account/schemas";
import { EmailLinkPage } from "~/account/ui/email-link-page";
import { firstError, type Outcome } from "~/domain/outcome";
import { useMessage } from "~/i18n/react";
import { readForm } from "~/page/form.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import accountCss from "~/styles/account.css";
import publicCss from "~/styles/public.css";
import { SubmitButton } from "~/ui/forms";
import { stylesheets } from "~/ui/stylesheets";

/**
 * /confirm-email?token=… (issue 26): the link sent to a new address. Opening it names the
 * address the account will move to, or says at once that the link is spent, cancelled or made up
 * (issue 36 item 3); only the button makes the change, so a mail scanner that opens the link
 * changes nothing. Signed in or not: the link itself proves the address is the member's.
 */
export const links = stylesheets(publicCss, accountCss);

export const handle = { i18n: ["account"], title: "account:confirm.title" };

// The token in this page's URL leaves in no Referer but our own (strict-origin sends the origin
// alone elsewhere); not "no-referrer", which makes a browser post the form with `Origin: null`,
// refused by the cross-site check.
export const meta: MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "strict-origin" },
];

/** What the link names (the loader), and what following it did (the action). */
type LinkData = { token: string | null; email: string | null; error: string | null };
type Result = { email: string | null; error: string | null };

const errorOf = (outcome: Outcome<unknown>) => firstError(!outcome.ok && outcome.reason === "invalid" ? outcome.errors : undefined, ACCOUNT_MSG.emailLinkBad);

/**
 * The page says what the link does; its status stays 200 either way, because a document POST
 * answers with its loader's status too, and once the link is followed it is spent: a 400 here
 * would turn the page that says "changed" into an error.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = readParams(request, { token: param.raw() });
  const outcome = await emailChangeOfLink(token);
  const headers = { "Cache-Control": "no-store" };
  if (!outcome.ok) return data<LinkData>({ token: null, email: null, error: errorOf(outcome) }, { headers });
  return data<LinkData>({ token, email: outcome.data.email, error: null }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const outcome = await confirmEmailChange(form.get("token"), clientOf(request, context));
  if (!outcome.ok) return data({ email: null, error: errorOf(outcome) }, { status: 400 });
  return { email: outcome.data.email, error: null };
}

export default function ConfirmEmailPage() {
  const link = useLoaderData<typeof loader>();
  const result = useActionData<Result>();
  const error = result?.error ?? link.error;
  const { t } = useTranslation("account");
  const say = useMessage();
  return (
    <EmailLinkPage title={t("confirm.title")}>
      {result?.email ? (
        <>
          <p role="status">{t("msg.emailConfirmed", { to: result.email })}</p>
          <p>
            <Link to={paths.home()} className="btn btn-primary">
              {t("confirm.home")}
            </Link>
          </p>
        </>
      ) : error || !link.token || !link.email ? (
        <>
          <p role="alert">{say(error ?? ACCOUNT_MSG.emailLinkBad)}</p>
          <p>
            <Link to={paths.signin()}>{t("confirm.signin")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="token" value={link.token} />
          <p>{t("msg.emailConfirmAsk", { to: link.email })}</p>
          <div>
            <SubmitButton className="btn btn-primary" busyLabel={t("confirm.busy")}>
              {t("confirm.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </EmailLinkPage>
  );
}
