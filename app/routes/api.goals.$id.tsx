import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { saveGoal } from "~/journal/journal.server";
import { goalSchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { goal } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    summary: "Adjust the caller's nutrition goal from today",
    description: "A goal that began today is updated; one that began earlier keeps its values for its days, and the answer is the new goal from today.",
    responses: { 200: goal },
    body: goalSchema,
    handler: async (args) => {
      const { goal, created } = unwrap(await saveGoal(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      return ok(goal);
    },
  }),
});
