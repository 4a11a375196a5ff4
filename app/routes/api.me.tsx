import { getProfile, updateProfile } from "~/account/profile.server";
import { profileUpdateSchema } from "~/account/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";

/**
 * /api/me: the signed-in member's profile (an addition to the spec's calls; see docs/api.md):
 * the `user` of sign-in plus `phone`, `units` ("imperial" | "metric"), `date_of_birth` and
 * `pending_email`. PUT (or PATCH) changes any of the name parts, phone and units; the clinic,
 * city, state and date of birth are the clinic's record.
 */
const update = endpoint({
  auth: "user",
  body: profileUpdateSchema,
  handler: async ({ body, user }) => ok(unwrap(await updateProfile(user, body))),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ user }) => ok(found(await getProfile(user))),
  }),
  PUT: update,
  PATCH: update,
});
