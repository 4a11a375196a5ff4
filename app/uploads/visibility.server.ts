import { isAdmin } from "~/domain/users";
import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";

export type UploadVisibility = "public" | "private" | "hidden";

/**
 * Who may fetch a stored upload (`/uploads/images/<2>/<key>_<size>.<ext>`), by its content key.
 * Public (anyone, cached for a year): the clinic's catalogue, a picture of a published recipe,
 * and files no patient owns (exercise pictures, video thumbnails). Private (the owner and staff,
 * never cached): a patient's own upload until staff publish a recipe showing it. Hidden (404):
 * that upload to anyone else or to a signed-out client.
 */
export async function uploadVisibility(key: string, viewerOf: () => Promise<Viewer | null>): Promise<UploadVisibility> {
  const rows = await db
    .selectFrom("images as i")
    .select((eb) => [
      "i.owner_id",
      eb
        .exists(eb.selectFrom("recipe_images as ri").innerJoin("recipes as r", "r.id", "ri.recipe_id").select("ri.id").whereRef("ri.image_id", "=", "i.id").where("r.active", "=", 1))
        .as("published"),
    ])
    .where("i.content_hash", "=", key)
    .execute();
  if (rows.length === 0 || rows.some((r) => r.owner_id === null || Boolean(r.published))) return "public";
  // Only now is the viewer looked up: public files cost no session read.
  const viewer = await viewerOf();
  if (viewer && (isAdmin(viewer) || rows.some((r) => r.owner_id === viewer.id))) return "private";
  return "hidden";
}

/** Cache-Control for an upload of that visibility: content-named public files never change. */
export const UPLOAD_CACHE_CONTROL: Record<Exclude<UploadVisibility, "hidden">, string> = {
  public: "public, max-age=31536000, immutable",
  private: "private, no-store",
};
