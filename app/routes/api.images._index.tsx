import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { parseWith, unwrap } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { IMAGE_PAGE_SIZE } from "~/recipes/codes";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { listImages, uploadImage } from "~/recipes/images.server";
import { IMAGE_MSG } from "~/validation/images";
import { oneImage } from "~/uploads/schemas";
import { imageUploadSchema } from "~/recipes/schemas";
import { page } from "~/api/shapes";
import { image } from "~/recipes/api-shapes";
import { searchTerm } from "~/ui/search";

/** Room for name, source and the multipart framing on top of the file. */
const MAX_BODY = MAX_IMAGE_BYTES + 64 * 1024;

const query = pageQuery(IMAGE_PAGE_SIZE).extend({ search: searchTerm(), name: searchTerm() });

const uploadSchema = imageUploadSchema.extend({ photo_o: oneImage() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    summary: "The image gallery, newest first (staff)",
    description: "`search` (or `name`) looks in the name; given, it needs 3 characters or more (\"Enter search term!\").",
    responses: { 200: page(image) },
    query,
    handler: async ({ request, query, user }) => {
      const page = unwrap(await listImages(user, { search: query.search ?? query.name, limit: query.limit, offset: query.offset }));
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add an image to the gallery (staff)",
    description: "Multipart: `name`, `source`, `photo_o` (one file, jpeg, png, gif or bmp judged by its content, at most 10 MB): \"Please upload one image\" / \"Unsupported format! (type)\" / \"Image is too large! The limit is 10 MB.\" / \"The image could not be read. Please try another file.\". Resized into photo_l/m/s. The same content again, whatever its name, is not stored twice (docs/decisions/0081).",
    reads: { multipart: uploadSchema },
    responses: { 201: image, 200: image.describe("The same file was already in the gallery: that image.") },
    handler: async ({ request, user }) => {
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { photo_o, ...meta } = parseWith(uploadSchema, form);
      const { created, ...image } = unwrap(await uploadImage(user, meta, photo_o));
      return ok(image, created ? 201 : 200);
    },
  }),
});
