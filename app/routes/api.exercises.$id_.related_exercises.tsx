import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { relatedExercises } from "~/fitness/exercises.server";

export const { loader, action } = apiRoute({
  /** GET /api/exercises/{id}/related_exercises/: the labelled groups of related exercises. */
  GET: endpoint({
    auth: "user",
    handler: async ({ params }) => {
      const groups = found(await relatedExercises(idParam(params.id)));
      return ok({ count: groups.length, next: null, previous: null, results: groups });
    },
  }),
});
