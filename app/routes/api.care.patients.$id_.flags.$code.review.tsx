import { apiErrors, apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { reviewFlag } from "~/care/actions.server";
import { isFlagCode } from "~/care/codes";
import { reviewSchema } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * POST /api/care/patients/{id}/flags/{code}/review {note}: marks the open flag reviewed. It stays
   * quiet until its condition clears and comes back. An unknown code is 404; a flag that is not
   * open now is a VALIDATION_ERROR.
   */
  POST: endpoint({
    auth: "staff",
    body: reviewSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const code = args.params.code;
      if (!isFlagCode(code)) throw apiErrors.notFound();
      const { episode, ...flag } = unwrap(await reviewFlag(args.user, id, code, args.body.note));
      await auditStaff(args, id, "update", "care_flag", { recordId: episode });
      return ok(flag);
    },
  }),
});
