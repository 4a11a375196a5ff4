import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { exerciseFilters } from "~/fitness/exercises.server";

export const { loader, action } = apiRoute({
  /** GET /api/exercise_filters: the filter panel's choices; send `value` back as the `param` query parameter of /api/exercises. */
  GET: endpoint({
    auth: "user",
    query: pageQuery(500, 500),
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await exerciseFilters(), query))),
  }),
});
