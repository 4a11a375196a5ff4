import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteExercise, getExercise, updateExercise } from "~/fitness/exercises.server";
import { exerciseSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/exercises/{id}: everything the details page shows; `already_in_plan` is the caller's. */
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const exercise = found(await getExercise(idParam(params.id), user));
      await auditOwn({ request, context, user }, "read", "fitness_plan", { recordId: exercise.plan_entry_id, detail: "exercise" });
      return ok(exercise);
    },
  }),
  /** PUT /api/exercises/{id}: staff replace an exercise's own fields. */
  PUT: endpoint({
    auth: "admin",
    body: exerciseSchema,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await updateExercise(idParam(params.id), body, user));
      return ok(found(await getExercise(id, user)));
    },
  }),
  /** DELETE /api/exercises/{id}: staff remove an exercise from the library (members' logs keep it). */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteExercise(idParam(params.id), user));
      return noContent();
    },
  }),
});
