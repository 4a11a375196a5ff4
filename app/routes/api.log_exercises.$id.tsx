import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteActivity, getLog, updateLog } from "~/fitness/activity.server";
import { logSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const log = found(await getLog(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "exercise_log", { recordId: log.id });
      return ok(log);
    },
  }),
  /** PUT /api/log_exercises/{id}: replaces the log (calories recomputed when left out). */
  PUT: endpoint({
    auth: "user",
    body: logSchema,
    handler: async ({ request, context, params, body, user }) => {
      const log = unwrap(await updateLog(user, idParam(params.id), body));
      await auditOwn({ request, context, user }, "update", "exercise_log", { recordId: log.id });
      return ok(log);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deleteActivity(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "delete", "exercise_log", { recordId: id });
      return noContent();
    },
  }),
});
