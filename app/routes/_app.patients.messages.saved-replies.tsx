import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireStaff } from "~/auth/auth.server";
import { careClinics } from "~/clinical/access.server";
import { MESSAGES_TOAST, SAVED_REPLIES_MAX } from "~/messages/codes";
import { addSavedReply, deleteSavedReply, savedReplies, updateSavedReply, type SavedReply } from "~/messages/saved-replies.server";
import { savedReplySchema } from "~/messages/schemas";
import { SavedReplyForm, SavedReplyRow } from "~/messages/ui/saved-reply-form";
import { domainFailure, formId, noticeFailure, parseForm, readForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { foundOr404, pageData, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import messagesCss from "~/styles/messages.css";
import { redirectWithToast } from "~/toast/toast.server";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(messagesCss);

export const handle = { i18n: ["messages"], title: "messages:staff.saved.pageTitle" };

/**
 * A clinic's saved replies (issue 39): the common answers its care team inserts into a reply,
 * kept by the staff who look after the clinic (a short list). Plain forms, one per change.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { clinic: asked } = readParams(request, { clinic: param.id() });
  const clinics = await careClinics(user);
  const clinic = foundOr404(asked === null ? (clinics.find((c) => c.name === user.clinic?.name) ?? clinics[0]) : clinics.find((c) => c.id === asked));
  const replies = pageData(await savedReplies(user, clinic.id));
  return data<LoaderData>({ clinic: { id: clinic.id, name: clinic.name }, clinics: clinics.map((c) => ({ id: c.id, name: c.name })), replies }, { headers: { "Cache-Control": "private, no-store" } });
}

type LoaderData = { clinic: { id: number; name: string }; clinics: { id: number; name: string }[]; replies: SavedReply[] };

type Intent = "add" | "save" | "delete";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = await readForm(request);
  const clinic = formId(form, "clinic");
  const args = { request, context, user, form };
  return dispatchIntent<Intent>(intentOf(form), {
    add: () => add(args, clinic),
    save: () => save(args, clinic),
    delete: () => remove(args, clinic),
  });
}

const here = (clinic: number) => `${paths.savedReplies()}?clinic=${clinic}`;

async function add(args: IntentArgs, clinic: number) {
  const parsed = parseForm("add", args.form, savedReplySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await addSavedReply(args.user, clinic, parsed.value));
  if (!outcome.ok) return domainFailure("add", parsed.submission, outcome.errors);
  return redirectWithToast(here(clinic), { type: "success", message: MESSAGES_TOAST.savedReplyAdded });
}

async function save(args: IntentArgs, clinic: number) {
  const id = formId(args.form);
  const key = `save:${id}`;
  const parsed = parseForm(key, args.form, savedReplySchema);
  if (!parsed.ok) return parsed.response;
  const outcome = pageOutcome(await updateSavedReply(args.user, clinic, id, parsed.value));
  if (!outcome.ok) return domainFailure(key, parsed.submission, outcome.errors);
  return redirectWithToast(here(clinic), { type: "success", message: MESSAGES_TOAST.savedReplySaved });
}

async function remove(args: IntentArgs, clinic: number) {
  const outcome = pageOutcome(await deleteSavedReply(args.user, clinic, formId(args.form)));
  if (!outcome.ok) return noticeFailure("delete", outcome.errors, MESSAGES_TOAST.savedReplyDeleted);
  return redirectWithToast(here(clinic), { type: "success", message: MESSAGES_TOAST.savedReplyDeleted });
}

export default function SavedRepliesPage() {
  const { clinic, clinics, replies } = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  return (
    <section className="page">
      <PageHeader
        title={t("staff.saved.title")}
        subtitle={t("staff.saved.subtitle", { clinic: clinic.name, count: replies.length, max: SAVED_REPLIES_MAX })}
        actions={
          <Link to={`${paths.careInbox()}?clinic=${clinic.id}`} className="btn btn-ghost">
            {t("staff.saved.back")}
          </Link>
        }
      />
      {clinics.length > 1 ? (
        <Form method="get" className="inline-form card" aria-label={t("staff.saved.chooseClinic")}>
          <div className="field">
            <label htmlFor="saved-clinic">{t("staff.saved.clinic")}</label>
            <select id="saved-clinic" name="clinic" defaultValue={clinic.id}>
              {clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-secondary">
            {t("staff.saved.show")}
          </button>
        </Form>
      ) : null}
      <section className="card" aria-labelledby="add-title">
        <h2 id="add-title">{t("staff.saved.add")}</h2>
        <SavedReplyForm key={replies.length} clinic={clinic.id} intent="add" submitLabel={t("staff.saved.addSubmit")} />
      </section>
      <section className="card" aria-labelledby="list-title">
        <h2 id="list-title">{t("staff.saved.list")}</h2>
        {replies.length === 0 ? <p className="empty-note">{t("staff.saved.none")}</p> : null}
        <ul className="plain-list stack-lg">
          {replies.map((r) => (
            <li key={`${r.id}-${r.updated_at}`}>
              <SavedReplyRow clinic={clinic.id} reply={r} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
