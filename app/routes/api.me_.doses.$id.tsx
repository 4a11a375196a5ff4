import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { undoDose } from "~/medications/doses.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove one of the caller's recorded doses",
    description: "The scheduled dose is open again (or missed, once its time has passed). Another member's is not found.",
    responses: { 204: null },
    handler: async (args) => {
      const removed = unwrap(await undoDose(args.user, idParam(args.params.id)));
      await auditOwn(args, "delete", "medication_dose", { recordId: removed.id });
      return noContent();
    },
  }),
});
