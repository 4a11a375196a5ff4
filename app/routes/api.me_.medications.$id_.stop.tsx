import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { stopOwnRegimen } from "~/medications/own-regimens.server";
import { regimen } from "~/medications/api-shapes";
import { stopSchema } from "~/medications/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Stop a supplement of the caller's own",
    description: "From today; it stays in the history with its doses. A medicine the clinic set is the clinic's to stop (403).",
    responses: { 200: regimen },
    refuses: [403],
    body: stopSchema,
    handler: async (args) => {
      const r = unwrap(await stopOwnRegimen(args.user, idParam(args.params.id), args.body.reason));
      await auditOwn(args, "update", "medication", { recordId: r.id, detail: "stop" });
      return ok(r);
    },
  }),
});
