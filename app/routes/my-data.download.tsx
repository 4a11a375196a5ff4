import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { exportResponse } from "~/export/export.server";
import { EXPORT_FORMAT_MSG, exportQuerySchema } from "~/export/schemas";
import { pageLanguage, translateMessage } from "~/i18n/i18n.server";
import { parseParams } from "~/page/params.server";
import { auditOwn } from "~/security/audit.server";

/**
 * /my-data/download?format=json|zip: the signed-in patient's own data, streamed (decision 0074).
 * The format is read with the API's own schema: an unknown one is a 400 saying so, not a file of
 * another kind.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseParams(request, exportQuerySchema);
  const language = await pageLanguage(request, user.language);
  if (!query.success) {
    throw new Response(translateMessage(language, EXPORT_FORMAT_MSG), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  await auditOwn({ request, context, user }, "export", "data_export", { detail: query.data.format });
  return exportResponse(user, query.data.format, language);
}
