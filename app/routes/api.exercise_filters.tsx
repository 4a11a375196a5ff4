import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { exerciseFilters } from "~/fitness/exercises.server";
import { filtersIn } from "~/fitness/filters-text.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { page } from "~/api/shapes";
import { exerciseFilter } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The exercise library's filter choices",
    description: "Send `value` back as the `param` query parameter of /api/exercises.",
    responses: { 200: page(exerciseFilter) },
    query: pageQuery(500, 500),
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(filtersIn(await apiLanguage(request, user.language), await exerciseFilters(user)), query))),
  }),
});
