import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteTestimonial, getTestimonial } from "~/testimonials/testimonials.server";
import { auditStaff } from "~/security/audit.server";
import { testimonial } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One testimonial (the same as get_details)",
    description: "The member's own, or any for staff.",
    responses: { 200: testimonial },
    handler: async ({ request, context, params, user }) => {
      const t = found(await getTestimonial(user, idParam(params.id)));
      await auditStaff({ request, context, user }, t.member.id, "read", "testimonial", { recordId: t.id });
      return ok(t);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Withdraw a testimonial",
    description: "The member withdraws their own; staff remove any.",
    responses: { 204: null },
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      const { patientId } = unwrap(await deleteTestimonial(user, id));
      await auditStaff({ request, context, user }, patientId, "delete", "testimonial", { recordId: id });
      return noContent();
    },
  }),
});
