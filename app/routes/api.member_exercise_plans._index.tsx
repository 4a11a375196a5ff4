import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { addExercisesToPlan, listMyPlan } from "~/fitness/my-workout.server";
import { addExercisesSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { z } from "zod";
import { planEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's plan (My Workout), by exercise name",
    responses: { 200: page(planEntry) },
    query: pageQuery(100),
    handler: async ({ request, context, query, user }) => {
      const rows = await listMyPlan(user);
      await auditOwn({ request, context, user }, "read", "fitness_plan");
      return ok(pageOf(request, slicePage(rows, query)));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Add exercises to the caller's plan",
    description: "The specification's payload: `is_plan: 0` and `exercise` comma-joined (a list works too). An exercise already planned is kept once; with `weekday` they are booked on it. `exercise: [\"Please select exercise!\"]` when none.",
    responses: { 201: z.array(planEntry).describe("The entries of those exercises.") },
    body: addExercisesSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await addExercisesToPlan(user, body.exercise, body.weekday));
      await auditOwn({ request, context, user }, "create", "fitness_plan", { detail: "add_exercises" });
      const added = plan.filter((row) => body.exercise.includes(row.exercise));
      return ok(added, 201);
    },
  }),
});
