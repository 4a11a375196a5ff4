import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createLog, listLogs } from "~/fitness/activity.server";
import { logListQuery } from "~/fitness/queries.server";
import { logSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/log_exercises?limit=15&offset&exercise&date&date_from&date_to: the caller's logs, newest first. */
  GET: endpoint({
    auth: "user",
    query: logListQuery,
    handler: async ({ request, context, query, user }) => {
      const page = await listLogs(user, { exercise: query.exercise, date: query.date, from: query.date_from, to: query.date_to, limit: query.limit, offset: query.offset });
      await auditOwn({ request, context, user }, "read", "exercise_log");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /** POST /api/log_exercises {exercise, datedone, duration, calories?, notes?}: calories are computed when left out. */
  POST: endpoint({
    auth: "user",
    body: logSchema,
    handler: async ({ request, context, body, user }) => {
      const log = unwrap(await createLog(user, body));
      await auditOwn({ request, context, user }, "create", "exercise_log", { recordId: log.id });
      return ok(log, 201);
    },
  }),
});
