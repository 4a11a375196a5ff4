import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { requireIdParam } from "~/auth/params.server";
import { MESSAGES_PAGE_SIZE, MESSAGES_TOAST } from "~/messages/codes";
import { assignConversation, assignees, closeConversation, type Colleague } from "~/messages/inbox.server";
import { pageSend, sendFailure } from "~/messages/pages.server";
import { savedReplies, savedReply, type SavedReply } from "~/messages/saved-replies.server";
import { assignSchema, replySchema, withdrawSchema } from "~/messages/schemas";
import { reply, withdrawMessage } from "~/messages/send.server";
import { conversation, type CareConversationFacts, type Conversation } from "~/messages/threads.server";
import { AssignForm, SavedReplyPicker } from "~/messages/ui/care-forms";
import { ReplyForm } from "~/messages/ui/compose";
import { useLiveConversation } from "~/messages/ui/live";
import { Thread } from "~/messages/ui/thread";
import { domainFailure, formFailure, formId, noticeFailure, parseForm, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { redirectWithToast } from "~/toast/toast.server";
import { SubmitButton } from "~/ui/forms";
import { useFormat } from "~/i18n/react";
import { MAX_IMAGE_MB } from "~/config/limits";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = {
  i18n: ["messages"],
  title: (d: unknown) => {
    const subject = (d as LoaderData | undefined)?.conversation.subject;
    return subject ? { key: "messages:staff.conversation.title", values: { subject } } : { key: "messages:staff.conversation.fallbackTitle" };
  },
};

type LoaderData = {
  conversation: Conversation;
  care: CareConversationFacts;
  offset: number;
  timeZone: string;
  me: number;
  assignees: Colleague[];
  replies: SavedReply[];
  chosen: SavedReply | null;
};

/**
 * A conversation with a patient, for the care team of its clinic (issue 39): the messages, a reply
 * (from a saved reply if chosen, with a photo), assigning and closing. Another clinic's
 * conversation is not found. Opening it marks it read for the care team; every read and write is
 * audited with the patient.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const q = readParams(request, { offset: param.offset(), reply: param.id() });
  const c = pageData(await conversation(user, id, { limit: MESSAGES_PAGE_SIZE, offset: q.offset, markRead: true }));
  const care = c.care!;
  const [people, replies, chosen] = await Promise.all([
    assignees(user, care.clinic.id),
    savedReplies(user, care.clinic.id),
    q.reply ? savedReply(user, care.clinic.id, q.reply) : null,
  ]);
  await auditStaff({ request, context, user }, care.patient.id, "read", "conversation", { recordId: c.id });
  return data<LoaderData>(
    { conversation: c, care, offset: q.offset, timeZone: user.time_zone, me: user.id, assignees: people, replies: replies.ok ? replies.data : [], chosen },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Intent = "reply" | "withdraw" | "assign" | "close";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("reply", { notice: read.message });
  const args = { request, context, user, form: read.form };
  return dispatchIntent<Intent>(intentOf(read.form), {
    reply: () => send(args, id),
    withdraw: () => withdraw(args, id),
    assign: () => assign(args, id),
    close: () => close(args, id),
  });
}

const back = (id: number) => paths.careConversation(id);

async function send(args: IntentArgs, id: number) {
  const parsed = parseForm("reply", args.form, replySchema);
  if (!parsed.ok) return parsed.response;
  const sent = pageSend(await reply(args.user, id, parsed.value));
  if (!sent.ok) return sendFailure("reply", parsed.submission, sent);
  await auditStaff(args, sent.data.patient, "create", "message", { recordId: sent.data.message.id });
  return redirectWithToast(back(id), { type: "success", message: MESSAGES_TOAST.sent });
}

async function withdraw(args: IntentArgs, id: number) {
  const key = `withdraw:${formId(args.form, "message")}`;
  const parsed = parseForm(key, args.form, withdrawSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await withdrawMessage(args.user, id, parsed.value.message));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, MESSAGES_TOAST.withdrawn);
  await auditStaff(args, outcome.data.patient, "update", "message", { recordId: outcome.data.message.id, detail: "withdrawn" });
  return redirectWithToast(back(id), { type: "success", message: MESSAGES_TOAST.withdrawn });
}

async function assign(args: IntentArgs, id: number) {
  const parsed = parseForm("assign", args.form, assignSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await assignConversation(args.user, id, parsed.value.assignee));
  if (!outcome.ok) return domainFailure("assign", parsed.submission, outcome.errors);
  await auditStaff(args, outcome.data.patient.id, "update", "conversation", { recordId: id, detail: "assigned" });
  return redirectWithToast(back(id), { type: "success", message: parsed.value.assignee === null ? MESSAGES_TOAST.unassigned : MESSAGES_TOAST.assigned });
}

async function close(args: IntentArgs, id: number) {
  const outcome = pageOutcome(await closeConversation(args.user, id));
  if (!outcome.ok) return noticeFailure("close", outcome.errors, MESSAGES_TOAST.closed);
  await auditStaff(args, outcome.data.patient.id, "update", "conversation", { recordId: id, detail: "closed" });
  return redirectWithToast(back(id), { type: "success", message: MESSAGES_TOAST.closed });
}

export default function CareConversationPage() {
  const d = useLoaderData<typeof loader>();
  const { conversation: c, care } = d;
  useLiveConversation(paths.messageStamp(c.id), c.stamp);
  const lastMine = c.messages.results.find((m) => m.mine)?.id ?? 0;
  const { t } = useTranslation("messages");
  const f = useFormat();
  return (
    <section className="page">
      <PageHeader
        title={c.subject}
        subtitle={
          <>
            <Link to={paths.patient(care.patient.id)}>{care.patient.name}</Link> · {care.clinic.name} ·{" "}
            <span className={`conversation-state state-${c.state}`}>{t(`states.staff.${c.state}`)}</span>
            {care.overdue ? <span className="waited-flag">{t("staff.table.overdue")}</span> : null}
          </>
        }
        actions={
          <Link to={`${paths.careInbox()}?clinic=${care.clinic.id}`} className="btn btn-ghost">
            {t("staff.conversation.back")}
          </Link>
        }
      />
      {care.last_closed ? (
        <p className="muted">
          {t(c.state === "closed" ? "staff.conversation.closedBy" : "staff.conversation.closedReopened", {
            by: care.last_closed.by ?? t("staff.conversation.careTeam"),
            when: f.dateTimeIn(care.last_closed.at, d.timeZone),
          })}
        </p>
      ) : null}
      <div className="conversation-layout">
        <div className="stack-lg">
          <Thread messages={c.messages.results} count={c.messages.count} offset={d.offset} limit={MESSAGES_PAGE_SIZE} timeZone={d.timeZone} side="staff" />
          <section className="card" aria-labelledby="reply-title" id="reply">
            <h2 id="reply-title">{t("staff.conversation.replyTo", { name: care.patient.name })}</h2>
            {c.state === "closed" ? <p className="notice notice-info">{t("staff.conversation.closedNotice")}</p> : null}
            <SavedReplyPicker replies={d.replies} chosen={d.chosen?.id ?? null} />
            <ReplyForm
              key={`${lastMine}-${d.chosen?.id ?? 0}`}
              label={t("staff.conversation.yourReply")}
              text={d.chosen?.body}
              photoHint={t("staff.conversation.photoHint", { mb: MAX_IMAGE_MB })}
            />
          </section>
        </div>
        <aside className="stack-lg" aria-label={t("staff.conversation.aside")}>
          <section className="card" aria-labelledby="assign-title">
            <h2 id="assign-title">{t("staff.conversation.assignedTo")}</h2>
            <AssignForm people={d.assignees} current={care.assigned_to?.id ?? null} me={d.me} />
          </section>
          {c.state === "closed" ? null : (
            <section className="card" aria-labelledby="close-title">
              <h2 id="close-title">{t("staff.conversation.close")}</h2>
              <p className="muted small">{t("staff.conversation.closeHint")}</p>
              <Form method="post" preventScrollReset>
                <SubmitButton intent="close" className="btn btn-secondary" busyLabel={t("staff.conversation.closing")}>
                  {t("staff.conversation.closeButton")}
                </SubmitButton>
              </Form>
            </section>
          )}
        </aside>
      </div>
    </section>
  );
}
