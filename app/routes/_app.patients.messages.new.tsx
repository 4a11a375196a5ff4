import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { patientInScope } from "~/clinical/access.server";
import { MESSAGES_TOAST } from "~/messages/codes";
import { pageSend, sendFailure } from "~/messages/pages.server";
import { newConversationSchema } from "~/messages/schemas";
import { startConversationWith } from "~/messages/send.server";
import { NewConversationForm } from "~/messages/ui/compose";
import { formFailure, parseForm, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import { auditStaff } from "~/security/audit.server";
import messagesCss from "~/styles/messages.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = { i18n: ["messages"], title: "messages:staff.new.pageTitle" };

/**
 * /patients/messages/new?patient={id} (issue 39): the care team starts a conversation with a
 * patient of their clinics, from the patient's record. Another clinic's patient is not found.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { patient: id } = readParams(request, { patient: param.id() });
  const patient = foundOr404(id ? await patientInScope(user, id) : null);
  return data<LoaderData>({ patient: { id: patient.id, name: `${patient.first_name} ${patient.last_name}`.trim(), clinic: patient.clinic_name } }, { headers: { "Cache-Control": "private, no-store" } });
}

type LoaderData = { patient: { id: number; name: string; clinic: string } };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const { patient } = readParams(request, { patient: param.id() });
  const read = await readPageForm(request);
  if (!read.ok) return formFailure("start", { notice: read.message });
  const args = { request, context, user, form: read.form };
  return dispatchIntent<"start">(intentOf(read.form), { start: () => start(args, patient ?? 0) });
}

async function start(args: IntentArgs, patientId: number) {
  const parsed = parseForm("start", args.form, newConversationSchema);
  if (!parsed.ok) return parsed.response;
  const sent = pageSend(await startConversationWith(args.user, patientId, parsed.value));
  if (!sent.ok) return sendFailure("start", parsed.submission, sent);
  await auditStaff(args, sent.data.patient, "create", "message", { recordId: sent.data.message.id });
  return redirectWithToast(paths.careConversation(sent.data.conversation), { type: "success", message: MESSAGES_TOAST.startedByStaff });
}

export default function NewCareConversationPage() {
  const { patient } = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  return (
    <section className="page">
      <PageHeader
        title={t("staff.new.title", { name: patient.name })}
        subtitle={patient.clinic}
        actions={
          <Link to={paths.patient(patient.id)} className="btn btn-ghost">
            {t("staff.new.back")}
          </Link>
        }
      />
      <section className="card narrow-card" aria-labelledby="new-title">
        <h2 id="new-title">{t("staff.new.heading")}</h2>
        <p className="muted small">{t("staff.new.hint")}</p>
        <NewConversationForm intent="start" label={t("staff.new.message")} submitLabel={t("staff.new.send")} />
      </section>
    </section>
  );
}
