import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deletePlanEntry, getPlanEntry, updatePlanEntry } from "~/fitness/my-workout.server";
import { weekdaysSchema } from "~/fitness/schemas";
import { flagsOf, bookedDays } from "~/fitness/weekdays";
import { auditOwn } from "~/security/audit.server";
import { planEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One entry of the caller's plan",
    responses: { 200: planEntry },
    handler: async ({ request, context, params, user }) => {
      const row = found(await getPlanEntry(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "fitness_plan", { recordId: row.id });
      return ok(row);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Set an entry's weekdays",
    description: "A missing day is not booked (1/0 or true/false); `is_plan` becomes 1. `non_field_errors: [\"Nothing to update!\"]` when the days are unchanged.",
    responses: { 200: planEntry },
    body: weekdaysSchema,
    handler: async ({ request, context, params, body, user }) => {
      const row = unwrap(await updatePlanEntry(user, idParam(params.id), flagsOf(bookedDays(body))));
      await auditOwn({ request, context, user }, "update", "fitness_plan", { recordId: row.id });
      return ok(row);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Remove an entry from the caller's plan",
    responses: { 204: null },
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deletePlanEntry(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "delete", "fitness_plan", { recordId: id });
      return noContent();
    },
  }),
});
