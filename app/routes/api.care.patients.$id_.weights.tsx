import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { recordClinicWeighIn } from "~/care/actions.server";
import { weightEntrySchema } from "~/progress/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * POST /api/care/patients/{id}/weights: a clinic weigh-in (the add-weight payload; member_created
   * 0, entered by the caller). A weight more than 5 % from the trend needs `confirm: true`.
   */
  POST: endpoint({
    auth: "staff",
    body: weightEntrySchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const row = unwrap(await recordClinicWeighIn(args.user, id, args.body));
      await auditStaff(args, id, "create", "weight", { recordId: row.id });
      return ok(row, 201);
    },
  }),
});
