import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "~/recipes/image-type";
import { RECIPE_MSG } from "~/recipes/schemas";
import { namesHugeIndex, readForm, unreadableForm } from "~/domain/form.server";

/**
 * A page form's body: urlencoded, or multipart with each part held to the image limit. An
 * oversized file stops the read at the limit (the rest is never buffered) and comes back as the
 * clear 'too large' message under the form field that carried it.
 */
export async function readPageForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; field: string; message: string }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) return { ok: true, form: await readForm(request) };
  try {
    const form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }));
    if (namesHugeIndex(form)) throw unreadableForm();
    return { ok: true, form };
  } catch (e) {
    if (e instanceof Response) throw e;
    if (e instanceof MaxPartSizeExceededError) return { ok: false, field: e.field, message: RECIPE_MSG.imageTooLarge(MAX_IMAGE_MB) };
    return { ok: false, field: "", message: RECIPE_MSG.imageUnreadable };
  }
}
