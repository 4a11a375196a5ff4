import { apiRoute, endpoint, ok } from "~/api/api.server";
import { z } from "zod";
import { parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { bodyProfileSchemaFor } from "~/progress/schemas";
import { bodyProfile, setGoalWeight, setOwnHeight } from "~/progress/profile.server";
import { auditOwn } from "~/security/audit.server";

/**
 * /api/progress/profile: the member's height (inches, or centimetres with `?units=metric`; part
 * of the clinic record, which a member may give only while none is recorded) and goal weight
 * (pounds, or kilograms; null removes it).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const profile = await bodyProfile(user, unitsOf(request));
      await auditOwn({ request, context, user }, "read", "body_profile");
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, body: raw, user }) => {
      const units = unitsOf(request);
      const body = parseWith(bodyProfileSchemaFor(units), raw);
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height, units));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight, units));
      await auditOwn({ request, context, user }, "update", "body_profile");
      return ok(await bodyProfile(user, units));
    },
  }),
});
