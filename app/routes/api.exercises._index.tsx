import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { found, unwrap } from "~/api/domain.server";
import { createExercise, getExercise, listExercises } from "~/fitness/exercises.server";
import { exerciseListQuery } from "~/fitness/queries.server";
import { exerciseSchema } from "~/fitness/schemas";

export const { loader, action } = apiRoute({
  /**
   * GET /api/exercises?search&type&type_of_activity&flame&featured&limit(30)&offset: the
   * library by name; `search` (3 characters or more) in the name, kind and Compendium wording.
   */
  GET: endpoint({
    auth: "user",
    query: exerciseListQuery,
    handler: async ({ request, query }) => ok(pageOf(request, { ...(await listExercises(query)), limit: query.limit, offset: query.offset })),
  }),
  /** POST /api/exercises: staff add an exercise. */
  POST: endpoint({
    auth: "admin",
    body: exerciseSchema,
    handler: async ({ body, user }) => {
      const { id } = unwrap(await createExercise(body, user));
      return ok(found(await getExercise(id, user)), 201);
    },
  }),
});
