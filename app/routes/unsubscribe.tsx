import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { readForm } from "~/page/form.server";
import { param, readParams } from "~/page/params.server";
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

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export const handle = { i18n: ["notifications"], title: "notifications:unsubscribe.title" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = readParams(request, { token: param.raw() });
  const target = readUnsubscribeToken(token);
  return data({ token: target ? token : null, kind: target ? target.kind : null }, { status: target ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  // A mail program's one-click POST carries the token in the address; the page's button, in the form.
  const token = readParams(request, { token: param.raw() }).token ?? form.get("token");
  const outcome = await unsubscribe(token);
  if (!outcome.ok) return data({ done: false as const, kind: null }, { status: 400 });
  return { done: true as const, kind: outcome.data.kind };
}

export default function UnsubscribePage() {
  const { token, kind } = useLoaderData<typeof loader>();
  const result = useActionData<{ done: boolean; kind: string | null }>();
  const { t } = useTranslation("notifications");
  const say = useMessage();
  const label = kind ? t(`kinds.${kind}.label`) : "";
  return (
    <EmailLinkPage title={t("unsubscribe.title")}>
      {result?.done ? (
        <>
          <p role="status">
            <Trans t={t} i18nKey="unsubscribe.done" values={{ kind: result.kind ? t(`kinds.${result.kind}.label`) : "" }} components={[<strong key="kind" />]} />
          </p>
          <p className="muted">{t("unsubscribe.changedMind")}</p>
        </>
      ) : !token || result ? (
        <p role="alert">{say(BAD_UNSUBSCRIBE_LINK)}</p>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="token" value={token} />
          <p>
            <Trans t={t} i18nKey="unsubscribe.ask" values={{ kind: label }} components={[<strong key="kind" />]} />
          </p>
          <div>
            <SubmitButton className="btn btn-primary" busyLabel={t("unsubscribe.busy")}>
              {t("unsubscribe.button")}
            </SubmitButton>
          </div>
        </Form>
      )}
      <p className="small">
        <Trans t={t} i18nKey="unsubscribe.allChoices" components={[<Link key="profile" to={`${paths.profile()}#notifications`} />]} />
      </p>
    </EmailLinkPage>
  );
}
