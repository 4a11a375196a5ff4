import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { exercisePotentialBurn } from "~/fitness/exercises.server";
import { auditOwn } from "~/security/audit.server";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";
import { potentialBurn } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "What an exercise burns for the caller, from their latest weight",
    description: "`value` is the net kcal of 30 minutes; `met_table` gives 15, 30, 45 and 60 minutes. Without a weight: `value: null`, `met_table: []` and a prompt in `message`.",
    responses: { 200: potentialBurn },
    handler: async ({ request, context, params, user }) => {
      const burn = found(await exercisePotentialBurn(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "read", "weight", { detail: "potential_burn" });
      return ok({ ...burn, message: translateMessage(await apiLanguage(request, user.language), burn.message) });
    },
  }),
});
