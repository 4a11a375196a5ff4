import { z } from "zod";
import { id, int, named, shape, timestamp } from "~/api/shapes";

/** What the testimonial calls answer (docs/api.md, Testimonials), checked against the domain's types. */

export const testimonial = named(
  "Testimonial",
  shape({
    id: id(),
    member: shape({
      id: id(),
      first_name: z.string(),
      middle_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      clinic: shape({ name: z.string(), city: z.string(), state: z.string() }).nullable(),
    }),
    fulltext: z.string().describe("What the member wrote."),
    fulltext_html: z.string().describe("The final version (sanitized HTML)."),
    created: timestamp(),
    saved_by: shape({ id: id(), first_name: z.string(), last_name: z.string() }).nullable(),
    saved_last: timestamp().nullable(),
    active: z.boolean().describe("Published on the public site."),
    featured: z.boolean(),
    homepage: z.boolean(),
    published_at: timestamp().nullable(),
    country: z.string().nullable().describe("ISO 3166-1 alpha-2."),
    country_name: z.string(),
    quotes: z.string(),
    blurb: z.string(),
    member_details: shape({ first_name: z.string(), last_initial: z.string(), city: z.string(), state: z.string() }).describe("How the public page names the member."),
  }),
);

export const testimonialSaved = testimonial.extend({ replacements_made: int().min(0).describe("How many standard replacements changed the text.") });

export const testimonialImage = named(
  "TestimonialImage",
  shape({
    id: id(),
    member: id(),
    name: z.string(),
    type: z.enum(["A", "B", "X", "Z"]).describe("A after, B before, X unknown, Z the signed authorization."),
    weight: z.number().describe("Pounds."),
    week: int(),
    primary: z.boolean(),
    photo_o: z.string().describe("Private: served only to the member and staff, with the token."),
    photo_l: z.string(),
    photo_m: z.string(),
    photo_s: z.string(),
    width: int(),
    height: int(),
    created: timestamp(),
  }),
);

export const country = shape({ code: z.string(), name: z.string() });

export const replacement = shape({
  id: id(),
  name: z.string(),
  description: z.string(),
  find: z.array(z.string()).optional().describe("Whole words or phrases, any case."),
  pattern: z.string().optional().describe("A regular expression (JavaScript syntax, case-insensitive)."),
  steps: z.array(shape({ pattern: z.string(), replace: z.string() })).optional().describe("Patterns tried in order, each with its own replacement (whole words)."),
  replace: z.string(),
});
