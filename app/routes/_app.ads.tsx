import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { CHANNEL_WORDS, CONTENT_PAGE_SIZE, type Channel, type ContentKind } from "~/content/codes";
import { createContent, deleteContent, getContent, listContent, updateContent } from "~/content/content.server";
import { uploadOf } from "~/content/images.server";
import { contentFormSchema } from "~/content/schemas";
import { ContentManagePage, type ContentManageData, type Panel } from "~/content/ui/manage-page";
import type { FieldErrors } from "~/domain/outcome";
import { pageLanguage, translateMessage } from "~/i18n/i18n.server";
import { formFailure, formId, readPageForm } from "~/page/form.server";
import { dispatchIntent, intentOf, type IntentArgs } from "~/page/intents.server";
import { conformErrors, foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import contentCss from "~/styles/content.css";
import { redirectWithToast } from "~/toast/toast.server";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(contentCss);

// The screen (app/content/ui/manage-page.tsx) draws its texts from the content namespace.
export const handle = { i18n: ["content"], title: "content:manage.channels.ad.title" };

/**
 * The staff screens /ads and /motivational-content (spec part 3 §2, §4): one screen for both
 * channels (/motivational-content re-exports this route; the path says which channel). Add is two
 * steps in the URL (`?panel=add`, then `&kind=image|video`), edit is `?panel=edit&id=N`, so every
 * step works without JavaScript.
 */
const channelOf = (request: Request): Channel => (new URL(request.url).pathname.startsWith(paths.motivationalContent()) ? "motivational" : "ad");

export async function loader({ request }: LoaderFunctionArgs): Promise<ContentManageData> {
  const user = await requireAdmin(request);
  const channel = channelOf(request);
  const q = readParams(request, {
    offset: param.offset(CONTENT_PAGE_SIZE),
    panel: param.oneOf(["none", "add", "edit"], "none"),
    kind: param.oneOf(["none", "image", "video"] as const, "none"),
    id: param.id(),
  });
  const page = await listContent(user, channel, { limit: CONTENT_PAGE_SIZE, offset: q.offset });
  let panel: Panel = { mode: "none" };
  let editing = null;
  if (q.panel === "add") panel = q.kind === "none" ? { mode: "choose" } : { mode: "add", kind: q.kind };
  if (q.panel === "edit" && q.id) {
    editing = foundOr404(await getContent(user, channel, q.id));
    panel = { mode: "edit", id: q.id };
  }
  return { channel, offset: q.offset, limit: CONTENT_PAGE_SIZE, count: page.count, results: page.results, panel, editing };
}

type Intent = "create" | "update" | "toggle" | "delete";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const channel = channelOf(request);
  const body = await readPageForm(request);
  if (!body.ok) {
    const formKey = readParams(request, { panel: param.oneOf(["none", "add", "edit"], "none") }).panel === "edit" ? "update" : "create";
    return formFailure(formKey, { notice: CHANNEL_WORDS[channel].invalid([body.message]), result: { status: "error", error: { image: [body.message] } } });
  }
  const args = { request, context, user, form: body.form };
  return dispatchIntent<Intent>(intentOf(body.form), {
    create: () => save(args, channel, "create"),
    update: () => save(args, channel, "update"),
    toggle: () => toggle(args, channel),
    delete: () => remove(args, channel),
  });
}

/** Back to the list, on the page the form was sent from. */
function listUrl(request: Request) {
  const { pathname } = new URL(request.url);
  const { offset } = readParams(request, { offset: param.offset(CONTENT_PAGE_SIZE) });
  return offset ? `${pathname}?offset=${offset}` : pathname;
}

/** A flat list of every message, in field order, for the form's notice: in the reader's language (the notice joins them). */
const messagesOf = async (request: Request, user: IntentArgs["user"], errors: FieldErrors): Promise<string[]> => {
  const language = await pageLanguage(request, user.language);
  return Object.values(errors)
    .flat()
    .map((m) => translateMessage(language, m));
};

async function save({ request, user, form }: IntentArgs, channel: Channel, intent: "create" | "update") {
  const words = CHANNEL_WORDS[channel];
  const kind: ContentKind = form.get("kind") === "video" ? "video" : "image";
  const submission = parseWithZod(form, { schema: contentFormSchema(channel, kind, intent === "create") });
  const fields = { title: form.get("title") ?? "", url: form.get("url") ?? "" };
  const upload = uploadOf(form.get("image"));
  const outcome = pageOutcome(
    intent === "create" ? await createContent(user, channel, kind, fields, upload) : await updateContent(user, channel, formId(form), fields, upload),
  );
  if (!outcome.ok) {
    return formFailure(intent, { result: submission.reply(conformErrors(outcome.errors)), notice: words.invalid(await messagesOf(request, user, outcome.errors)) });
  }
  return redirectWithToast(listUrl(request), { type: "success", message: intent === "create" ? words.submitted : words.updated });
}

async function toggle({ request, user, form }: IntentArgs, channel: Channel) {
  const id = formId(form);
  const outcome = pageOutcome(await updateContent(user, channel, id, { is_active: form.get("is_active") === "true" }, null));
  if (!outcome.ok) return formFailure(`toggle:${id}`, { notice: CHANNEL_WORDS[channel].invalid(await messagesOf(request, user, outcome.errors)) });
  return redirectWithToast(listUrl(request), { type: "success", message: CHANNEL_WORDS[channel].updated });
}

async function remove({ request, user, form }: IntentArgs, channel: Channel) {
  pageOutcome(await deleteContent(user, channel, formId(form)));
  return redirectWithToast(listUrl(request), { type: "success", message: CHANNEL_WORDS[channel].deleted });
}

export default function AdManagementPage() {
  return <ContentManagePage intro="The ads patients see on their home page, nutrition home and fitness home. Only active ads are shown." />;
}
