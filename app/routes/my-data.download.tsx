import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import { param, readParams } from "~/page/params.server";
import { exportResponse } from "~/export/export.server";
import { auditOwn } from "~/security/audit.server";

/** /my-data/download?format=json|zip: the signed-in patient's own data, streamed (decision 0074). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { format } = readParams(request, { format: param.oneOf(["json", "zip"] as const, "json") });
  await auditOwn({ request, context, user }, "export", "data_export", { detail: format });
  return exportResponse(user, format);
}
