import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFileViewer } from "~/auth/auth.server";
import { foundOr404, notFoundResponse } from "~/page/outcome.server";
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

/** Whatever is missing, hidden or not one of ours: the same 404, never kept by a cache. */
const NOT_KEPT = { "Cache-Control": "no-store" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const rel = params["*"] ?? "";
  const key = foundOr404(STORED_NAME.test(rel) ? contentKeyOfPath(rel) : null, NOT_KEPT);
  const visibility = await uploadVisibility(key, () => getFileViewer(request));
  if (visibility === "hidden") throw notFoundResponse(NOT_KEPT);
  const body = foundOr404(
    await uploadStorage()
      .get(rel)
      .catch(() => null),
    NOT_KEPT,
  );
  const ext = rel.slice(rel.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": TYPE_OF_EXTENSION[ext] ?? "application/octet-stream",
      "Content-Length": String(body.length),
      "Cache-Control": UPLOAD_CACHE_CONTROL[visibility],
    },
  });
}
