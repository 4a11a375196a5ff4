import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deletePlanEntry, getPlanEntry, updatePlanEntry } from "~/fitness/my-workout.server";
import { weekdaysSchema } from "~/fitness/schemas";
import { flagsOf, bookedDays } from "~/fitness/weekdays";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/member_exercise_plans/{id}: one row of the caller's plan. */
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const row = found(await getPlanEntry(idParam(params.id), user));
      await auditOwn({ request, context, user }, "read", "fitness_plan", { recordId: row.id });
      return ok(row);
    },
  }),
  /** PUT /api/member_exercise_plans/{id}: the row's weekday flags (a missing day is not booked); "Nothing to update!" when unchanged. */
  PUT: endpoint({
    auth: "user",
    body: weekdaysSchema,
    handler: async ({ request, context, params, body, user }) => {
      const row = unwrap(await updatePlanEntry(idParam(params.id), flagsOf(bookedDays(body)), user));
      await auditOwn({ request, context, user }, "update", "fitness_plan", { recordId: row.id });
      return ok(row);
    },
  }),
  /** DELETE /api/member_exercise_plans/{id}/. */
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deletePlanEntry(idParam(params.id), user));
      await auditOwn({ request, context, user }, "delete", "fitness_plan", { recordId: id });
      return noContent();
    },
  }),
});
