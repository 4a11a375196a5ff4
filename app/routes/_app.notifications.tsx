import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import type { SessionUser } from "~/auth/users.server";
import { requireUser } from "~/auth/auth.server";
import { pageLanguage } from "~/i18n/i18n.server";
import { message } from "~/i18n/languages";
import { useFormat } from "~/i18n/react";
import { formId, readForm } from "~/page/form.server";
import { pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { dispatchIntent, intentOf } from "~/page/intents.server";
import { Pagination } from "~/ui/pagination";
import { NOTIFICATIONS_PAGE_SIZE } from "~/notifications/kinds";
import { listNotifications, markAllRead, markRead, type NotificationJson } from "~/notifications/notifications.server";
import { paths, safeRedirect } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import accountCss from "~/styles/account.css";
import { redirectWithToast } from "~/toast/toast.server";
import { SubmitButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

/** /notifications (issue 26): what the portal told the member, newest first; reading one opens what it is about. */
export const links = stylesheets(accountCss);

export const handle = { i18n: ["notifications"], title: "notifications:page.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = readParams(request, { offset: param.offset(NOTIFICATIONS_PAGE_SIZE), show: param.oneOf(["all", "unread"] as const, "all") });
  const language = await pageLanguage(request, user.language);
  const page = await listNotifications(user, { limit: NOTIFICATIONS_PAGE_SIZE, offset: q.offset, unread: q.show === "unread", language });
  await auditOwn({ request, context, user }, "read", "notifications");
  return { ...page, offset: q.offset, show: q.show };
}

type Args = { user: SessionUser; form: FormData; language: string };

/** Reading a notification marks it read and goes to what it is about. */
async function open({ user, form, language }: Args) {
  const outcome = pageOutcome(await markRead(user, formId(form), language));
  return redirect(outcome.ok && outcome.data.link ? safeRedirect(outcome.data.link, paths.notifications()) : paths.notifications());
}

async function read({ user, form, language }: Args) {
  pageOutcome(await markRead(user, formId(form), language));
  return redirect(backTo(form));
}

async function readAll({ user, form }: Args) {
  const n = await markAllRead(user);
  return redirectWithToast(backTo(form), { type: "success", message: n ? message("notifications:page.allRead") : message("notifications:page.nothingUnread") });
}

const backTo = (form: FormData) => safeRedirect(form.get("back"), paths.notifications());

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const language = await pageLanguage(request, user.language);
  return dispatchIntent<"open" | "read" | "read-all">(intentOf(form), {
    open: () => open({ user, form, language }),
    read: () => read({ user, form, language }),
    "read-all": () => readAll({ user, form, language }),
  });
}

export default function NotificationsPage() {
  const { count, results, offset, show } = useLoaderData<typeof loader>();
  const { t } = useTranslation("notifications");
  const back = `${paths.notifications()}${show === "unread" ? "?show=unread" : ""}${offset ? `${show === "unread" ? "&" : "?"}offset=${offset}` : ""}`;
  return (
    <section className="page notifications-page">
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.subtitle")}
        actions={
          <Form method="post">
            <input type="hidden" name="back" value={back} />
            <SubmitButton intent="read-all" className="btn btn-secondary" busyLabel={t("page.marking")}>
              {t("page.markAll")}
            </SubmitButton>
          </Form>
        }
      />
      <section className="card card-flush" aria-label={t("page.yours")}>
        <nav className="tabs" aria-label={t("page.which")}>
          <Link to={paths.notifications()} className={show === "all" ? "active" : undefined} aria-current={show === "all" ? "page" : undefined}>
            {t("page.all")}
          </Link>
          <Link to={`${paths.notifications()}?show=unread`} className={show === "unread" ? "active" : undefined} aria-current={show === "unread" ? "page" : undefined}>
            {t("page.unread")}
          </Link>
        </nav>
        {results.length === 0 ? (
          <p className="empty-state notification">{show === "unread" ? t("page.caughtUp") : t("page.none")}</p>
        ) : (
          <ul className="notification-list">
            {results.map((n) => (
              <NotificationItem key={n.id} n={n} back={back} />
            ))}
          </ul>
        )}
        <Pagination count={count} limit={NOTIFICATIONS_PAGE_SIZE} offset={offset} label={t("page.pages")} />
      </section>
      <p className="muted small">
        <Trans t={t} i18nKey="page.choose" components={[<Link key="profile" to={`${paths.profile()}#notifications`} />]} />
      </p>
    </section>
  );
}

function NotificationItem({ n, back }: { n: NotificationJson; back: string }) {
  const { t } = useTranslation("notifications");
  const f = useFormat();
  return (
    <li className={n.read ? "notification" : "notification is-unread"}>
      <Form method="post" className="notification-main">
        <input type="hidden" name="id" value={n.id} />
        <button type="submit" name="intent" value="open" className="notification-open">
          <p className="notification-title">
            {n.read ? null : <span className="visually-hidden">{t("page.unreadMark")} </span>}
            {n.title}
          </p>
          {n.body ? <p className="notification-body">{n.body}</p> : null}
        </button>
        <p className="notification-time">{f.shortDate(n.created_at)}</p>
      </Form>
      {n.read ? null : (
        <Form method="post" className="notification-actions">
          <input type="hidden" name="id" value={n.id} />
          <input type="hidden" name="back" value={back} />
          <SubmitButton intent="read" className="btn btn-ghost btn-sm" busyLabel="…">
            <Trans t={t} i18nKey="page.markRead" values={{ title: n.title }} components={[<span key="title" className="visually-hidden" />]} />
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}
