import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteSideEffect } from "~/medications/side-effects.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove one of the caller's side-effect check-ins",
    description: "Another member's is not found.",
    responses: { 204: null },
    handler: async (args) => {
      const { id } = unwrap(await deleteSideEffect(args.user, idParam(args.params.id)));
      await auditOwn(args, "delete", "side_effect", { recordId: id });
      return noContent();
    },
  }),
});
