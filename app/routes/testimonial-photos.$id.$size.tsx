import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "~/auth/auth.server";
import { checkToken, tokenFromHeader } from "~/auth/jwt.server";
import { photoFile } from "~/testimonials/images.server";
import { recordId } from "~/validation/rules";
import { auditHealth } from "~/security/audit.server";

/**
 * /testimonial-photos/{id}/{o|l|m|s}: a testimonial photo, to the member it belongs to and to
 * staff only (signed in on the web, or with the API's token). Anyone else, and a signed-out
 * client, gets the same 404 as a photo that does not exist. Never kept by a shared cache, never
 * kept at all (docs/decisions/0064-testimonial-photos-and-text.md); every fetch is audited.
 */
const SIZES = new Set(["o", "l", "m", "s"]);

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

async function viewerOf(request: Request) {
  const token = tokenFromHeader(request);
  if (token) {
    const check = await checkToken(token);
    return check.ok ? check.user : null;
  }
  return getOptionalUser(request);
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = recordId(params.id);
  const size = params.size ?? "";
  if (id === null || !SIZES.has(size)) return notFound();
  const viewer = await viewerOf(request);
  if (!viewer) return notFound();
  const photo = await photoFile(viewer, id, size as "o" | "l" | "m" | "s");
  if (!photo) return notFound();
  const { body } = photo;
  await auditHealth({ request, context }, { actor: viewer, patientId: photo.patientId, action: "read", record: "testimonial_image", recordId: id, detail: "photo" });
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
