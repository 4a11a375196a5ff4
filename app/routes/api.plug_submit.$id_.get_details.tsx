import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getTestimonial } from "~/testimonials/testimonials.server";
import { auditHealth } from "~/security/audit.server";
import { testimonial } from "~/testimonials/responses.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One testimonial",
    description: "The member's own, or any for staff.",
    responses: { 200: testimonial },
    handler: async ({ request, context, params, user }) => {
      const t = found(await getTestimonial(user, idParam(params.id)));
      await auditHealth({ request, context }, { actor: user, patientId: t.member.id, action: "read", record: "testimonial", recordId: t.id, detail: "api" });
      return ok(t);
    },
  }),
});
