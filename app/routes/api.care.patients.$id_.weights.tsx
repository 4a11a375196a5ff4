import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { eitherUnits, idParam, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { recordClinicWeighIn } from "~/care/actions.server";
import { weightEntrySchemaFor } from "~/progress/schemas";
import { auditStaff } from "~/security/audit.server";
import { weighIn } from "~/progress/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Record a clinic weigh-in for a patient (staff)",
    description:
      "The add-weight payload, in pounds (kilograms with `?units=metric`, and the answer in the same units); the row is the clinic's (`member_created: false`), entered by the caller. A weight farther from the trend than 5 % and a plausible loss over the gap since the last weigh-in needs `confirm: true`, and is then held (no badge) until staff review the implausible flag (docs/decisions/0121, 0173).",
    responses: { 201: weighIn },
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(weightEntrySchemaFor) },
    handler: async (args) => {
      const id = idParam(args.params.id);
      const units = args.query.units;
      const row = unwrap(await recordClinicWeighIn(args.user, id, parseWith(weightEntrySchemaFor(units), args.body), units));
      await auditStaff(args, id, "create", "weight", { recordId: row.id });
      return ok(row, 201);
    },
  }),
});
