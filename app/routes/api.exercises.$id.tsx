import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteExercise, getExercise, updateExercise } from "~/fitness/exercises.server";
import { exerciseSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { exerciseDetail } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "An exercise with everything its details page shows",
    description: "`already_in_plan` and `plan_entry_id` are the caller's.",
    responses: { 200: exerciseDetail },
    handler: async ({ request, context, params, user }) => {
      const exercise = found(await getExercise(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "fitness_plan", { recordId: exercise.plan_entry_id, detail: "exercise" });
      return ok(exercise);
    },
  }),
  PUT: endpoint({
    auth: "admin",
    summary: "Replace an exercise's own fields (staff)",
    description: "`non_field_errors: [\"Nothing to update!\"]` when nothing changed.",
    responses: { 200: exerciseDetail },
    body: exerciseSchema,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await updateExercise(user, idParam(params.id), body));
      return ok(found(await getExercise(user, id)));
    },
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Remove an exercise from the library (staff)",
    description: "Gone from the library, the members' plans, the workout plans and related lists; members' logs of it keep it (decision 0052).",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteExercise(user, idParam(params.id)));
      return noContent();
    },
  }),
});
