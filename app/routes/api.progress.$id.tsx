import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { z } from "zod";
import { found, idParam, parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { weightEntrySchemaFor } from "~/progress/schemas";
import { deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { getOwnWeight } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";

/**
 * /api/progress/{id}: one of the member's own weigh-ins (My Weight Entries). The clinic's
 * weigh-ins, and anyone else's, are not found.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const row = found(await getOwnWeight(user, idParam(params.id), unitsOf(request)));
      await auditOwn({ request, context, user }, "read", "weight", { recordId: row.id });
      return ok(row);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, params, body, user }) => {
      const units = unitsOf(request);
      const { row } = unwrap(await updateWeight(user, idParam(params.id), parseWith(weightEntrySchemaFor(units), body), units));
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
