import fs from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { uploadsDirOf } from "~/recipes/image-store.server";
import { CONTENT_TYPES, EXTENSIONS, type ImageType } from "~/recipes/image-type";

/**
 * Stored recipe images (docs/decisions/0021). Only names the image store writes are served:
 * `images/<2 hex>/<20 hex>_<o|l|m|s>.<ext>`, so no other path under the data folder (and nothing
 * outside it) can ever be asked for. A file's name is a hash of its content, so it never changes:
 * browsers may keep it for a year without asking again.
 */
const STORED_NAME = /^images\/([0-9a-f]{2})\/(\1[0-9a-f]{18})_(?:o\.(jpg|png|gif|bmp)|[lms]\.jpg)$/;

const TYPE_OF_EXTENSION = Object.fromEntries(
  (Object.entries(EXTENSIONS) as [ImageType, string][]).map(([type, ext]) => [ext, CONTENT_TYPES[type]]),
) as Record<string, string>;

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ params }: LoaderFunctionArgs) {
  const rel = params["*"] ?? "";
  if (!STORED_NAME.test(rel)) return notFound();
  const file = path.join(uploadsDirOf(env.DATA_DIR), ...rel.split("/"));
  let body: Buffer;
  try {
    body = await fs.readFile(file);
  } catch {
    return notFound();
  }
  const ext = rel.slice(rel.lastIndexOf(".") + 1);
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": TYPE_OF_EXTENSION[ext] ?? "application/octet-stream",
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
