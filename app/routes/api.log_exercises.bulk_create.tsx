import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createLogs } from "~/fitness/activity.server";
import { logsBulkSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** POST /api/log_exercises/bulk_create/ [log, …]: all or none; errors keyed `index.field`. */
  POST: endpoint({
    auth: "user",
    body: logsBulkSchema,
    handler: async ({ request, context, body, user }) => {
      const logs = unwrap(await createLogs(user, body));
      await auditOwn({ request, context, user }, "create", "exercise_log", { detail: "bulk" });
      return ok(logs, 201);
    },
  }),
});
