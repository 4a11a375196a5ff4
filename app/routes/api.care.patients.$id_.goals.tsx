import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { setPatientGoals, setPatientGoalWeight } from "~/care/actions.server";
import { careGoalsSchema } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * PUT /api/care/patients/{id}/goals: the patient's nutrition goals from their today (the goal
   * payload of /api/goals/; the journal then shows "Set by your clinic"), and `goal_weight` when
   * sent. 201 when a goal starts today, 200 when today's was updated.
   */
  PUT: endpoint({
    auth: "staff",
    body: careGoalsSchema,
    handler: async (args) => {
      const id = idParam(args.params.id);
      const { goal_weight, ...goals } = args.body;
      const { goal, created } = unwrap(await setPatientGoals(args.user, id, goals));
      await auditStaff(args, id, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      if (goal_weight !== undefined) {
        // The nutrition goals' notification already tells the patient: one notice for one change.
        unwrap(await setPatientGoalWeight(args.user, id, goal_weight, { quiet: true }));
        await auditStaff(args, id, "update", "body_profile");
      }
      return ok({ ...goal, ...(goal_weight !== undefined ? { goal_weight } : {}) }, created ? 201 : 200);
    },
  }),
});
