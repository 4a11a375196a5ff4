import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { changeRegimen } from "~/medications/prescribe.server";
import { regimen } from "~/medications/api-shapes";
import { regimenChangeSchema } from "~/medications/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "staff",
    summary: "Change a patient's medicine: the dose from a day, a pause, a resume, a stop (staff)",
    description:
      '`action` is `dose` (with `dose`, one of its strengths, and `from_day`, today or later: a new step, the days before keep theirs, the plan\'s later steps give way), `pause` or `resume` (from today, with an optional `note`) or `stop` (from today, with a `reason`). The patient is told. A stopped medicine cannot change: `non_field_errors`.',
    responses: { 200: regimen },
    refuses: [404],
    body: regimenChangeSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const r = unwrap(await changeRegimen(args.user, id, idParam(args.params.rid), args.body));
      await auditStaff(args, id, "update", "medication", { recordId: r.id, detail: args.body.action });
      return ok(r);
    },
  }),
});
