import { z } from "zod";
import { apiRoute, endpoint } from "~/api/api.server";
import { EXPORT_SECTIONS, exportResponse } from "~/export/export.server";
import { exportQuerySchema } from "~/export/schemas";
import { apiLanguage } from "~/i18n/i18n.server";
import { auditOwn } from "~/security/audit.server";
import { timestamp } from "~/api/shapes";

const row = z.record(z.unknown());
const exported = z
  .object({ exported_at: timestamp(), units: z.string() })
  .catchall(z.union([z.array(row), row, z.null()]))
  .describe(`One key a section: ${EXPORT_SECTIONS.join(", ")} (the profile an object, the others lists of rows). Quantities keep their canonical units, named in the column.`);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Everything the portal holds about the caller",
    description:
      "Streamed as one JSON object, or (`format=zip`; `csv` is its other name) as one CSV file a section in a ZIP headed by a readme, the CSV headers and the readme in the caller's language (issue 41), `Content-Disposition: attachment; filename=\"my-portal-data-YYYY-MM-DD.<format>\"`. Audited.",
    query: exportQuerySchema,
    responses: {
      200: {
        description: "The export, as a download.",
        content: { "application/json": exported, "application/zip": z.string().openapi({ format: "binary" }) },
      },
    },
    handler: async ({ request, context, query, user }) => {
      await auditOwn({ request, context, user }, "export", "data_export", { detail: query.format });
      return exportResponse(user, query.format, await apiLanguage(request, user.language));
    },
  }),
});
