import { apiErrors, apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { reviewFlag } from "~/care/actions.server";
import { FLAG_CODES, isFlagCode } from "~/clinical/flag-codes";
import { reviewedFlag } from "~/care/api-shapes";
import { z } from "zod";
import { reviewSchema } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Mark a patient's open flag reviewed (staff)",
    description:
      'The flag stays quiet until its condition clears and comes back. An unknown code is not found; a flag that is not open now is `{non_field_errors: ["This flag is not raised for the patient now."]}`.',
    params: { code: z.enum(FLAG_CODES).describe("A flag code (docs/decisions/0121).") },
    responses: { 200: reviewedFlag },
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
