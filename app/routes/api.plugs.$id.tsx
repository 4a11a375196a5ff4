import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { testimonialUpdateSchema } from "~/testimonials/schemas";
import { saveFinalVersion, setPublished } from "~/testimonials/testimonials.server";
import { auditStaff } from "~/security/audit.server";
import { testimonialSaved } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "admin",
    summary: "Save a testimonial's final version and flags (staff)",
    description: "Country required, quotes ≤ 100, blurb ≤ 250, `fulltext_html` sanitized; `replacements` (ids from GET /api/plugs/replacements) applies standard replacements to it. `active: true` publishes (it needs a country, a final version and the member's signed authorization image), `false` takes it off the public site; `featured`, `homepage`. Publishing without the member's authorization image: `{images: [\"Please add the member's signed authorization (type Z) before publishing.\"]}`.",
    responses: { 200: testimonialSaved },
    body: testimonialUpdateSchema,
    handler: async ({ request, context, params, body, user }) => {
      const id = idParam(params.id);
      const { active, featured, homepage, ...final } = body;
      const saved = unwrap(await saveFinalVersion(user, id, final));
      let testimonial = saved.testimonial;
      if (active !== undefined || featured !== undefined || homepage !== undefined) {
        testimonial = unwrap(await setPublished(user, id, { active: active ?? testimonial.active, featured, homepage }));
      }
      await auditStaff({ request, context, user }, testimonial.member.id, "update", "testimonial", { recordId: id });
      return ok({ ...testimonial, replacements_made: saved.changes });
    },
  }),
});
