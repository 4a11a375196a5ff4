import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteSource, updateSource } from "~/recipes/sources.server";
import { sourcePatchSchema } from "~/recipes/schemas";
import { source } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  PATCH: endpoint({
    auth: "admin",
    summary: "Change a source (staff)",
    responses: { 200: source },
    body: sourcePatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateSource(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Delete a source (staff); the recipes citing it lose it",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteSource(user, idParam(params.id)));
      return noContent();
    },
  }),
});
