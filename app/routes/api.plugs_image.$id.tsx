import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unitsOf, unwrap } from "~/api/domain.server";
import { deleteTestimonialImage, updateTestimonialImage } from "~/testimonials/images.server";
import { imagePatchSchema } from "~/testimonials/schemas";
import { auditHealth } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** PATCH /api/plugs_image/{id} (staff): any of name, type, weight, week, primary. */
  PATCH: endpoint({
    auth: "admin",
    body: imagePatchSchema,
    handler: async ({ request, context, params, body, user }) => {
      const image = unwrap(await updateTestimonialImage(user, idParam(params.id), body, unitsOf(request)));
      await auditHealth({ request, context }, { actor: user, patientId: image.member, action: "update", record: "testimonial_image", recordId: image.id, detail: "api" });
      return ok(image);
    },
  }),
  /** DELETE /api/plugs_image/{id} (staff). */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      const { patientId } = unwrap(await deleteTestimonialImage(user, id));
      await auditHealth({ request, context }, { actor: user, patientId, action: "delete", record: "testimonial_image", recordId: id, detail: "api" });
      return noContent();
    },
  }),
});
