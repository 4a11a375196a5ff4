import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { relatedExercises } from "~/fitness/exercises.server";
import { relatedExercisesList } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "An exercise's related exercises, in labelled groups",
    description: "\"Easier options\", \"Similar activities\", \"More challenging\".",
    responses: { 200: relatedExercisesList },
    handler: async ({ user, params }) => {
      const groups = found(await relatedExercises(user, idParam(params.id)));
      return ok({ count: groups.length, next: null, previous: null, results: groups });
    },
  }),
});
