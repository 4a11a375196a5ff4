import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { parseWith, unwrap } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { IMAGE_PAGE_SIZE } from "~/recipes/codes";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { listImages, uploadImage } from "~/recipes/images.server";
import { IMAGE_MSG, oneImage } from "~/uploads/schemas";
import { imageUploadSchema } from "~/recipes/schemas";

/** Room for name, source and the multipart framing on top of the file. */
const MAX_BODY = MAX_IMAGE_BYTES + 64 * 1024;

const query = pageQuery(IMAGE_PAGE_SIZE).extend({ search: z.string().optional(), name: z.string().optional() });

const uploadSchema = imageUploadSchema.extend({ photo_o: oneImage() });

export const { loader, action } = apiRoute({
  /** GET /api/images/?limit=30&offset&search (or name): the gallery, newest first (staff). */
  GET: endpoint({
    auth: "admin",
    query,
    handler: async ({ request, query, user }) => {
      const page = unwrap(await listImages(user, { search: query.search ?? query.name, limit: query.limit, offset: query.offset }));
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /**
   * POST /api/images/ (multipart: name, source, photo_o): staff add an image to the gallery. The
   * file is judged by its content (jpeg, png, gif, bmp) and resized into photo_l/m/s. The same
   * file again (the same bytes, whatever its name) is not stored twice in the uploader's gallery:
   * that image comes back with 200 (docs/decisions/0081-uploads-known-by-content.md).
   */
  POST: endpoint({
    auth: "admin",
    handler: async ({ request, user }) => {
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { photo_o, ...meta } = parseWith(uploadSchema, form);
      const { created, ...image } = unwrap(await uploadImage(meta, photo_o, user));
      return ok(image, created ? 201 : 200);
    },
  }),
});
