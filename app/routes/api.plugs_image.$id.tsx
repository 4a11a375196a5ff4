import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unitsQuery, unwrap } from "~/api/domain.server";
import { deleteTestimonialImage, updateTestimonialImage } from "~/testimonials/images.server";
import { imagePatchSchema } from "~/testimonials/schemas";
import { auditStaff } from "~/security/audit.server";
import { testimonialImage } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  PATCH: endpoint({
    auth: "admin",
    query: unitsQuery,
    summary: "Change a testimonial picture's details (staff)",
    description: "Any of name, type, weight, week, primary.",
    responses: { 200: testimonialImage },
    body: imagePatchSchema,
    handler: async ({ request, context, params, body, query, user }) => {
      const image = unwrap(await updateTestimonialImage(user, idParam(params.id), body, query.units));
      await auditStaff({ request, context, user }, image.member, "update", "testimonial_image", { recordId: image.id });
      return ok(image);
    },
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Delete a testimonial picture (staff)",
    responses: { 204: null },
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      const { patientId } = unwrap(await deleteTestimonialImage(user, id));
      await auditStaff({ request, context, user }, patientId, "delete", "testimonial_image", { recordId: id });
      return noContent();
    },
  }),
});
