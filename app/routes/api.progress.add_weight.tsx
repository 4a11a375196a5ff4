import { apiRoute, endpoint, ok } from "~/api/api.server";
import { z } from "zod";
import { eitherUnits, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { weightEntrySchemaFor } from "~/progress/schemas";
import { addWeight } from "~/progress/weigh-ins.server";
import { auditOwn } from "~/security/audit.server";
import { weighInAdded } from "~/progress/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Add the caller's own weigh-in",
    description: "Patients only (staff keep no weights of their own: 403). Weight in pounds (kilograms with `?units=metric`; required), the body composition optional; `date` defaults to the clinic's today and may not be in the future. The answer names the badges it earned. Checks across fields (both blood-pressure numbers, systolic above diastolic, masses within the weight) are keyed `general`; `fat` when the fat % contradicts the fat mass. A weight farther from the trend than 5 % and a plausible loss over the gap since the last weigh-in is a 400 keyed `weight` and `confirm`; sent again with `confirm: true` it saves, held (no badge) until the care team reviews it (docs/decisions/0173).",
    responses: { 201: weighInAdded },
    refuses: [403],
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(weightEntrySchemaFor) },
    handler: async ({ request, context, body, query, user }) => {
      const units = query.units;
      const { row, awarded } = unwrap(await addWeight(user, parseWith(weightEntrySchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "create", "weight", { recordId: row.id });
      return ok({ ...row, badges_earned: awarded.map((a) => a.badgeId) }, 201);
    },
  }),
});
