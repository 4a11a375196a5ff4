import { toPublicUser } from "~/auth/users.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";

/** GET /api/me: the signed-in member (an addition to the spec's calls; see docs/api.md). */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: ({ user }) => ok(toPublicUser(user)),
  }),
});
