import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { exportResponse } from "~/export/export.server";
import { auditHealth } from "~/security/audit.server";

/** /my-data/download?format=json|zip: the signed-in patient's own data, streamed (decision 0074). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { format } = readParams(request, { format: param.oneOf(["json", "zip"] as const, "json") });
  await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "export", record: "data_export", detail: `page:${format}` });
  return exportResponse(user, format);
}
