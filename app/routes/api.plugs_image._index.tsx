import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { parseWith, unitsQuery, unwrap, withUnits } from "~/api/domain.server";
import { readMultipart } from "~/api/multipart.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { IMAGE_MSG } from "~/validation/images";
import { oneImage } from "~/uploads/schemas";
import { auditStaff } from "~/security/audit.server";
import { listTestimonialImages, uploadTestimonialImage } from "~/testimonials/images.server";
import { imageUploadSchema } from "~/testimonials/schemas";
import { integer } from "~/validation/rules";
import { page } from "~/api/shapes";
import { testimonialImage } from "~/testimonials/api-shapes";

/** Room for the fields and the multipart framing on top of the file. */
const MAX_BODY = MAX_IMAGE_BYTES + 64 * 1024;

const query = pageQuery(100).extend({
  member: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

const uploadSchema = imageUploadSchema.extend({ photo_o: oneImage() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Testimonial pictures: before, after, unknown and authorization, by week",
    description: "A member gets their own (naming another member is not found); staff any member's.",
    responses: { 200: page(testimonialImage) },
    refuses: [404],
    query: withUnits(query),
    handler: async ({ request, context, query, user }) => {
      const page = unwrap(await listTestimonialImages(user, query, query.units));
      await auditStaff({ request, context, user }, page.results.map((i) => i.member), "read", "testimonial_image");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "admin",
    query: unitsQuery,
    summary: "Add a testimonial picture for a member (staff)",
    description: "Multipart: `photo_o` (jpeg, png, gif or bmp, judged by content), `type`, `name`, `weight`, `week`, `primary`, `member`. Pictures are private: served only to the member and staff. `photo_o`: \"Please upload one image\" / \"Unsupported format! (type)\" / too large; `member`: \"Select a valid choice.\".",
    reads: { multipart: uploadSchema },
    responses: { 201: testimonialImage, 200: testimonialImage.describe("The same picture for the same member: that image.") },
    refuses: [404],
    handler: async ({ request, context, query, user }) => {
      const form = await readMultipart(request, MAX_BODY, IMAGE_MSG.tooLarge);
      const { photo_o, member, ...meta } = parseWith(uploadSchema, form);
      const { image, created } = unwrap(await uploadTestimonialImage(user, member, meta, photo_o, query.units));
      await auditStaff({ request, context, user }, member, created ? "create" : "read", "testimonial_image", { recordId: image.id });
      return ok(image, created ? 201 : 200);
    },
  }),
});
