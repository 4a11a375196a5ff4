import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { markNoteRead } from "~/care/notes.server";
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_TOAST } from "~/messages/codes";
import { pageSend, requireMessagingPatient, sendFailure } from "~/messages/pages.server";
import { newConversationSchema } from "~/messages/schemas";
import { startConversation } from "~/messages/send.server";
import { myTimeline, type TimelineItem } from "~/messages/timeline.server";
import { NewConversationForm } from "~/messages/ui/compose";
import { Timeline } from "~/messages/ui/timeline";
import { formFailure, formId, parseForm, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditOwn } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { Pagination } from "~/ui/pagination";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = { i18n: ["messages"], title: "messages:page.title" };


/**
 * /messages (issue 39): the patient's conversations with their care team (the clinic, whoever is on
 * shift), and the notes the care team left on journal days among them; writing a new message.
 * Every form is a plain POST, so all of it works before JavaScript loads.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireMessagingPatient(request);
  const { offset } = readParams(request, { offset: param.offset(CONVERSATIONS_PAGE_SIZE) });
  const timeline = pageData(await myTimeline(user, { limit: CONVERSATIONS_PAGE_SIZE, offset }));
  await auditOwn({ request, context, user }, "read", "conversation", { detail: "list" });
  return data<LoaderData>({ ...timeline, offset, clinic: user.clinic?.name ?? null, timeZone: user.time_zone }, { headers: { "Cache-Control": "private, no-store" } });
}

type LoaderData = { count: number; results: TimelineItem[]; offset: number; clinic: string | null; timeZone: string };

type Intent = "start" | "note-read";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireMessagingPatient(request);
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("start", { notice: read.message });
  const args = { request, context, user, form: read.form };
  return dispatchIntent<Intent>(intentOf(read.form), {
    start: () => start(args),
    "note-read": () => noteRead(args),
  });
}

async function start(args: IntentArgs) {
  const parsed = parseForm("start", args.form, newConversationSchema);
  if (!parsed.ok) return parsed.response;
  const sent = pageSend(await startConversation(args.user, parsed.value));
  if (!sent.ok) return sendFailure("start", parsed.submission, sent);
  await auditOwn(args, "create", "message", { recordId: sent.data.message.id });
  return redirectWithToast(paths.message(sent.data.conversation), { type: "success", message: MESSAGES_TOAST.started });
}

async function noteRead(args: IntentArgs) {
  const outcome = pageOutcome(await markNoteRead(args.user, formId(args.form)));
  if (outcome.ok) await auditOwn(args, "update", "care_note", { recordId: outcome.data.id });
  return redirectWithToast(`${paths.messages()}${new URL(args.request.url).search}`, { type: "success", message: MESSAGES_TOAST.noteRead });
}

export default function MessagesPage() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  return (
    <section className="page">
      <PageHeader title={t("page.title")} subtitle={d.clinic ? t("page.subtitle", { clinic: d.clinic }) : undefined} />
      <div className="messages-layout">
        <section className="card" aria-labelledby="messages-list-title">
          <h2 id="messages-list-title">{t("page.list")}</h2>
          <Timeline items={d.results} timeZone={d.timeZone} />
          <Pagination count={d.count} limit={CONVERSATIONS_PAGE_SIZE} offset={d.offset} label={t("page.pages")} />
        </section>
        <section className="card" aria-labelledby="new-message-title">
          <h2 id="new-message-title">{t("page.write")}</h2>
          <p className="muted small">{t("page.emergency")}</p>
          <NewConversationForm intent="start" label={t("page.yourMessage")} submitLabel={t("page.sendToTeam")} />
        </section>
      </div>
    </section>
  );
}
