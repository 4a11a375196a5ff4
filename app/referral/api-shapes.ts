import { z } from "zod";
import { id, named, shape, timestamp } from "~/api/shapes";

/** What GET /api/leads answers (docs/api.md); the domain's type is this (leads.server.ts). */

export const lead = named(
  "Lead",
  shape({
    id: id(),
    first_name: z.string(),
    email: z.string(),
    zip: z.string(),
    comments: z.string(),
    subject: z.string(),
    created_at: timestamp(),
    referral_code: z.string().nullable(),
    referred_by: shape({ id: id(), first_name: z.string(), last_name: z.string(), email: z.string(), clinic: z.string().nullable() }).nullable(),
  }),
);
