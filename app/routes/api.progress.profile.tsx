import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { bodyProfileSchema } from "~/progress/schemas";
import { bodyProfile, setGoalWeight, setOwnHeight } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";

/**
 * /api/progress/profile: the member's height (inches; part of the clinic record, which a member
 * may give only while none is recorded) and goal weight (pounds; null removes it).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const profile = await bodyProfile(user);
      await auditOwn({ request, context, user }, "read", "body_profile");
      return ok(profile);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: bodyProfileSchema,
    handler: async ({ request, context, body, user }) => {
      if (body.height !== undefined) unwrap(await setOwnHeight(user, body.height));
      if (body.goal_weight !== undefined) unwrap(await setGoalWeight(user, body.goal_weight));
      await auditOwn({ request, context, user }, "update", "body_profile");
      return ok(await bodyProfile(user));
    },
  }),
});
