import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "~/auth/auth.server";
import { checkToken, tokenFromHeader } from "~/auth/jwt.server";
import { contentKeyOfPath } from "~/uploads/image-store.server";
import { CONTENT_TYPES, EXTENSIONS, type ImageType } from "~/uploads/image-type";
import { uploadStorage } from "~/uploads/storage.server";
import { UPLOAD_CACHE_CONTROL, uploadVisibility } from "~/uploads/visibility.server";

/**
 * Stored recipe images (docs/decisions/0021). Only names the image store writes are served:
 * `images/<2 hex>/<20 hex>_<o|l|m|s>.<ext>`, read from the upload storage (UPLOADS_DIR, shared by
 * every instance), so nothing else there (and nothing outside it) can ever be asked for. Who may
 * have it is decided by `uploadVisibility` (docs/decisions/0082-private-patient-uploads.md): the published catalogue is public and, named by
 * its content, cached for a year; a patient's own upload goes only to that patient and staff,
 * never kept by any cache; to anyone else it does not exist.
 */
const STORED_NAME = /^images\/([0-9a-f]{2})\/(\1[0-9a-f]{18})_(?:o\.(jpg|png|gif|bmp)|[lms]\.jpg)$/;

const TYPE_OF_EXTENSION = Object.fromEntries(
  (Object.entries(EXTENSIONS) as [ImageType, string][]).map(([type, ext]) => [ext, CONTENT_TYPES[type]]),
) as Record<string, string>;

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The web session, or the mobile apps' token. */
async function viewerOf(request: Request) {
  const token = tokenFromHeader(request);
  if (token) {
    const check = await checkToken(token);
    return check.ok ? check.user : null;
  }
  return getOptionalUser(request);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rel = params["*"] ?? "";
  const key = contentKeyOfPath(rel);
  if (!STORED_NAME.test(rel) || !key) return notFound();
  const visibility = await uploadVisibility(key, () => viewerOf(request));
  if (visibility === "hidden") return notFound();
  const body = await uploadStorage()
    .get(rel)
    .catch(() => null);
  if (!body) return notFound();
  const ext = rel.slice(rel.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": TYPE_OF_EXTENSION[ext] ?? "application/octet-stream",
      "Content-Length": String(body.length),
      "Cache-Control": UPLOAD_CACHE_CONTROL[visibility],
      "X-Content-Type-Options": "nosniff",
    },
  });
}
