import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { auditOwn, auditStaff } from "~/security/audit.server";
import { TESTIMONIAL_PAGE_SIZE } from "~/testimonials/codes";
import { testimonialSubmitSchema } from "~/testimonials/schemas";
import { listTestimonials, submitTestimonial } from "~/testimonials/testimonials.server";
import { integer } from "~/validation/rules";
import { page } from "~/api/shapes";
import { testimonial } from "~/testimonials/api-shapes";

const query = pageQuery(TESTIMONIAL_PAGE_SIZE).extend({
  member: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Testimonials, newest first",
    description: "A member gets their own (naming another member is not found); staff every member's, or one member's.",
    responses: { 200: page(testimonial) },
    refuses: [404],
    query,
    handler: async ({ request, context, query, user }) => {
      const page = unwrap(await listTestimonials(user, query));
      await auditStaff({ request, context, user }, page.results.map((t) => t.member.id), "read", "testimonial");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Send a testimonial",
    description: "Members only (staff send none: 403). `fulltext`: 'Please add notes!' when empty.",
    responses: { 201: testimonial },
    refuses: [403],
    body: testimonialSubmitSchema,
    handler: async ({ request, context, body, user }) => {
      const testimonial = unwrap(await submitTestimonial(user, body.fulltext));
      await auditOwn({ request, context, user }, "create", "testimonial", { recordId: testimonial.id });
      return ok(testimonial, 201);
    },
  }),
});
