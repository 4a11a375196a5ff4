import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmEmailChange } from "~/account/email-change.server";
import { ACCOUNT_MSG } from "~/account/schemas";
import { EmailLinkPage } from "~/account/ui/email-link-page";
import { firstError } from "~/domain/outcome";
import { readForm } from "~/page/form.server";
import { paths } from "~/paths";
import { clientOf } from "~/security/client.server";
import accountCss from "~/styles/account.css";
import publicCss from "~/styles/public.css";
import { SubmitButton } from "~/ui/forms";
import { stylesheets } from "~/ui/stylesheets";

/**
 * /confirm-email?token=… (issue 26): the link sent to a new address. Opening it asks; the button
 * makes the change (a mail scanner following the link changes nothing). Signed in or not: the
 * link itself proves the address is the member's.
 */
export const links = stylesheets(publicCss, accountCss);

export const meta: MetaFunction = () => [{ title: "Confirm your new email · Patient Portal" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return data({ token }, { headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const outcome = await confirmEmailChange(form.get("token"), clientOf(request, context));
  if (!outcome.ok) return data({ email: null, error: firstError(outcome.reason === "invalid" ? outcome.errors : undefined, ACCOUNT_MSG.emailLinkBad) }, { status: 400 });
  return { email: outcome.data.email, error: null };
}

export default function ConfirmEmailPage() {
  const { token } = useLoaderData<{ token: string | null }>();
  const result = useActionData<{ email: string | null; error: string | null }>();
  return (
    <EmailLinkPage title="Confirm your new email">
      {result?.email ? (
        <>
          <p role="status">
            {ACCOUNT_MSG.emailConfirmed} From now on you sign in with <strong>{result.email}</strong>.
          </p>
          <p>
            <Link to={paths.home()} className="btn btn-primary">
              Go to the portal
            </Link>
          </p>
        </>
      ) : result?.error || !token ? (
        <p role="alert">{result?.error ?? ACCOUNT_MSG.emailLinkBad}</p>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="token" value={token} />
          <p>Use this address to sign in to the patient portal from now on?</p>
          <div>
            <SubmitButton className="btn btn-primary" busyLabel="Confirming…">
              Confirm my new email
            </SubmitButton>
          </div>
        </Form>
      )}
    </EmailLinkPage>
  );
}
