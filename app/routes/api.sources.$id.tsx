import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteSource, updateSource } from "~/recipes/sources.server";
import { sourcePatchSchema } from "~/recipes/schemas";

export const { loader, action } = apiRoute({
  /** PATCH /api/sources/{id} {name?, url?, url_title?, notes?} (staff). */
  PATCH: endpoint({
    auth: "admin",
    body: sourcePatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateSource(idParam(params.id), body, user))),
  }),
  /** DELETE /api/sources/{id}: staff; the recipes citing it lose it. */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteSource(idParam(params.id), user));
      return noContent();
    },
  }),
});
