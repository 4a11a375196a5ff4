import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createLogs } from "~/fitness/activity.server";
import { logsBulkSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { z } from "zod";
import { log } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Log several exercises, all or none",
    description: "Errors keyed `index.field`; 200 logs at most.",
    responses: { 201: z.array(log) },
    body: logsBulkSchema,
    handler: async ({ request, context, body, user }) => {
      const logs = unwrap(await createLogs(user, body));
      await auditOwn({ request, context, user }, "create", "exercise_log", { detail: "bulk" });
      return ok(logs, 201);
    },
  }),
});
