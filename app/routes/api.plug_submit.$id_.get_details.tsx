import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getTestimonial } from "~/testimonials/testimonials.server";
import { auditStaff } from "~/security/audit.server";
import { testimonial } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One testimonial",
    description: "The member's own, or any for staff.",
    responses: { 200: testimonial },
    handler: async ({ request, context, params, user }) => {
      const t = found(await getTestimonial(user, idParam(params.id)));
      await auditStaff({ request, context, user }, t.member.id, "read", "testimonial", { recordId: t.id });
      return ok(t);
    },
  }),
});
