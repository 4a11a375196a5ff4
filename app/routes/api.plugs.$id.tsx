import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { testimonialUpdateSchema } from "~/testimonials/schemas";
import { saveFinalVersion, setPublished } from "~/testimonials/testimonials.server";
import { auditHealth } from "~/security/audit.server";

/**
 * PUT /api/plugs/{id} (staff): the final version (country required, quotes ≤ 100, blurb ≤ 250,
 * fulltext_html sanitized; `replacements` applies standard replacements to it) and, when given,
 * the flags: `active: true` publishes (it needs a country, a final version and the member's
 * signed authorization image), `false` takes it off the public site; `featured`, `homepage`.
 */
export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "admin",
    body: testimonialUpdateSchema,
    handler: async ({ request, context, params, body, user }) => {
      const id = idParam(params.id);
      const { active, featured, homepage, ...final } = body;
      const saved = unwrap(await saveFinalVersion(user, id, final));
      let testimonial = saved.testimonial;
      if (active !== undefined || featured !== undefined || homepage !== undefined) {
        testimonial = unwrap(await setPublished(user, id, { active: active ?? testimonial.active, featured, homepage }));
      }
      await auditHealth({ request, context }, { actor: user, patientId: testimonial.member.id, action: "update", record: "testimonial", recordId: id, detail: "api" });
      return ok({ ...testimonial, replacements_made: saved.changes });
    },
  }),
});
