import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireIdParam } from "~/auth/params.server";
import { MESSAGES_PAGE_SIZE, MESSAGES_TOAST } from "~/messages/codes";
import { pageSend, requireMessagingPatient, sendFailure } from "~/messages/pages.server";
import { replySchema, withdrawSchema } from "~/messages/schemas";
import { reply, withdrawMessage } from "~/messages/send.server";
import { conversation, type Conversation } from "~/messages/threads.server";
import { ReplyForm } from "~/messages/ui/compose";
import { useLiveConversation } from "~/messages/ui/live";
import { Thread } from "~/messages/ui/thread";
import { formFailure, formId, noticeFailure, parseForm, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = {
  i18n: ["messages"],
  // The conversation's subject and "Messages", as the care team's screen of it is titled.
  title: (d: unknown) => {
    const subject = (d as LoaderData | undefined)?.conversation.subject;
    return subject ? { key: "messages:staff.conversation.title", values: { subject } } : { key: "messages:staff.conversation.fallbackTitle" };
  },
};

type LoaderData = { conversation: Conversation; offset: number; timeZone: string };

/**
 * A conversation with the care team (issue 39): its messages, a reply with a photo, withdrawing a
 * message within 5 minutes. Opening it marks it read. With JavaScript it follows new messages
 * without a reload (docs/decisions/0211); without, a reload shows them.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireMessagingPatient(request);
  const id = requireIdParam(params.id);
  const { offset } = readParams(request, { offset: param.offset() });
  const c = pageData(await conversation(user, id, { limit: MESSAGES_PAGE_SIZE, offset, markRead: true }));
  await auditOwn({ request, context, user }, "read", "conversation", { recordId: c.id });
  return data<LoaderData>({ conversation: c, offset, timeZone: user.time_zone }, { headers: { "Cache-Control": "private, no-store" } });
}

type Intent = "reply" | "withdraw";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireMessagingPatient(request);
  const id = requireIdParam(params.id);
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("reply", { notice: read.message });
  const args = { request, context, user, form: read.form };
  return dispatchIntent<Intent>(intentOf(read.form), {
    reply: () => send(args, id),
    withdraw: () => withdraw(args, id),
  });
}

async function send(args: IntentArgs, id: number) {
  const parsed = parseForm("reply", args.form, replySchema);
  if (!parsed.ok) return parsed.response;
  const sent = pageSend(await reply(args.user, id, parsed.value));
  if (!sent.ok) return sendFailure("reply", parsed.submission, sent);
  await auditOwn(args, "create", "message", { recordId: sent.data.message.id });
  return redirectWithToast(paths.message(id), { type: "success", message: MESSAGES_TOAST.sent });
}

async function withdraw(args: IntentArgs, id: number) {
  const key = `withdraw:${formId(args.form, "message")}`;
  const parsed = parseForm(key, args.form, withdrawSchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await withdrawMessage(args.user, id, parsed.value.message));
  if (!outcome.ok) return noticeFailure(key, outcome.errors, MESSAGES_TOAST.withdrawn);
  await auditOwn(args, "update", "message", { recordId: outcome.data.message.id, detail: "withdrawn" });
  return redirectWithToast(`${paths.message(id)}${new URL(args.request.url).search}`, { type: "success", message: MESSAGES_TOAST.withdrawn });
}

export default function ConversationPage() {
  const { conversation: c, offset, timeZone } = useLoaderData<typeof loader>();
  useLiveConversation(paths.messageStamp(c.id), c.stamp);
  const lastMine = c.messages.results.find((m) => m.mine)?.id ?? 0;
  const { t } = useTranslation("messages");
  return (
    <section className="page">
      <PageHeader
        title={c.subject}
        subtitle={<span className={`conversation-state state-${c.state}`}>{t(`states.patient.${c.state}`)}</span>}
        actions={
          <Link to={paths.messages()} className="btn btn-ghost">
            {t("page.all")}
          </Link>
        }
      />
      <div className="conversation-layout">
        <Thread messages={c.messages.results} count={c.messages.count} offset={offset} limit={MESSAGES_PAGE_SIZE} timeZone={timeZone} side="patient" />
        <section className="card" aria-labelledby="reply-title" id="reply">
          <h2 id="reply-title">{t("page.reply")}</h2>
          {c.state === "closed" ? <p className="notice notice-info">{t("page.closed")}</p> : null}
          <ReplyForm key={lastMine} label={t("page.yourReply")} />
        </section>
      </div>
    </section>
  );
}
