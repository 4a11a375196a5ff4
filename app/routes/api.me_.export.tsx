import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { exportResponse } from "~/export/export.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/me/export?format=json|zip (csv is zip's other name): everything the portal holds
   * about the caller, streamed as one JSON object or as CSV files in a ZIP. Audited.
   */
  GET: endpoint({
    auth: "user",
    query: z.object({
      format: z
        .enum(["json", "zip", "csv"], { errorMap: () => ({ message: '"format" must be json, zip or csv.' }) })
        .default("json")
        .transform((f) => (f === "csv" ? "zip" : f)),
    }),
    handler: async ({ request, context, query, user }) => {
      await auditOwn({ request, context, user }, "export", "data_export", { detail: query.format });
      return exportResponse(user, query.format);
    },
  }),
});
