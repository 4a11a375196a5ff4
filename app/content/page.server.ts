import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/auth.server";
import { formFailure, formId, readPageForm } from "~/page/form.server";
import { conformErrors, foundOr404, pageOutcome } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import type { FieldErrors } from "~/domain/outcome";
import { redirectWithToast } from "~/toast/toast.server";
import { CHANNEL_WORDS, CONTENT_MSG, CONTENT_PAGE_SIZE, type Channel, type ContentKind } from "./codes";
import { createContent, deleteContent, getContent, listContent, updateContent } from "./content.server";
import { uploadOf } from "./images.server";
import { contentFormSchema } from "./schemas";

/**
 * The staff screens /ads and /motivational-content (spec part 3 §2, §4): one loader and one
 * action for both channels. Add is two steps in the URL (`?panel=add`, then `&kind=image|video`),
 * edit is `?panel=edit&id=N`, so every step works without JavaScript.
 */

export type Panel = { mode: "none" } | { mode: "choose" } | { mode: "add"; kind: ContentKind } | { mode: "edit"; id: number };

export async function contentPageLoader(channel: Channel, { request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const q = readParams(request, {
    offset: param.offset(CONTENT_PAGE_SIZE),
    panel: param.oneOf(["none", "add", "edit"], "none"),
    kind: param.oneOf(["none", "image", "video"] as const, "none"),
    id: param.id(),
  });
  const page = await listContent(channel, user, { limit: CONTENT_PAGE_SIZE, offset: q.offset });
  let panel: Panel = { mode: "none" };
  let editing = null;
  if (q.panel === "add") panel = q.kind === "none" ? { mode: "choose" } : { mode: "add", kind: q.kind };
  if (q.panel === "edit" && q.id) {
    editing = foundOr404(await getContent(channel, q.id, user));
    panel = { mode: "edit", id: q.id };
  }
  return { channel, offset: q.offset, limit: CONTENT_PAGE_SIZE, count: page.count, results: page.results, panel, editing };
}

/** A flat list of every message, in field order, for the form's notice. */
function messagesOf(errors: FieldErrors): string[] {
  return Object.values(errors).flat();
}

export async function contentPageAction(channel: Channel, { request }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const words = CHANNEL_WORDS[channel];
  const url = new URL(request.url);
  const listUrl = () => {
    const offset = url.searchParams.get("offset");
    return offset ? `${url.pathname}?offset=${encodeURIComponent(offset)}` : url.pathname;
  };
  const body = await readPageForm(request);
  if (!body.ok) {
    const formKey = url.searchParams.get("panel") === "edit" ? "update" : "create";
    return formFailure(formKey, { notice: words.invalid([body.message]), result: { status: "error", error: { image: [body.message] } } });
  }
  const form = body.form;
  const intent = String(form.get("intent") ?? "");
  const id = formId(form);
  switch (intent) {
    case "create":
    case "update": {
      const kindValue = String(form.get("kind") ?? "");
      const kind: ContentKind = kindValue === "video" ? "video" : "image";
      const submission = parseWithZod(form, { schema: contentFormSchema(channel, kind, intent === "create") });
      const fields = { title: form.get("title") ?? "", url: form.get("url") ?? "" };
      const upload = uploadOf(form.get("image"));
      const outcome = pageOutcome(
        intent === "create" ? await createContent(channel, user, kind, fields, upload) : await updateContent(channel, id, user, fields, upload),
      );
      if (!outcome.ok) {
        return formFailure(intent, { result: submission.reply(conformErrors(outcome.errors)), notice: words.invalid(messagesOf(outcome.errors)) });
      }
      return redirectWithToast(listUrl(), { type: "success", message: intent === "create" ? words.submitted : words.updated });
    }
    case "toggle": {
      const active = form.get("is_active") === "true";
      const outcome = pageOutcome(await updateContent(channel, id, user, { is_active: active }, null));
      if (!outcome.ok) return formFailure(`toggle:${id}`, { notice: words.invalid(messagesOf(outcome.errors)) });
      return redirectWithToast(listUrl(), { type: "success", message: words.updated });
    }
    case "delete": {
      pageOutcome(await deleteContent(channel, id, user));
      return redirectWithToast(listUrl(), { type: "success", message: words.deleted });
    }
    default:
      return formFailure(intent || "unknown", { notice: CONTENT_MSG.tryAgain });
  }
}
