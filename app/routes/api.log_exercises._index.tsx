import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createLog, listLogs } from "~/fitness/activity.server";
import { logListQuery } from "~/fitness/queries.server";
import { logSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { log } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's exercise logs, newest first",
    responses: { 200: page(log) },
    query: logListQuery,
    handler: async ({ request, context, query, user }) => {
      const page = await listLogs(user, { exercise: query.exercise, date: query.date, from: query.date_from, to: query.date_to, limit: query.limit, offset: query.offset });
      await auditOwn({ request, context, user }, "read", "exercise_log");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Log an exercise",
    description: "`calories` left out are computed from the exercise's MET and the member's weight (decision 0050). `datedone`: \"Required\" / \"Date cannot be in the future!\" (the clinic's today).",
    responses: { 201: log },
    body: logSchema,
    handler: async ({ request, context, body, user }) => {
      const log = unwrap(await createLog(user, body));
      await auditOwn({ request, context, user }, "create", "exercise_log", { recordId: log.id });
      return ok(log, 201);
    },
  }),
});
