/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { SessionUser } from "~/auth/users.server";
import { requireUser } from "~/auth/auth.server";
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
import { formatShortDate } from "~/ui/format";
import { SubmitButton } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

/** /notifications (issue 26): what the portal told the member, newest first; reading one opens what it is about. */
export const links = stylesheets(accountCss);

export const meta: MetaFunction = () => [{ title: "Notifications · Patient Portal" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = readParams(request, { offset: param.offset(NOTIFICATIONS_PAGE_SIZE), show: param.oneOf(["all", "unread"] as const, "all") });
  const page = await listNotifications(user, { limit: NOTIFICATIONS_PAGE_SIZE, offset: q.offset, unread: q.show === "unread" });
  await auditOwn({ request, context, user }, "read", "notifications");
  return { ...page, offset: q.offset, show: q.show };
}

type Args = { user: SessionUser; form: FormData };

/** Reading a notification marks it read and goes to what it is about. */
async function open({ user, form }: Args) {
  const outcome = pageOutcome(await markRead(user, formId(form)));
  return redirect(outcome.ok && outcome.data.link ? safeRedirect(outcome.data.link, paths.notifications()) : paths.notifications());
}

async function read({ user, form }: Args) {
  pageOutcome(await markRead(user, formId(form)));
  return redirect(backTo(form));
}

async function readAll({ user, form }: Args) {
  const n = await markAllRead(user);
  return redirectWithToast(backTo(form), { type: "success", message: n ? "All notifications are marked as read." : "Nothing unread." });
}

const backTo = (form: FormData) => safeRedirect(form.get("back"), paths.notifications());

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  return dispatchIntent<"open" | "read" | "read-all">(intentOf(form), {
    open: () => open({ user, form }),
    read: () => read({ user, form }),
    "read-all": () => readAll({ user, form }),
  });
}

export default function NotificationsPage() {
  const { count, results, offset, show } = useLoaderData<typeof loader>();
  const back = `${paths.notifications()}${show === "unread" ? "?show=unread" : ""}${offset ? `${show === "unread" ? "&" : "?"}offset=${offset}` : ""}`;
  return (
    <section className="page notifications-page">
      <PageHeader
        title="Notifications"
        subtitle="What the clinic and the portal told you over the last 180 days."
        actions={
          <Form method="post">
            <input type="hidden" name="back" value={back} />
            <SubmitButton intent="read-all" className="btn btn-secondary" busyLabel="Marking…">
              Mark all as read
            </SubmitButton>
          </Form>
        }
      />
      <section className="card card-flush" aria-label="Your notifications">
        <nav className="tabs" aria-label="Which notifications">
          <Link to={paths.notifications()} className={show === "all" ? "active" : undefined} aria-current={show === "all" ? "page" : undefined}>
            All
          </Link>
          <Link to={`${paths.notifications()}?show=unread`} className={show === "unread" ? "active" : undefined} aria-current={show === "unread" ? "page" : undefined}>
            Unread
          </Link>
        </nav>
        {results.length === 0 ? (
          <p className="empty-state notification">{show === "unread" ? "Nothing unread. You are all caught up." : "No notifications yet."}</p>
        ) : (
          <ul className="notification-list">
            {results.map((n) => (
              <NotificationItem key={n.id} n={n} back={back} />
            ))}
          </ul>
        )}
        <Pagination count={count} limit={NOTIFICATIONS_PAGE_SIZE} offset={offset} label="Notification pages" />
      </section>
      <p className="muted small">
        Choose what also comes by email, and turn reminders on, on <Link to={`${paths.profile()}#notifications`}>your profile</Link>.
      </p>
    </section>
  );
}

function NotificationItem({ n, back }: { n: NotificationJson; back: string }) {
  return (
    <li className={n.read ? "notification" : "notification is-unread"}>
      <Form method="post" className="notification-main">
        <input type="hidden" name="id" value={n.id} />
        <button type="submit" name="intent" value="open" className="notification-open">
          <p className="notification-title">
            {n.read ? null : <span className="visually-hidden">Unread: </span>}
            {n.title}
          </p>
          {n.body ? <p className="notification-body">{n.body}</p> : null}
        </button>
        <p className="notification-time">{formatShortDate(n.created_at)}</p>
      </Form>
      {n.read ? null : (
        <Form method="post" className="notification-actions">
          <input type="hidden" name="id" value={n.id} />
          <input type="hidden" name="back" value={back} />
          <SubmitButton intent="read" className="btn btn-ghost btn-sm" busyLabel="…">
            Mark as read<span className="visually-hidden">: {n.title}</span>
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}
