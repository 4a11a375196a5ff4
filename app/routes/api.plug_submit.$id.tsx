import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteTestimonial, getTestimonial } from "~/testimonials/testimonials.server";
import { auditHealth } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/plug_submit/{id}: the same as get_details. */
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const t = found(await getTestimonial(user, idParam(params.id)));
      await auditHealth({ request, context }, { actor: user, patientId: t.member.id, action: "read", record: "testimonial", recordId: t.id, detail: "api" });
      return ok(t);
    },
  }),
  /** DELETE /api/plug_submit/{id}: the member withdraws their own, or staff remove one. */
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      const { patientId } = unwrap(await deleteTestimonial(user, id));
      await auditHealth({ request, context }, { actor: user, patientId, action: "delete", record: "testimonial", recordId: id, detail: "api" });
      return noContent();
    },
  }),
});
