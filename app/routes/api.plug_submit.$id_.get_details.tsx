import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getTestimonial } from "~/testimonials/testimonials.server";
import { auditHealth } from "~/security/audit.server";

/** GET /api/plug_submit/{id}/get_details: one testimonial (the member's own, or any for staff). */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const t = found(await getTestimonial(user, idParam(params.id)));
      await auditHealth({ request, context }, { actor: user, patientId: t.member.id, action: "read", record: "testimonial", recordId: t.id, detail: "api" });
      return ok(t);
    },
  }),
});
