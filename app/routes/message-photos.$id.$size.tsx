import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFileViewer } from "~/auth/auth.server";
import { messagePhotoFile, type PhotoSize } from "~/messages/photos.server";
import { foundOr404 } from "~/page/outcome.server";
import { auditPhotoRead } from "~/security/audit.server";
import { recordId } from "~/validation/rules";

/**
 * /message-photos/{id}/{o|l|m|s}: a photo sent with a message, to the patient and their clinic's
 * care team only (signed in on the web, or with the API's token), while a message that is not
 * withdrawn carries it. Anyone else, and a signed-out client, gets the same 404 as a photo that
 * does not exist. Never kept by any cache; every fetch is an audited health read.
 */
const SIZES = new Set(["o", "l", "m", "s"]);
const NOT_KEPT = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const size = params.size ?? "";
  const id = foundOr404(SIZES.has(size) ? recordId(params.id) : null, NOT_KEPT);
  const viewer = foundOr404(await getFileViewer(request), NOT_KEPT);
  const photo = foundOr404(await messagePhotoFile(viewer, id, size as PhotoSize), NOT_KEPT);
  await auditPhotoRead({ request, context, user: viewer }, photo.patientId, "message_photo", photo.messageId);
  return new Response(new Uint8Array(photo.body), {
    headers: { "Content-Type": photo.contentType, "Content-Length": String(photo.body.length), ...NOT_KEPT, "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" },
  });
}
