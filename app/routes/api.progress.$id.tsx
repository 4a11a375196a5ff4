import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { weightEntrySchema } from "~/progress/schemas";
import { deleteWeight, getOwnWeight, updateWeight } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";

/**
 * /api/progress/{id}: one of the member's own weigh-ins (My Weight Entries). The clinic's
 * weigh-ins, and anyone else's, are not found.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const row = found(await getOwnWeight(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "weight", { recordId: row.id });
      return ok(row);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: weightEntrySchema,
    handler: async ({ request, context, params, body, user }) => {
      const { row } = unwrap(await updateWeight(user, idParam(params.id), body));
      await auditOwn({ request, context, user }, "update", "weight", { recordId: row.id });
      return ok(row);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      unwrap(await deleteWeight(user, id));
      await auditOwn({ request, context, user }, "delete", "weight", { recordId: id });
      return noContent();
    },
  }),
});
