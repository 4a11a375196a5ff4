import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { removeFavorite } from "~/recipes/favourites.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove one of the caller's favourites",
    description: "Another member's favourite is not found.",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await removeFavorite(user, idParam(params.id)));
      return noContent();
    },
  }),
});
