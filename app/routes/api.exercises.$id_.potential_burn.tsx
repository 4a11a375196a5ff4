import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { exercisePotentialBurn } from "~/fitness/exercises.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/exercises/{id}/potential_burn/: {value, name, met, weight_kg, met_table, message}
   * for the caller's latest weight (value null and a prompt without one).
   */
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const burn = found(await exercisePotentialBurn(idParam(params.id), user));
      await auditOwn({ request, context, user }, "read", "weight", { detail: "potential_burn" });
      return ok(burn);
    },
  }),
});
