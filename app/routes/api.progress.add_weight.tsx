import { apiRoute, endpoint, ok } from "~/api/api.server";
import { z } from "zod";
import { parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { weightEntrySchemaFor } from "~/progress/schemas";
import { addWeight } from "~/progress/weigh-ins.server";
import { auditOwn } from "~/security/audit.server";

/**
 * POST /api/progress/add_weight (spec part 3 §7): the member's own weigh-in. Weight in pounds
 * (kilograms with `?units=metric`; required), the body composition optional; `date` defaults to the clinic's today and may not be
 * in the future. Errors across fields come keyed `general`. 201 with the new history row and the
 * badges it earned.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, body, user }) => {
      const units = unitsOf(request);
      const { row, awarded } = unwrap(await addWeight(user, parseWith(weightEntrySchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "create", "weight", { recordId: row.id });
      return ok({ ...row, badges_earned: awarded.map((a) => a.badgeId) }, 201);
    },
  }),
});
