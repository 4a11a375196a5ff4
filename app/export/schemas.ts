import { z } from "zod";
import { message } from "~/i18n/languages";

export const EXPORT_FORMAT_MSG = message("common:api.exportFormat");

/**
 * The export's query, for GET /api/me/export and /my-data/download alike: json (the default),
 * or zip, whose other name is csv (one CSV file a section). Anything else is refused, on the
 * page as in the API (issue 36 item 24): a typo is never a file of another kind.
 */
export const exportQuerySchema = z.object({
  format: z
    .enum(["json", "zip", "csv"], { errorMap: () => ({ message: EXPORT_FORMAT_MSG }) })
    .default("json")
    .transform((f) => (f === "csv" ? "zip" : f)),
});
