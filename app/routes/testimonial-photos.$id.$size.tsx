import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFileViewer } from "~/auth/auth.server";
import { foundOr404 } from "~/page/outcome.server";
import { photoFile } from "~/testimonials/images.server";
import { recordId } from "~/validation/rules";
import { auditPhotoRead } from "~/security/audit.server";

/**
 * /testimonial-photos/{id}/{o|l|m|s}: a testimonial photo, to the member it belongs to and to
 * staff only (signed in on the web, or with the API's token). Anyone else, and a signed-out
 * client, gets the same 404 as a photo that does not exist. Never kept by a shared cache, never
 * kept at all (docs/decisions/0064-testimonial-photos-and-text.md); every fetch is audited.
 */
const SIZES = new Set(["o", "l", "m", "s"]);

const NOT_KEPT = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const size = params.size ?? "";
  const id = foundOr404(SIZES.has(size) ? recordId(params.id) : null, NOT_KEPT);
  const viewer = foundOr404(await getFileViewer(request), NOT_KEPT);
  const photo = foundOr404(await photoFile(viewer, id, size as "o" | "l" | "m" | "s"), NOT_KEPT);
  const { body } = photo;
  await auditPhotoRead({ request, context, user: viewer }, photo.patientId, "testimonial_image", id);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
    },
  });
}
