import { z } from "zod";
import { errors, id, named, shape, timestamp, type Answers } from "~/api/shapes";
import type { LeadJson } from "~/referral/leads.server";
import { LEAD_SUBJECTS } from "./schemas";
import type { PublicUser } from "~/domain/users";

/** What the account calls answer (docs/api.md, Account calls). */

export const publicUser = named(
  "User",
  shape({
    id: id(),
    email: z.string(),
    user_type: z.enum(["A", "P"]).describe("A: staff; P: patient."),
    staff_role: z.enum(["admin", "care"]).nullable().describe("A staff account's role: admin (the programme's administrators) or care (a clinic's care team); null for a patient."),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    city: z.string(),
    state: z.string(),
    clinic: shape({ name: z.string(), city: z.string(), state: z.string(), phone: z.string() }).nullable(),
  }),
) satisfies Answers<PublicUser>;

export const signedIn = named("SignedIn", shape({ token: z.string().describe("Send as `Authorization: JWT <token>`."), user: publicUser }));

/** The sign-in calls' own 400: messages by field, or the reason under non_field_errors. */
export const signInRefused = z.union([errors.nonField, errors.fields]).describe("Sign-in failed (`non_field_errors`), or a field is missing (`{email: [\"Required\"]}`).");

export const statusOk = shape({ status: z.literal("OK") });

export const leadReceived = named(
  "LeadReceived",
  shape({
    first_name: z.string(),
    email: z.string(),
    zip: z.string(),
    comments: z.string(),
    subject: z.enum(LEAD_SUBJECTS),
    referral_code: z.string().nullable(),
  }),
);

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
) satisfies Answers<LeadJson>;

export const referral = shape({
  code: z.string().describe("The member's personal referral code."),
  url: z.string().url().describe("The request-information link that carries it (what the card's QR code opens)."),
  referrals: z.number().int().min(0).describe("Leads it has brought."),
});
