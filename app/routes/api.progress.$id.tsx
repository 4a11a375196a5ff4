import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { weightEntrySchema } from "~/progress/schemas";
import { deleteWeight, updateWeight } from "~/progress/weigh-ins.server";
import { getOwnWeight } from "~/progress/weights.server";
import { auditHealth } from "~/security/audit.server";

/**
 * /api/progress/{id}: one of the member's own weigh-ins (My Weight Entries). The clinic's
 * weigh-ins, and anyone else's, are not found.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const row = found(await getOwnWeight(db, user.id, idParam(params.id)));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "weight", recordId: row.id, detail: "api" });
      return ok(row);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: weightEntrySchema,
    handler: async ({ request, context, params, body, user }) => {
      const { row } = unwrap(await updateWeight(user, idParam(params.id), body));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "update", record: "weight", recordId: row.id, detail: "api" });
      return ok(row);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const id = idParam(params.id);
      unwrap(await deleteWeight(user, id));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "delete", record: "weight", recordId: id, detail: "api" });
      return noContent();
    },
  }),
});
