import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getResource } from "~/resources/resources.server";

/** GET /api/resources/{id}: one article; description and body are sanitized HTML. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ params }) => ok(found(await getResource(idParam(params.id)))),
  }),
});
