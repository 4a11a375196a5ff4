import { toPublicUser } from "~/auth/users.server";
import { publicUser } from "~/accounts/responses.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The signed-in member",
    description: "An addition to the specification's calls: the apps re-read the member after a refresh without signing in again.",
    responses: { 200: publicUser },
    handler: ({ user }) => ok(toPublicUser(user)),
  }),
});
