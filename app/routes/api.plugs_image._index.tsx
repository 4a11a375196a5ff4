import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { IMAGE_MSG, oneImage } from "~/uploads/schemas";
import { auditHealth, auditListRead } from "~/security/audit.server";
import { listTestimonialImages, uploadTestimonialImage } from "~/testimonials/images.server";
import { imageUploadSchema } from "~/testimonials/schemas";
import { integer } from "~/validation/rules";

/** Room for the fields and the multipart framing on top of the file. */
const MAX_BODY = MAX_IMAGE_BYTES + 64 * 1024;

const query = pageQuery(100).extend({
  member: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

const uploadSchema = imageUploadSchema.extend({ photo_o: oneImage() });

export const { loader, action } = apiRoute({
  /**
   * GET /api/plugs_image/?member=: testimonial images, before, after, unknown, authorization, by
   * week. A member gets their own (naming another member is 404); staff any member's.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, context, query, user }) => {
      const page = unwrap(await listTestimonialImages(user, query, unitsOf(request)));
      await auditListRead({ request, context }, user, "testimonial_image", page.results.map((i) => i.member), "api");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /**
   * POST /api/plugs_image/ (staff; multipart: photo_o, type, name, weight, week, primary, member).
   * The file is judged by its content (jpeg, png, gif, bmp), known by its content (the same
   * picture for the same member answers 200 with that image) and resized like recipe images.
   */
  POST: endpoint({
    auth: "admin",
    handler: async ({ request, context, user }) => {
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { photo_o, member, ...meta } = parseWith(uploadSchema, form);
      const { image, created } = unwrap(await uploadTestimonialImage(user, member, meta, photo_o, unitsOf(request)));
      await auditHealth({ request, context }, { actor: user, patientId: member, action: created ? "create" : "read", record: "testimonial_image", recordId: image.id, detail: "api" });
      return ok(image, created ? 201 : 200);
    },
  }),
});
