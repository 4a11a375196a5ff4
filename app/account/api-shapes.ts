import { z } from "zod";
import { day, errors, id, named, shape, timestamp, type Answers } from "~/api/shapes";
import { LEAD_SUBJECTS } from "./registration-schemas";
import type { PublicUser } from "~/domain/users";
import { UNIT_SYSTEMS } from "~/domain/units";

/** What the account calls answer (docs/api.md, Account calls). */

/**
 * The one answer still checked against a type declared elsewhere: PublicUser is the session's type
 * (app/domain/users.ts), below the API's building blocks, read by the auth, the shell and every
 * guard (docs/decisions/0275).
 */
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
  // eslint-disable-next-line no-restricted-syntax -- the session's type lives below the API (decision 0275)
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

export const referral = shape({
  code: z.string().describe("The member's personal referral code."),
  url: z.string().url().describe("The request-information link that carries it (what the card's QR code opens)."),
  referrals: z.number().int().min(0).describe("Leads it has brought."),
});

/** What the member's own account calls answer (docs/api.md, Account calls), checked against the domain's types. */

export const profile = named(
  "Profile",
  publicUser.extend({
    phone: z.string(),
    units: z.enum(UNIT_SYSTEMS).describe("The member's choice for the web pages; an app decides what it shows."),
    date_of_birth: day().nullable().describe("From the clinic record; null when the clinic has not given it."),
    pending_email: z.string().nullable().describe("A new address waiting for its confirmation link to be followed."),
    language: z.string().nullable().describe('The language the member chose ("en", "es"): the portal\'s pages, emails and API messages follow it; null when not chosen (the browser\'s Accept-Language decides).'),
  }),
);

export const emailState = shape({ email: z.string(), pending_email: z.string().nullable() });
export const emailPending = shape({ pending_email: z.string() }).describe("Accepted: a confirmation link went to the new address; the email changes when it is followed.");

export const device = named(
  "Device",
  shape({
    id: z.string().describe('"web-…" for a browser, "app-…" for an app sign-in.'),
    kind: z.enum(["web", "app"]),
    name: z.string().describe('"Chrome on Windows", "Portal app on iOS", …'),
    ip: z.string(),
    signed_in_at: timestamp(),
    last_active_at: timestamp(),
    current: z.boolean().describe("The browser or app asking."),
  }),
);
