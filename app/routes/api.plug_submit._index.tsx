import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { auditListRead, auditOwn } from "~/security/audit.server";
import { TESTIMONIAL_PAGE_SIZE } from "~/testimonials/codes";
import { testimonialSubmitSchema } from "~/testimonials/schemas";
import { listTestimonials, submitTestimonial } from "~/testimonials/testimonials.server";
import { integer } from "~/validation/rules";

const query = pageQuery(TESTIMONIAL_PAGE_SIZE).extend({
  member: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

export const { loader, action } = apiRoute({
  /**
   * GET /api/plug_submit/?limit=10&offset&member: testimonials, newest first. A member gets their
   * own (naming another member is 404); staff get every member's, or one member's.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, context, query, user }) => {
      const page = unwrap(await listTestimonials(user, query));
      await auditListRead({ request, context }, user, "testimonial", page.results.map((t) => t.member.id), "api");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /** POST /api/plug_submit {fulltext}: a member sends a testimonial ('Please add notes!' when empty). */
  POST: endpoint({
    auth: "user",
    body: testimonialSubmitSchema,
    handler: async ({ request, context, body, user }) => {
      const testimonial = unwrap(await submitTestimonial(user, body.fulltext));
      await auditOwn({ request, context, user }, "create", "testimonial", { recordId: testimonial.id });
      return ok(testimonial, 201);
    },
  }),
});
