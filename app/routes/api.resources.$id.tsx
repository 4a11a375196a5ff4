import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getResource } from "~/resources/resources.server";
import { resourceDetail } from "~/resources/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One article",
    responses: { 200: resourceDetail },
    handler: async ({ params }) => ok(found(await getResource(idParam(params.id)))),
  }),
});
