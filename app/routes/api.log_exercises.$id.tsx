import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteActivity, getLog, updateLog } from "~/fitness/activity.server";
import { logSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { log } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One of the caller's logs",
    responses: { 200: log },
    handler: async ({ request, context, params, user }) => {
      const log = found(await getLog(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "exercise_log", { recordId: log.id });
      return ok(log);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Replace one of the caller's logs",
    description: "Calories recomputed when left out.",
    responses: { 200: log },
    body: logSchema,
    handler: async ({ request, context, params, body, user }) => {
      const log = unwrap(await updateLog(user, idParam(params.id), body));
      await auditOwn({ request, context, user }, "update", "exercise_log", { recordId: log.id });
      return ok(log);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete one of the caller's logs (the same record as its journal entry)",
    responses: { 204: null },
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deleteActivity(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "delete", "exercise_log", { recordId: id });
      return noContent();
    },
  }),
});
