import { getProfile, updateProfile } from "~/account/profile.server";
import { profileUpdateSchema } from "~/account/schemas";
import { profile } from "~/account/api-shapes";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";

/**
 * /api/me: the signed-in member's profile (an addition to the spec's calls; see docs/api.md):
 * the `user` of sign-in plus `phone`, `units` ("imperial" | "metric"), `date_of_birth` and
 * `pending_email` and `language` (issue 41). PUT (or PATCH) changes any of the name parts, phone,
 * units and language; the clinic,
 * city, state and date of birth are the clinic's record.
 */
const update = endpoint({
  auth: "user",
  summary: "Change the caller's name, phone, units or language",
  description:
    'Any of `first_name`, `middle_name`, `last_name`, `phone`, `units`, `language` (one of the portal\'s languages, "en" or "es"; another code is a field error and nothing is stored); what is left out stays (the clinic, city, state and date of birth are the clinic\'s record). `first_name`/`last_name`: "Required", "Must be 64 characters or less"; `phone`: "Please enter a phone number: digits, spaces and + ( ) - . only."; `non_field_errors: ["Required"]` for an empty body.',
  responses: { 200: profile },
  body: profileUpdateSchema,
  handler: async ({ body, user }) => ok(unwrap(await updateProfile(user, body))),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The signed-in member's profile",
    description: "The member of sign-in with `phone`, `units`, `date_of_birth`, `pending_email` and `language`: the apps re-read the member after a refresh without signing in again.",
    responses: { 200: profile },
    handler: async ({ user }) => ok(found(await getProfile(user))),
  }),
  PUT: update,
  PATCH: update,
});
