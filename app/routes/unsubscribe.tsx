/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { readForm } from "~/page/form.server";
import { param, readParams } from "~/page/params.server";
import { NOTIFICATION_KINDS } from "~/notifications/kinds";
import { BAD_UNSUBSCRIBE_LINK } from "~/notifications/messages";
import { readUnsubscribeToken, unsubscribe } from "~/notifications/unsubscribe.server";
import { paths } from "~/paths";
import accountCss from "~/styles/account.css";
import publicCss from "~/styles/public.css";
import { SubmitButton } from "~/ui/forms";
import { stylesheets } from "~/ui/stylesheets";
import { EmailLinkPage } from "~/account/ui/email-link-page";

/**
 * /unsubscribe?token=… (issue 26): the link at the foot of every notification email, signed in
 * or not. Opening it asks (a link checker's GET changes nothing); the button, or a mail
 * program's RFC 8058 one-click POST to the same address, stops that kind's emails only.
 */
export const links = stylesheets(publicCss, accountCss);

export const meta: MetaFunction = () => [{ title: "Unsubscribe · Patient Portal" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = readParams(request, { token: param.raw() });
  const target = readUnsubscribeToken(token);
  return data({ token: target ? token : null, label: target ? NOTIFICATION_KINDS[target.kind].label : null }, { status: target ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  // A mail program's one-click POST carries the token in the address; the page's button, in the form.
  const token = readParams(request, { token: param.raw() }).token ?? form.get("token");
  const outcome = await unsubscribe(token);
  if (!outcome.ok) return data({ done: false as const, label: null }, { status: 400 });
  return { done: true as const, label: NOTIFICATION_KINDS[outcome.data.kind].label };
}

export default function UnsubscribePage() {
  const { token, label } = useLoaderData<typeof loader>();
  const result = useActionData<{ done: boolean; label: string | null }>();
  return (
    <EmailLinkPage title="Unsubscribe">
      {result?.done ? (
        <>
          <p role="status">
            Done: you will get no more emails about <strong>{result.label}</strong>. You still see them in the portal, under the bell.
          </p>
          <p className="muted">Changed your mind? Choose again on your profile.</p>
        </>
      ) : !token || result ? (
        <p role="alert">{BAD_UNSUBSCRIBE_LINK}</p>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="token" value={token} />
          <p>
            Stop the emails about <strong>{label}</strong>? You will still see them in the portal, and your other emails stay as they are.
          </p>
          <div>
            <SubmitButton className="btn btn-primary" busyLabel="Unsubscribing…">
              Unsubscribe
            </SubmitButton>
          </div>
        </Form>
      )}
      <p className="small">
        <Link to={`${paths.profile()}#notifications`}>All your email choices</Link> (you may be asked to sign in)
      </p>
    </EmailLinkPage>
  );
}
