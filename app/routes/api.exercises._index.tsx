import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { createExercise, getExercise, listExercises } from "~/fitness/exercises.server";
import { exerciseListQuery } from "~/fitness/queries.server";
import { exerciseSchema } from "~/fitness/schemas";
import { page } from "~/api/shapes";
import { exerciseCard, exerciseDetail } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The exercise library, by name",
    description: "`search` (3 characters or more, else \"Enter search term!\") looks in the name, kind and Compendium wording; `type`, `type_of_activity`, `flame` take lists (repeated or comma-separated).",
    responses: { 200: page(exerciseCard) },
    query: exerciseListQuery,
    handler: async ({ user, request, query }) => ok(pageOf(request, { ...(await listExercises(user, query)), limit: query.limit, offset: query.offset })),
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add an exercise (staff)",
    responses: { 201: exerciseDetail },
    body: exerciseSchema,
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createExercise(user, body));
      return ok(found(await getExercise(user, id)), 201);
    },
  }),
});
